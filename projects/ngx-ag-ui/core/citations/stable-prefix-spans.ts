import type { CitationSpan } from 'ngx-ag-ui/core/runtime';

/**
 * The spans one source object has in the stable prefix of a streamed message: its text markers
 * there, placed, in text order, with repeats at one offset already collapsed.
 */
export interface SourcePrefixSpans {
  /** Final spans, ascending by `markerOffset`, no two at one offset. */
  readonly spans: readonly CitationSpan[];
  /** For each span, the index of its marker among the message's text markers (payload order). */
  readonly indices: readonly number[];
}

/**
 * Spans of a stable prefix handed to the builder already placed, so a chunk does not place,
 * sort and collapse them again (a chunk costs what it touches, not the whole message).
 * Every source object in `bySource` must also be the source of some occurrence given to the
 * builder: the spans join that occurrence's group.
 */
export interface StablePrefixSpans {
  /** Payload position of the first text marker: a span's position is `base + index`. */
  readonly base: number;
  readonly bySource: ReadonlyMap<object, SourcePrefixSpans>;
}

/** Placed spans of the first `count` text markers of a streamed message, by source object. */
export interface PrefixSpansMemo {
  readonly count: number;
  readonly bySource: ReadonlyMap<object, SourcePrefixSpans>;
}

/** No marker absorbed yet. */
export const EMPTY_PREFIX_SPANS: PrefixSpansMemo = { count: 0, bySource: new Map() };

/**
 * `memo` extended to the first `count` markers. `place` gives the span of marker `j` and its
 * source object, or `null` for a marker whose occurrence is not a plain text marker (a span of
 * the entries took its place) and is therefore given to the builder on every chunk.
 *
 * Markers come in text order, so each new span is appended; a repeat at the offset of the last
 * one (`[^a][^a]`) is the same occurrence and collapses (a text marker has no claim, cited text
 * or confidence to keep). Arrays already handed out in a result are never changed: a source
 * cited again gets new arrays, one copy per source per call.
 */
export function absorbPrefixSpans(
  memo: PrefixSpansMemo,
  count: number,
  place: (j: number) => { readonly source: object; readonly span: CitationSpan } | null,
): PrefixSpansMemo {
  if (count <= memo.count) return memo;
  const bySource = new Map(memo.bySource);
  const grown = new Map<object, { spans: CitationSpan[]; indices: number[] }>();
  for (let j = memo.count; j < count; j++) {
    const placed = place(j);
    if (placed === null) continue;
    const { source, span } = placed;
    const own = bySource.get(source);
    if (own?.spans[own.spans.length - 1]?.markerOffset === span.markerOffset) continue;
    let target = grown.get(source);
    if (target === undefined) {
      target = { spans: [...(own?.spans ?? [])], indices: [...(own?.indices ?? [])] };
      grown.set(source, target);
      bySource.set(source, target);
    }
    target.spans.push(span);
    target.indices.push(j);
  }
  return { count, bySource };
}
