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
  /**
   * A display text that starts with the prefix's, and the length of the prefix's: the whole
   * display text of the call that made the memo, cut when the next call needs it. By then a
   * reader has usually read (flattened) it, and cutting a flat string copies nothing.
   */
  readonly display: string;
  readonly displayLength: number;
  /** The prefix's markers and unresolved keys. */
  readonly markers: ExtractedMarkers['markers'];
  readonly unresolved: readonly string[];
  /** The stretches the prefix was extracted in, ascending (a flat list, never nested). */
  readonly segments: readonly Segment[];
}

/** What `extractStreamedTextMarkers` returns. */
export interface StreamedMarkers {
  readonly extracted: ExtractedMarkers;
  /** The memo for the next, longer text. */
  readonly memo: StreamedMarkersMemo;
  /**
   * Whether the given memo's prefix was kept: the text extends it, so the first
   * `memo.markers.length` markers (of the given memo) are the same as before.
   */
  readonly reused: boolean;
  /**
   * The display text after the kept prefix (one small buffer) and where it starts in the whole:
   * what reads near a marker after the prefix without making V8 copy the whole display text.
   */
  readonly tail: { readonly text: string; readonly start: number };
}

const EMPTY_MEMO: Omit<StreamedMarkersMemo, 'streaming'> = {
  prefix: '',
  display: '',
  displayLength: 0,
  markers: [],
  unresolved: [],
  segments: [],
};

/** The extraction of a prefix, its display text included. */
type Extraction = Omit<StreamedMarkersMemo, 'display' | 'displayLength'> & {
  readonly text: string;
};

/**
 * `extractTextMarkers` for a text that grows by appends (a streamed message): the part before
 * the memo's stable prefix is not scanned again, so a chunk costs a scan of the text after the
 * last stable line start and one comparison of the prefix. The display text is the prefix's
 * joined with the rest (V8 copies it into one buffer when it is first read). The
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
): StreamedMarkers {
  const reused =
    memo !== undefined && memo.streaming === streaming && extendsPrefix(text, memo.prefix);
  const kept = reused ? memo : { ...EMPTY_MEMO, streaming };
  const head: Extraction = { ...kept, text: toPrefixText(kept) };
  const base = head.prefix.length;
  const tail = base === 0 ? text : text.slice(base);
  const extracted = append(head, tail, extractTextMarkers(tail, syntax, resolves, streaming));

  const stable = findStablePrefix(tail);
  const after = { text: extracted.last.text, start: head.text.length };
  if (stable === 0) return { extracted: toExtracted(extracted), memo: kept, reused, tail: after };
  const stableTail =
    stable === tail.length
      ? extracted.last
      : extractTextMarkers(tail.slice(0, stable), syntax, resolves, streaming);
  const {
    text: prefixText,
    last: _last,
    ...next
  } = append(head, tail.slice(0, stable), stableTail);
  return {
    extracted: toExtracted(extracted),
    // The prefix's display text is the start of the whole one: cut from it at the next call.
    memo: {
      ...next,
      prefix: text.slice(0, base + stable),
      display: extracted.text,
      displayLength: prefixText.length,
    },
    reused,
    tail: after,
  };
}

/** The display text of a memo's stable prefix. */
export function toPrefixText(memo: StreamedMarkersMemo): string {
  const { display, displayLength } = memo;
  return display.length === displayLength ? display : display.slice(0, displayLength);
}

/** The memo extended by `tail` (received text) and its extraction. */
function append(
  head: Extraction,
  tail: string,
  last: ExtractedMarkers,
): Extraction & { readonly last: ExtractedMarkers } {
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

function toExtracted(memo: Extraction): ExtractedMarkers {
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

/**
 * Whether `text` starts with `prefix`. `startsWith` compares two-byte strings one character at
 * a time (2.5 ms for a 1 MB answer); comparing a slice is one block comparison of memory.
 */
function extendsPrefix(text: string, prefix: string): boolean {
  return text.length >= prefix.length && text.slice(0, prefix.length) === prefix;
}
