import { createRangeChecker, findCodeRanges } from './find-code-ranges';

/** The syntax of a marker the model writes into the text (`[^id]`, `[n]`). */
export interface TextMarkerSyntax {
  /** Matches one whole marker; group 1 is its key. Must not be sticky; `g` is added. */
  readonly pattern: RegExp;
  /** Matches a whole half-typed marker (anchored `^…$`), e.g. `[`, `[^sig-`, `[1`. */
  readonly partial: RegExp;
  /** Whether the match at `index` is not a marker after all (a footnote definition). */
  readonly isExcluded?: (text: string, index: number, length: number) => boolean;
}

/** A marker removed from the text, at its offset in the display text. */
export interface TextMarker {
  readonly key: string;
  readonly offset: number;
}

/** The display text with its markers removed, and how to map offsets of the original onto it. */
export interface ExtractedMarkers {
  readonly text: string;
  /** Resolved markers, in text order. */
  readonly markers: readonly TextMarker[];
  /** Keys of markers that did not resolve (literal when final, hidden while streaming). */
  readonly unresolved: readonly string[];
  /** Maps an offset of the original text (`0..length`) onto the display text. */
  readonly mapOffset: (offset: number) => number;
}

/**
 * Removes the markers a model wrote into `text` (docs/citations.md §B.9), never inside inline or
 * fenced code. Resolved markers are removed and reported; unresolved ones stay literal when final
 * and are hidden while streaming, like a half-typed marker at the very end of a streaming text.
 * One O(n) pass plus O(log n) per mapped offset.
 */
export function extractTextMarkers(
  text: string,
  syntax: TextMarkerSyntax,
  resolves: (key: string) => boolean,
  streaming: boolean,
): ExtractedMarkers {
  const inCode = createRangeChecker(findCodeRanges(text));
  const pieces: string[] = [];
  const markers: TextMarker[] = [];
  const unresolved: string[] = [];
  const removedStart: number[] = [];
  const removedEnd: number[] = [];
  const removedBefore: number[] = [];
  let removed = 0;
  let copied = 0;
  const remove = (start: number, end: number): void => {
    pieces.push(text.slice(copied, start));
    removedStart.push(start);
    removedEnd.push(end);
    removedBefore.push(removed);
    removed += end - start;
    copied = end;
  };

  const flags = syntax.pattern.flags.includes('g')
    ? syntax.pattern.flags
    : `${syntax.pattern.flags}g`;
  for (const match of text.matchAll(new RegExp(syntax.pattern.source, flags))) {
    const start = match.index;
    const end = start + match[0].length;
    if (inCode(start) || syntax.isExcluded?.(text, start, match[0].length)) continue;
    const key = match[1] ?? '';
    if (resolves(key)) {
      markers.push({ key, offset: start - removed });
      remove(start, end);
    } else {
      unresolved.push(key);
      if (streaming) remove(start, end);
    }
  }
  if (streaming) {
    // A half-typed marker starts at the last '[' (marker keys never contain one).
    const open = text.lastIndexOf('[');
    if (open >= copied && syntax.partial.test(text.slice(open)) && !inCode(open))
      remove(open, text.length);
  }
  pieces.push(text.slice(copied));

  const mapOffset = (offset: number): number => {
    let low = 0;
    let high = removedStart.length;
    // Count the removed ranges that start before `offset`.
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (removedStart[middle] < offset) low = middle + 1;
      else high = middle;
    }
    if (low === 0) return offset;
    const k = low - 1;
    if (offset < removedEnd[k]) return removedStart[k] - removedBefore[k];
    return offset - removedBefore[k] - (removedEnd[k] - removedStart[k]);
  };
  return { text: pieces.join(''), markers, unresolved, mapOffset };
}
