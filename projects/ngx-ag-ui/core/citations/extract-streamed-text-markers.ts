import {
  type ExtractedMarkers,
  extractTextMarkers,
  type TextMarkerSyntax,
} from './extract-text-markers';
import { findCodeRanges, type TextRange } from './find-code-ranges';

/** One stretch of the stable prefix, extracted on its own. */
interface Segment {
  /** Where the stretch starts in the text as received, and in the display text. */
  readonly sourceStart: number;
  readonly displayStart: number;
  readonly mapOffset: (offset: number) => number;
}

/**
 * What `extractStreamedTextMarkers` keeps of a text: the extraction of a prefix that ends at a
 * line start where no code span or fence is open, so no text appended later can change it.
 */
export interface StreamedMarkersMemo {
  /** The stable prefix of the text as received. */
  readonly prefix: string;
  readonly streaming: boolean;
  /** The prefix's display text, markers and unresolved keys. */
  readonly text: string;
  readonly markers: ExtractedMarkers['markers'];
  readonly unresolved: readonly string[];
  /** The stretches the prefix was extracted in, ascending (a flat list, never nested). */
  readonly segments: readonly Segment[];
}

const EMPTY_MEMO: Omit<StreamedMarkersMemo, 'streaming'> = {
  prefix: '',
  text: '',
  markers: [],
  unresolved: [],
  segments: [],
};

// Reading a character of a concatenated string makes V8 copy it into one buffer; testing an
// empty pattern does that once, at a known place.
const FLATTEN = /^$/;

/**
 * `extractTextMarkers` for a text that grows by appends (a streamed message): the part before
 * the memo's stable prefix is not scanned again, so a chunk costs a scan of the text after the
 * last stable line start, one comparison of the prefix and one copy of the display text. The
 * result is the same as `extractTextMarkers(text, ...)`; a text that does not start with the
 * memo's prefix is scanned from scratch. `resolves` must answer as it did for the memo.
 *
 * Why a line start is enough (docs/citations.md §B.9): fences are recognised line by line, a
 * marker never holds a line break, and inline code pairs runs of backticks left to right, so
 * once every run before a line start is paired and no fence is open, the text after it is
 * scanned exactly as a text of its own.
 */
export function extractStreamedTextMarkers(
  text: string,
  syntax: TextMarkerSyntax,
  resolves: (key: string) => boolean,
  streaming: boolean,
  memo: StreamedMarkersMemo | undefined,
): { readonly extracted: ExtractedMarkers; readonly memo: StreamedMarkersMemo } {
  const head =
    memo !== undefined && memo.streaming === streaming && text.startsWith(memo.prefix)
      ? memo
      : { ...EMPTY_MEMO, streaming };
  const base = head.prefix.length;
  const tail = base === 0 ? text : text.slice(base);
  const extracted = append(head, tail, extractTextMarkers(tail, syntax, resolves, streaming));
  FLATTEN.test(extracted.text);

  const stable = findStablePrefix(tail);
  if (stable === 0) return { extracted: toExtracted(extracted), memo: head };
  const stableTail =
    stable === tail.length
      ? extracted.last
      : extractTextMarkers(tail.slice(0, stable), syntax, resolves, streaming);
  const next = append(head, tail.slice(0, stable), stableTail);
  return {
    extracted: toExtracted(extracted),
    // The prefix's display text is the start of the whole one: a slice of the flat whole.
    memo: {
      ...next,
      prefix: text.slice(0, base + stable),
      text: extracted.text.slice(0, next.text.length),
    },
  };
}

/** The memo extended by `tail` (received text) and its extraction. */
function append(
  head: StreamedMarkersMemo,
  tail: string,
  last: ExtractedMarkers,
): StreamedMarkersMemo & { readonly last: ExtractedMarkers } {
  const shift = head.text.length;
  return {
    prefix: head.prefix + tail,
    streaming: head.streaming,
    text: head.text + last.text,
    markers:
      last.markers.length === 0
        ? head.markers
        : [...head.markers, ...last.markers.map((m) => ({ key: m.key, offset: m.offset + shift }))],
    unresolved:
      last.unresolved.length === 0 ? head.unresolved : [...head.unresolved, ...last.unresolved],
    segments: [
      ...head.segments,
      { sourceStart: head.prefix.length, displayStart: shift, mapOffset: last.mapOffset },
    ],
    last,
  };
}

function toExtracted(memo: StreamedMarkersMemo): ExtractedMarkers {
  const { segments } = memo;
  return {
    text: memo.text,
    markers: memo.markers,
    unresolved: memo.unresolved,
    mapOffset: (offset) => {
      let low = 0;
      let high = segments.length - 1;
      // The last segment that starts at or before `offset`.
      while (low < high) {
        const middle = (low + high + 1) >>> 1;
        if (segments[middle].sourceStart <= offset) low = middle;
        else high = middle - 1;
      }
      const segment = segments[low];
      return segment.displayStart + segment.mapOffset(offset - segment.sourceStart);
    },
  };
}

/**
 * The longest prefix of `text` ending at a line start (after a `\n`) that appended text cannot
 * change: not inside a code range, before any unpaired backtick and before any code range that
 * reaches the end (an open fence, or a span whose closing run may still grow).
 */
export function findStablePrefix(text: string): number {
  const ranges = findCodeRanges(text);
  let limit = text.length;
  const last = ranges[ranges.length - 1];
  if (last && last.end >= text.length) limit = last.start;
  const unpaired = firstUnpairedBacktick(text, ranges, limit);
  if (unpaired >= 0) limit = unpaired;
  let stable = limit === 0 ? 0 : text.lastIndexOf('\n', limit - 1) + 1;
  for (let k = ranges.length - 1; k >= 0 && stable > 0; k--) {
    const range = ranges[k];
    if (range.end < stable) break;
    if (range.start < stable)
      stable = range.start === 0 ? 0 : text.lastIndexOf('\n', range.start - 1) + 1;
  }
  return stable;
}

function firstUnpairedBacktick(text: string, ranges: readonly TextRange[], limit: number): number {
  let k = 0;
  for (let i = text.indexOf('`'); i >= 0 && i < limit; i = text.indexOf('`', i + 1)) {
    while (k < ranges.length && ranges[k].end <= i) k++;
    if (k < ranges.length && ranges[k].start <= i) {
      i = ranges[k].end - 1;
      continue;
    }
    return i;
  }
  return -1;
}
