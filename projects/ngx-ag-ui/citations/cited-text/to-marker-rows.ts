import type { CitationLabels } from '../options/citation-labels';
import type { CitationVariant } from '../options/citation-options';
import { type MarkerFace, toMarkerFace } from '../marker/marker-face';
import { citationIdsOf } from './citation-ids';
import type { CitedTextMarker, CitedTextPiece, CitedTextRun } from './to-cited-text-pieces';

/** A marker as `<agui-cited-text>` renders it: the piece with its face and ids. */
export interface MarkerRow extends CitedTextMarker {
  readonly face: MarkerFace;
  /** Id of the marker element (the target of the sources list's back-links). */
  readonly referenceId: string;
  /** Id of the source's entry in `<agui-sources>` (link markers only: buttons do not need it). */
  readonly entryId?: string;
}

/** What `<agui-cited-text>` renders, in document order. */
export type CitedTextRow = CitedTextRun | MarkerRow;

/** How the markers of one text look and what they say. */
export interface MarkerRowOptions {
  readonly messageKey: string;
  readonly variant: CitationVariant;
  readonly friendlyAnchors: boolean;
  readonly labels: CitationLabels;
  /** Whether the markers are links to the sources entries. */
  readonly links: boolean;
}

/**
 * The pieces of a cited text with everything each marker shows worked out once per text, not
 * per change detection: the template only reads fields.
 */
export function toMarkerRows(
  pieces: readonly CitedTextPiece[],
  options: MarkerRowOptions,
): CitedTextRow[] {
  const { variant, friendlyAnchors, labels, links } = options;
  const ids = citationIdsOf(options.messageKey);
  return pieces.map((piece) => {
    if (piece.kind === 'text') return piece;
    const { key, offset, citation, occurrence, claims, anchorStart } = piece;
    // Written out, not spread: a thousand answers make ten thousand rows, and the bundle's
    // down-levelled object spread was a measurable share of their first render.
    return {
      kind: 'marker',
      key,
      offset,
      citation,
      occurrence,
      claims,
      anchorStart,
      face: toMarkerFace(citation, variant, friendlyAnchors, labels),
      referenceId: ids.reference(citation.index, occurrence),
      entryId: links ? ids.entry(citation.index) : undefined,
    };
  });
}
