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
    const row: MarkerRow = {
      ...piece,
      face: toMarkerFace(piece.citation, variant, friendlyAnchors, labels),
      referenceId: ids.reference(piece.citation.index, piece.occurrence),
    };
    return links ? { ...row, entryId: ids.entry(piece.citation.index) } : row;
  });
}

/** A marker and the text after it up to the next marker. */
export interface MarkerPair {
  readonly marker: MarkerRow;
  readonly after: string;
}

/** A cited text as text before the first marker, then markers each with the text after it. */
export interface MarkerPairs {
  readonly leading: string;
  readonly pairs: readonly MarkerPair[];
}

/**
 * The rows as marker-and-text pairs when nothing in the text is ever highlighted (no marker
 * supports a claim) and no marker has a superscript: the usual `[^id]` answer, rendered with one
 * view per marker instead of one per piece plus one per branch. `null` otherwise.
 */
export function toMarkerPairs(rows: readonly CitedTextRow[]): MarkerPairs | null {
  let leading = '';
  const pairs: { marker: MarkerRow; after: string }[] = [];
  for (const row of rows) {
    if (row.kind === 'marker') {
      if (row.claims.length > 0 || row.face.sup !== undefined) return null;
      pairs.push({ marker: row, after: '' });
    } else if (pairs.length === 0) leading += row.text;
    else pairs[pairs.length - 1].after += row.text;
  }
  return { leading, pairs };
}
