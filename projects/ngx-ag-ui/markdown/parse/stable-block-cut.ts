import type { List, Parent, RootContent } from 'mdast';

import { isClosedSegment } from './stable-paragraph-prefix';

/** A block found by a parse of part of the text, its offsets into the whole text. */
export interface CutBlock {
  readonly start: number;
  readonly end: number;
  readonly node: RootContent;
  readonly limit: number;
}

/** Parses `source` (repaired, with the definitions it needs) as text at `base`. */
export type CutParser = (source: string, base: number) => CutBlock[];

type Container = Extract<RootContent, { type: 'list' | 'blockquote' | 'table' }>;

/** What may stand on a line before a child that starts it: a list item's indent, a quote's marker. */
const CHILD_LEAD = { list: /^ {0,3}$/, blockquote: /^ {0,3}> ?$/, table: /^[ \t]*$/ } as const;

/** The start of the line that holds `offset`. */
export const lineStart = (text: string, offset: number): number =>
  text.lastIndexOf('\n', offset - 1) + 1;

const startOf = (node: { position?: { start: { offset?: number } } }) =>
  node.position?.start.offset ?? 0;
const endOf = (node: { position?: { end: { offset?: number } } }) => node.position?.end.offset ?? 0;

/**
 * The stable start of a streaming list, block quote or table: its children but the last. Once a
 * later item, quote child or row has begun on a line of its own, the children before it are
 * final (Markdown never re-reads them), so each update parses the text from the line of the last
 * child on, alone (a table's with its header and delimiter rows before it, so its cells are
 * counted the same), and joins what it finds to the children kept. The streaming repair of the
 * whole block and of the part parsed again agree as long as the kept part leaves nothing open
 * (a fence, a code span, emphasis or a bracket the repair would close or hold back): each
 * stretch is checked once, and a stretch that fails is checked again only once it has doubled,
 * so a block that never settles costs what parsing it whole costs.
 */
export class StableBlockCut {
  private from = -1;
  private closedTo = 0;
  private retryAt = 0;
  /** Whether a blank line separates two of the kept list items (the list is loose). */
  private looseBefore = false;
  private looseCounted = 0;

  /** Forgets the block (another one is last, or the text changed in place). */
  reset(): void {
    this.from = -1;
  }

  /** The last block parsed from its last child on and joined to its kept children; null: none. */
  parseEnd(text: string, last: CutBlock, parse: CutParser): CutBlock[] | null {
    const node = last.node;
    if (node.type !== 'list' && node.type !== 'blockquote' && node.type !== 'table') return null;
    const children = (node as Parent).children as RootContent[];
    if (children.length < 2) return null;
    if (this.from !== last.start) {
      this.from = last.start;
      this.closedTo = lineStart(text, last.start);
      this.retryAt = 0;
      this.looseBefore = false;
      this.looseCounted = 1;
    }
    const child = children[children.length - 1];
    const at = lineStart(text, startOf(child));
    if (
      at >= text.length ||
      at < this.closedTo ||
      !CHILD_LEAD[node.type].test(text.slice(at, startOf(child)))
    )
      return null;
    if (at > this.closedTo) {
      if (at - this.closedTo < this.retryAt) return null;
      if (!isClosedSegment(text.slice(this.closedTo, at))) {
        this.retryAt = 2 * (at - this.closedTo);
        return null;
      }
      this.closedTo = at;
      this.retryAt = 0;
    }
    const context =
      node.type === 'table'
        ? text.slice(lineStart(text, startOf(node)), lineStart(text, startOf(children[1])))
        : '';
    const base = at - context.length;
    const parsed = parse(context + text.slice(at), base);
    const first = parsed[0];
    if (first?.node.type !== node.type) return null;
    const rest = first.node as Container;
    const more = (node.type === 'table' ? rest.children.slice(1) : rest.children) as RootContent[];
    if (
      node.type === 'table'
        ? first.start !== base + startOf(node) - lineStart(text, startOf(node))
        : startOf(more[0] ?? rest) !== startOf(child)
    )
      return null;
    const merged = {
      ...node,
      children: [...children.slice(0, -1), ...more],
      position: { start: node.position!.start, end: rest.position!.end },
    } as Container;
    if (merged.type === 'list')
      merged.spread = this.loose(text, children, more[0]) || (rest as List).spread === true;
    return [
      { start: last.start, end: first.end, node: merged, limit: first.limit },
      ...parsed.slice(1),
    ];
  }

  /** Whether a blank line separates two kept items or the last kept one from `next`. */
  private loose(
    text: string,
    children: readonly RootContent[],
    next: RootContent | undefined,
  ): boolean {
    const kept = children.length - 1;
    for (; this.looseCounted < kept; this.looseCounted++) {
      this.looseBefore ||= blankBetween(
        text,
        children[this.looseCounted - 1],
        children[this.looseCounted],
      );
    }
    return this.looseBefore || (next !== undefined && blankBetween(text, children[kept - 1], next));
  }
}

/** Whether a blank line lies between two siblings (an item's end leaves its trailing blank lines out). */
function blankBetween(text: string, a: RootContent, b: RootContent): boolean {
  return /\n[ \t]*\r?\n/.test(text.slice(endOf(a), startOf(b)));
}
