/** A half-open `[start, end)` range of UTF-16 offsets. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The Markdown code in `text`, in ascending order, in one O(n) pass: fenced blocks (``` or ~~~,
 * indented up to 3 spaces; an unclosed fence runs to the end) and inline code spans (a run of n
 * backticks closed by the next run of exactly n; an unmatched run is literal, as in CommonMark).
 * Indented code blocks, and fences inside block quotes or list items, are not recognised.
 */
export function findCodeRanges(text: string): TextRange[] {
  const ranges: TextRange[] = [];
  let segmentStart = 0;
  let lineStart = 0;
  let fence: { readonly char: string; readonly length: number; readonly start: number } | null =
    null;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t\r]*$/.exec(line);
      if (close && close[1][0] === fence.char && close[1].length >= fence.length) {
        ranges.push({ start: fence.start, end: lineEnd });
        fence = null;
        segmentStart = lineEnd;
      }
    } else {
      const open = FENCE_OPEN.exec(line);
      // A backtick fence's info string may not contain backticks (CommonMark 4.5).
      if (open && !(open[1][0] === '`' && line.slice(open[0].length).includes('`'))) {
        findInlineCode(text, segmentStart, lineStart, ranges);
        fence = { char: open[1][0], length: open[1].length, start: lineStart };
      }
    }
    if (newline < 0) break;
    lineStart = newline + 1;
  }
  if (fence) ranges.push({ start: fence.start, end: text.length });
  else findInlineCode(text, segmentStart, text.length, ranges);
  return ranges;
}

function findInlineCode(text: string, from: number, to: number, ranges: TextRange[]): void {
  const runs: { start: number; end: number }[] = [];
  for (let i = text.indexOf('`', from); i >= 0 && i < to; i = text.indexOf('`', i)) {
    const start = i;
    while (i < to && text.charCodeAt(i) === 96) i++;
    runs.push({ start, end: i });
  }
  // nextSame[k]: the next run after k with the same length, found in one backward pass.
  const nextSame = new Array<number>(runs.length).fill(-1);
  const lastByLength = new Map<number, number>();
  for (let k = runs.length - 1; k >= 0; k--) {
    const length = runs[k].end - runs[k].start;
    nextSame[k] = lastByLength.get(length) ?? -1;
    lastByLength.set(length, k);
  }
  for (let k = 0; k < runs.length;) {
    const close = nextSame[k];
    if (close < 0) {
      k++;
      continue;
    }
    ranges.push({ start: runs[k].start, end: runs[close].end });
    k = close + 1;
  }
}

/** A checker for whether an offset lies inside one of `ranges` (sorted); fastest for ascending offsets. */
export function createRangeChecker(ranges: readonly TextRange[]): (offset: number) => boolean {
  let k = 0;
  let last = -1;
  return (offset) => {
    // Offsets usually arrive in ascending order; restart only when they do not.
    if (offset < last) k = 0;
    last = offset;
    while (k < ranges.length && ranges[k].end <= offset) k++;
    return k < ranges.length && ranges[k].start <= offset;
  };
}
