import type { CitationLabels } from '../options/citation-labels';
import type { CitationVariant } from '../options/citation-options';
import { type MarkerFace, toMarkerFace } from '../marker/marker-face';
import { toCitationEntryId, toCitationReferenceId } from './citation-ids';
import type { CitedTextMarker, CitedTextPiece, CitedTextRun } from './to-cited-text-pieces';

/** A marker as `<agui-cited-text>` renders it: the piece with its face and ids. */
export interface MarkerRow extends CitedTextMarker {
  readonly face: MarkerFace;
  /** Id of the marker element (the target of the sources list's back-links). */
  readonly referenceId: string;
  /** Id of the source's entry in `<agui-sources>`. */
  readonly entryId: string;
}

/** What `<agui-cited-text>` renders, in document order. */
export type CitedTextRow = CitedTextRun | MarkerRow;

/** How the markers of one text look and what they say. */
export interface MarkerRowOptions {
  readonly messageKey: string;
  readonly variant: CitationVariant;
  readonly friendlyAnchors: boolean;
  readonly labels: CitationLabels;
}

/**
 * The pieces of a cited text with everything each marker shows worked out once per text, not
 * per change detection: the template only reads fields.
 */
export function toMarkerRows(
  pieces: readonly CitedTextPiece[],
  options: MarkerRowOptions,
): CitedTextRow[] {
  const { messageKey, variant, friendlyAnchors, labels } = options;
  return pieces.map((piece) =>
    piece.kind === 'text'
      ? piece
      : {
          ...piece,
          face: toMarkerFace(piece.citation, variant, friendlyAnchors, labels),
          referenceId: toCitationReferenceId(messageKey, piece.citation.index, piece.occurrence),
          entryId: toCitationEntryId(messageKey, piece.citation.index),
        },
  );
}
