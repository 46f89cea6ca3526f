import { findOverBudget } from '../limits/find-over-budget';
import { MARKDOWN_BUDGET, type MarkdownLimit } from '../limits/markdown-budget';
import { definitionLines } from './markdown-definitions';
import { toBracketedLabels } from './reference-labels';
import { type CutBlock, lineStart } from './stable-block-cut';

/**
 * Parses one slice: `source` as text at `base`, its end repaired when `streaming`, with the
 * definitions `more` holds (lines by key) for its brackets.
 */
export type SliceParser = (
  source: string,
  base: number,
  streaming: boolean,
  more: ReadonlyMap<string, string>,
) => CutBlock[];

/** The blocks of a parse in slices, and where its Markdown ends (an offset into the text). */
export interface SlicedParse {
  readonly blocks: CutBlock[];
  readonly limit: MarkdownLimit | null;
  /** Where the text not parsed yet starts, when the allowance ran out; else null. */
  readonly pending: number | null;
}

/** How many more budget-sized slices the current update may parse (it counts them down). */
export interface SliceAllowance {
  left: number;
}

/**
 * Parses `source` (text at `base`, starting at a top-level block) in slices that each fit
 * `MARKDOWN_BUDGET`, so the budget bounds one parse, not one answer. A slice ends where its cost
 * would pass the budget; its blocks but the last are kept (a later block began, so Markdown
 * never reads them again), and the next slice starts at the line of that last block. Only a
 * block that alone passes the budget, or too much nesting or too many inline constructs, ends
 * the Markdown (`limit`). Blocks that reference a definition of a later slice are parsed again,
 * alone, with it. Only the last slice is repaired when `streaming` (the others end mid-answer).
 * Once `allowance` is spent, it stops after a slice and says where the rest starts (`pending`),
 * so one task parses no more than the budget allows however long the answer is.
 */
export function parseInSlices(
  source: string,
  base: number,
  streaming: boolean,
  parseSlice: SliceParser,
  allowance: SliceAllowance = { left: Infinity },
): SlicedParse {
  const blocks: CutBlock[] = [];
  const sliceOf: number[] = [];
  const more = new Map<string, string>();
  const definedIn = new Map<string, number>();
  let from = 0;
  for (let slice = 0; ; slice++) {
    const rest = from === 0 ? source : source.slice(from);
    const over = findOverBudget(rest, MARKDOWN_BUDGET);
    const cut = over?.reason === 'characters';
    const parsed = parseSlice(
      over ? rest.slice(0, over.at) : rest,
      base + from,
      !cut && streaming,
      more,
    );
    const last = parsed[parsed.length - 1];
    const next = cut && parsed.length > 1 ? lineStart(source, last.start - base) : -1;
    const kept = next > from ? parsed.slice(0, -1) : parsed;
    for (const block of kept) {
      blocks.push(block);
      sliceOf.push(slice);
      for (const [key, line] of definitionLines(source, block.node, base)) {
        if (more.has(key)) continue;
        more.set(key, line);
        definedIn.set(key, slice);
      }
    }
    const stop = next > from && --allowance.left <= 0;
    if (next > from && !stop) {
      from = next;
      continue;
    }
    const limit = over && !stop ? { at: base + from + over.at, reason: over.reason } : null;
    if (slice > 0) reparseForward(source, base, blocks, sliceOf, definedIn, more, parseSlice);
    return { blocks, limit, pending: stop ? base + next : null };
  }
}

/** Parses again, alone, each block that brackets a label a later slice defines. */
function reparseForward(
  source: string,
  base: number,
  blocks: CutBlock[],
  sliceOf: readonly number[],
  definedIn: ReadonlyMap<string, number>,
  more: ReadonlyMap<string, string>,
  parseSlice: SliceParser,
): void {
  if (definedIn.size === 0) return;
  blocks.forEach((block, i) => {
    const text = source.slice(block.start - base, block.end - base);
    const late = [...toBracketedLabels(text)].some(
      (label) => (definedIn.get(label) ?? -1) > sliceOf[i],
    );
    if (!late) return;
    const again = parseSlice(text, block.start, false, more);
    if (again.length === 1 && again[0].start === block.start && again[0].end === block.end)
      blocks[i] = again[0];
  });
}
