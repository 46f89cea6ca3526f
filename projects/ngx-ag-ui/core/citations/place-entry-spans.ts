import type {
  CitationOccurrence,
  CitationSourceFields,
  ConvertedOffset,
} from './citation-occurrence';
import type { TextMarker } from './extract-text-markers';
import { isRecord } from 'ngx-ag-ui/core/runtime';

/** The occurrences of a message's citation entries (`resolveCitedText`). */
export interface EntryOccurrences {
  /** One source-only occurrence per entry, then each span that is not at a text marker. */
  readonly occurrences: readonly CitationOccurrence[];
  /**
   * Spans that land exactly on a `[^id]` marker of their own citation, by the marker's index in
   * `markers`: the same occurrence, which takes the marker's place (the last such span wins).
   */
  readonly atMarkers: ReadonlyMap<number, CitationOccurrence>;
}

/**
 * The occurrences of the entries' spans, their offsets mapped onto the display text by
 * `mapOffset`. Finding the marker a span lands on is a binary search in `markers` (in text order),
 * so a message with thousands of markers costs nothing per marker here.
 */
export function placeEntrySpans(
  entries: readonly Record<string, unknown>[],
  fieldsOf: ReadonlyMap<object, CitationSourceFields>,
  markers: readonly TextMarker[],
  mapOffset: (value: unknown, pending: boolean) => ConvertedOffset | undefined,
): EntryOccurrences {
  const occurrences: CitationOccurrence[] = [];
  const atMarkers = new Map<number, CitationOccurrence>();
  for (const entry of entries) {
    const fields = fieldsOf.get(entry) as CitationSourceFields;
    occurrences.push({ source: fields, sourceOnly: true, ...sortKeyOf(entry) });
    const spans = Array.isArray(entry['spans']) ? entry['spans'].filter(isRecord) : [];
    for (const span of spans) {
      // The bridge puts a marker at the claim end when the entry has no `offset`; leaving it out
      // lets the builder derive it properly (moved left past whitespace, rule 3).
      const derived = span['markerOffset'] === span['claimEnd'] && span['status'] !== 'pending';
      const occurrence: CitationOccurrence = {
        source: fields,
        marker: derived ? undefined : mapOffset(span['markerOffset'], span['status'] === 'pending'),
        claimStart: mapOffset(span['claimStart'], false),
        claimEnd: mapOffset(span['claimEnd'], false),
        ...(typeof span['citedText'] === 'string' ? { citedText: span['citedText'] } : {}),
        ...(typeof span['confidence'] === 'number' ? { confidence: span['confidence'] } : {}),
        ...sortKeyOf(entry),
      };
      const at = derived ? mapOffset(span['claimEnd'], false) : occurrence.marker;
      const same = typeof at === 'number' ? findMarker(markers, String(entry['id']), at) : -1;
      if (same < 0) occurrences.push(occurrence);
      else atMarkers.set(same, occurrence);
    }
  }
  return { occurrences, atMarkers };
}

/** The sort key of an entry's occurrences: its AG-UI `index` (rule 7). */
export function sortKeyOf(entry: Record<string, unknown>): { sortKey?: number } {
  const index = entry['index'];
  return typeof index === 'number' && Number.isFinite(index) ? { sortKey: index } : {};
}

/** The index of the last marker with `key` at `offset`, or -1. */
function findMarker(markers: readonly TextMarker[], key: string, offset: number): number {
  let low = 0;
  let high = markers.length;
  // The first marker after `offset`; markers are in text order, so their offsets ascend.
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (markers[middle].offset <= offset) low = middle + 1;
    else high = middle;
  }
  for (let j = low - 1; j >= 0 && markers[j].offset === offset; j--)
    if (markers[j].key === key) return j;
  return -1;
}
