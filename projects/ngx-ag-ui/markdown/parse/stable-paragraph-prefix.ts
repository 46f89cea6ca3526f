import type { Nodes, PhrasingContent } from 'mdast';

import { canOpenRun } from './delimiter-run';
import { repairMarkdownTail } from './repair-markdown-tail';
import { StableParagraphCut } from './stable-paragraph-cut';

/** Parses one segment of a paragraph alone: its inline nodes at `base`, or null if not one paragraph. */
export type SegmentParser = (source: string, base: number) => PhrasingContent[] | null;

/** What the paragraph's stable part is: text up to `end`, parsed into `nodes`. */
export interface StablePrefix {
  readonly end: number;
  readonly nodes: readonly PhrasingContent[];
}

/** Characters that, left as text, could still pair with later text. */
const OPEN_LITERAL = /[`[\]<]/;
const DELIMITER = /[*_~]/;
/** Text after the last `[` that the repair reads as a link still being written. */
const PENDING_LINK = /^\[[^\]]*\]\([^)]*$/;
/** The part after the cut is parsed again per chunk; below this length the cut does not move. */
const MIN_TAIL = 48;

/**
 * The stable start of a streaming paragraph, parsed once, segment by segment. A
 * segment (from the current end to a later `StableParagraphCut`) is added when its parse leaves
 * nothing open: no `*`, `_`, `~`, backtick, bracket or `<` left as text (each is consumed by a
 * construct complete in the segment), and the streaming repair changes nothing in it. Then no
 * later text can pair with anything in it (delimiters and brackets only look back for openers,
 * a code span's closer is the next run of its length), a character reference, an escape or an
 * autolink literal ends before the space the segment ends with, and the repair of the whole
 * paragraph is the segment followed by the repair of the rest. A segment that fails is tried
 * again once the rest has doubled, so failing costs no more than parsing the rest.
 */
export class StableParagraphPrefix {
  private readonly cut = new StableParagraphCut();
  private from = -1;
  private end = -1;
  private nodes: PhrasingContent[] = [];
  private retryAt = 0;

  /** The stable part of the paragraph at `from`, advanced over `text` if it can; null if none. */
  advance(text: string, from: number, parseSegment: SegmentParser): StablePrefix | null {
    if (from !== this.from || text.length < this.end) this.reset(from);
    const candidate = this.cut.find(text, from);
    if (candidate === -1) return null;
    const tail = text.length - this.end;
    if (candidate > this.end && tail >= MIN_TAIL && tail >= this.retryAt) {
      const segment = text.slice(this.end, candidate);
      const nodes = isClosedSegment(segment) ? parseSegment(segment, this.end) : null;
      if (nodes && !nodes.some((node) => leavesOpen(node, segment, this.end))) {
        this.nodes = joinText(this.nodes, withTrailingSpaces(nodes, segment, this.end));
        this.end = candidate;
        this.retryAt = 0;
      } else {
        this.retryAt = tail * 2;
      }
    }
    return this.end > from ? { end: this.end, nodes: this.nodes } : null;
  }

  /** Forgets the paragraph (another one is last, or a new definition changes what text means). */
  reset(from = -1): void {
    this.cut.reset(from);
    this.from = from;
    this.end = from;
    this.nodes = [];
    this.retryAt = 0;
  }
}

/** `nodes` then `more`, the text node at the seam joined into one (as the parser makes it). */
export function joinText(
  nodes: readonly PhrasingContent[],
  more: readonly PhrasingContent[],
): PhrasingContent[] {
  const last = nodes[nodes.length - 1];
  const first = more[0];
  if (last?.type !== 'text' || first?.type !== 'text') return [...nodes, ...more];
  const joined: PhrasingContent = {
    type: 'text',
    value: last.value + first.value,
    position: { start: last.position!.start, end: first.position!.end },
  };
  return [...nodes.slice(0, -1), joined, ...more.slice(1)];
}

/**
 * Whether the streaming repair leaves the segment as it is (nothing closed, nothing held back):
 * then the repair of the segment followed by more text is the segment followed by the repair of
 * the rest.
 */
export function isClosedSegment(segment: string): boolean {
  if (repairMarkdownTail(segment).text !== segment) return false;
  const bracket = segment.lastIndexOf('[');
  if (bracket === -1) return true;
  const rest = segment.slice(bracket);
  return rest.includes(']') && !PENDING_LINK.test(rest);
}

/**
 * Whether a node keeps a character as text that later text could still pair with: a backtick,
 * a bracket, a `<`, or a `*`, `_` or `~` of a run that can open (one that cannot, like the `_`
 * of `snake_case` or the `*` of `2 * 3`, stays text whatever follows).
 */
function leavesOpen(node: Nodes, segment: string, base: number): boolean {
  if (node.type === 'inlineCode') return false;
  if (node.type !== 'text') {
    return (
      'children' in node &&
      (node.children as Nodes[]).some((child) => leavesOpen(child, segment, base))
    );
  }
  if (OPEN_LITERAL.test(node.value)) return true;
  const from = (node.position?.start.offset ?? 0) - base;
  // Where the text is not its source (an escape, a reference), its delimiters cannot be placed.
  const source = segment.slice(from, from + node.value.length);
  if (source !== node.value) return DELIMITER.test(node.value);
  return [...node.value.matchAll(/[*_~]/g)].some((match) =>
    canOpenRun(segment, from + match.index),
  );
}

/** The segment's nodes with the spaces it ends with, which a paragraph's end trims. */
function withTrailingSpaces(
  nodes: readonly PhrasingContent[],
  segment: string,
  base: number,
): PhrasingContent[] {
  const spaces = / +$/.exec(segment)?.[0] ?? '';
  const at = (offset: number) => ({ line: 0, column: 0, offset });
  const start = base + segment.length - spaces.length;
  return joinText(nodes, [
    { type: 'text', value: spaces, position: { start: at(start), end: at(base + segment.length) } },
  ]);
}
