import type { MarkdownBudget, MarkdownLimit } from './markdown-budget';

const SPACE = 32;
const TAB = 9;
/** A table's delimiter row: the rows after it are parsed cell by cell. */
const DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*\r?$/;

const DELIMITERS = new Set(['*', '_', '~', '`', '[', ']', '<', '>', '|']);

/**
 * Where Markdown source starting at a top-level block goes over `budget` (its cost, nesting or
 * inline counts), or null. Linear, no recursion, a few numbers of state: it runs before the
 * parser (whose own recursion and cost it is there to bound) on exactly the text the parser is
 * given in one call. It estimates: indentation before a marker counts as nesting (two columns a
 * level), and any delimiter counts as a construct. Fenced code is not counted as inline (its
 * text is never parsed inline).
 */
export function findOverBudget(source: string, budget: MarkdownBudget): MarkdownLimit | null {
  const costAt = findCostLimit(source, budget);
  const end = costAt === -1 ? source.length : costAt;
  const over = findOverCounts(source.slice(0, end), budget);
  return over ?? (costAt === -1 ? null : { at: costAt, reason: 'characters' });
}

/**
 * Where the cost of `source` goes over `budget.cost`, moved back to a line start within the
 * last 1,000 characters when there is one (and never between the halves of a surrogate pair);
 * -1 when it fits.
 */
function findCostLimit(source: string, budget: MarkdownBudget): number {
  if (source.length <= budget.cost / (1 + budget.delimiterCost)) return -1;
  let cost = 0;
  let at = 0;
  for (; at < source.length; at++) {
    cost += DELIMITERS.has(source[at]) ? 1 + budget.delimiterCost : 1;
    if (cost > budget.cost) break;
  }
  if (at === source.length) return -1;
  const newline = source.lastIndexOf('\n', at - 1);
  if (newline > 0 && newline >= at - 1000) return newline + 1;
  return /[\uD800-\uDBFF]/.test(source[at - 1] ?? '') ? at - 1 : at;
}

function findOverCounts(source: string, budget: MarkdownBudget): MarkdownLimit | null {
  let inline = 0;
  let fence = '';
  let table = false;
  let lineStart = 0;
  while (lineStart < source.length) {
    let lineEnd = source.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = source.length;
    // Container prefix: quotes and list markers, each a level.
    let i = lineStart;
    let depth = 0;
    let indent = 0;
    let checkedBreak = false;
    let item = false;
    for (;;) {
      const from = i;
      while (i < lineEnd && (source.charCodeAt(i) === SPACE || source.charCodeAt(i) === TAB)) i++;
      if (depth === 0) indent = i - from;
      const marker = markerEnd(source, i, lineEnd);
      if (marker === -1) break;
      if (!checkedBreak && isBreakChar(source[i])) {
        checkedBreak = true;
        if (isThematicBreak(source, i, lineEnd)) break;
      }
      depth++;
      item ||= source[i] !== '>';
      if (depth + (indent >> 1) > budget.nesting) return { at: i, reason: 'nesting' };
      i = marker;
    }
    if (fence) {
      if (closesFence(source, i, lineEnd, fence)) fence = '';
    } else if (i === lineEnd || source.slice(i, lineEnd).trim() === '') {
      // A blank line ends the paragraph: its successor's constructs are parsed apart.
      inline = 0;
      table = false;
    } else {
      fence = opensFence(source, i, lineEnd);
      // A list item, a heading and a table row each hold inline content of their own.
      if (item || table || source[i] === '#') inline = 0;
      if (!table && DELIMITER_ROW.test(source.slice(i, lineEnd))) table = true;
      if (!fence) {
        const over = countInline(source, i, lineEnd, budget.inline - inline);
        if (over.at !== -1) return { at: over.at, reason: 'inline' };
        inline += over.count;
      }
    }
    lineStart = lineEnd + 1;
  }
  return null;
}

/** The end of a quote or list marker at `i` (with its following space), or -1. */
function markerEnd(source: string, i: number, lineEnd: number): number {
  const char = source[i];
  if (char === '>') return i + 1;
  let end = i;
  if (char === '-' || char === '+' || char === '*') {
    end = i + 1;
  } else {
    while (
      end < lineEnd &&
      end - i < 9 &&
      source.charCodeAt(end) >= 48 &&
      source.charCodeAt(end) <= 57
    )
      end++;
    if (end === i || (source[end] !== '.' && source[end] !== ')')) return -1;
    end++;
  }
  const after = source.charCodeAt(end);
  return end === lineEnd || after === SPACE || after === TAB ? end : -1;
}

function isBreakChar(char: string): boolean {
  return char === '-' || char === '*' || char === '_';
}

/** Whether the line from `i` is a thematic break (`- - -`, `***`): not a list. */
function isThematicBreak(source: string, i: number, lineEnd: number): boolean {
  const char = source[i];
  let count = 0;
  for (let k = i; k < lineEnd; k++) {
    const at = source[k];
    if (at === char) count++;
    else if (at !== ' ' && at !== '\t' && at !== '\r') return false;
  }
  return count >= 3;
}

/** The fence a line opens (its run of backticks or tildes), or ''. */
function opensFence(source: string, i: number, lineEnd: number): string {
  const char = source[i];
  if (char !== '`' && char !== '~') return '';
  let end = i;
  while (end < lineEnd && source[end] === char) end++;
  return end - i >= 3 ? source.slice(i, end) : '';
}

function closesFence(source: string, i: number, lineEnd: number, fence: string): boolean {
  const run = opensFence(source, i, lineEnd);
  return run[0] === fence[0] && run.length >= fence.length;
}

/**
 * Counts the inline constructs of a line: runs of `*`, `_`, `~` and backticks, brackets, `<`,
 * pipes and autolink literal starts; `at` is where the count passes `room`, else -1.
 */
function countInline(
  source: string,
  i: number,
  lineEnd: number,
  room: number,
): { count: number; at: number } {
  let count = 0;
  for (let k = i; k < lineEnd; k++) {
    const char = source[k];
    const start = k;
    switch (char) {
      case '\\':
        k++;
        continue;
      case '*':
      case '_':
      case '~':
      case '`':
        while (k + 1 < lineEnd && source[k + 1] === char) k++;
        break;
      case '[':
      case ']':
      case '<':
      case '|':
      case '@':
        break;
      case 'w':
        if (!source.startsWith('ww.', k + 1)) continue;
        break;
      case ':':
        if (!source.startsWith('//', k + 1)) continue;
        break;
      default:
        continue;
    }
    if (++count > room) return { count, at: start };
  }
  return { count, at: -1 };
}
