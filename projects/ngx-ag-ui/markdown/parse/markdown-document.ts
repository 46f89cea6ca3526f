import type { Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

import { capMarkdownDepth, isDepthCapped, toPlainText } from '../limits/cap-markdown-depth';
import { findOverBudget } from '../limits/find-over-budget';
import { MARKDOWN_BUDGET, type MarkdownLimit } from '../limits/markdown-budget';
import { type MarkdownDefinition, MarkdownDefinitions } from './markdown-definitions';
import { parseInSlices, type SliceAllowance } from './parse-in-slices';
import { ReferenceLabelIndex } from './reference-labels';
import { repairMarkdownTail } from './repair-markdown-tail';
import { toLiteralLinks, unlinkDisallowedWww } from './gfm-www-autolinks';
import { type CutParser, StableBlockCut } from './stable-block-cut';
import { StableCodeCut } from './stable-code-cut';
import { joinText, StableParagraphPrefix } from './stable-paragraph-prefix';

export type { MarkdownDefinition } from './markdown-definitions';

/** One top-level block, its node's positions shifted to offsets into the whole text. */
export interface MarkdownBlock {
  readonly start: number;
  readonly end: number;
  readonly node: RootContent;
  /** Offsets at or past this are closers added by the streaming repair, not answer text. */
  readonly limit: number;
}

/** Parses Markdown source (CommonMark + GFM) into an mdast tree with offsets. */
export type MarkdownParser = (source: string) => Root;

/** GFM's syntax and tree extensions, made once: each call of `gfm()` combines them anew. */
let gfmOptions: Parameters<typeof fromMarkdown>[1] | undefined;

/** The parser `MarkdownDocument` uses by default: `mdast-util-from-markdown` with GFM. */
export const parseGfmMarkdown: MarkdownParser = (source) =>
  fromMarkdown(
    source,
    (gfmOptions ??= { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
  );

/**
 * Parses a Markdown answer into top-level blocks, incrementally while streaming: when the new
 * text extends the previous one, every block but the last is kept as it was (same objects) and
 * only the last block is parsed again, from a stable cut when it has one, so a chunk costs the
 * same however long the answer already is. A paragraph's `StableParagraphPrefix`, a list's,
 * quote's or table's `StableBlockCut` (the children but the last) and a fenced code block's
 * `StableCodeCut` (its complete lines) are parsed once and joined to the parse of the rest. A
 * part parsed alone gets the definitions its brackets may reference appended, and a definition
 * that arrives late parses again only the blocks whose brackets hold its label. Plain class, no
 * Angular (behaviour apart from binding).
 */
export class MarkdownDocument {
  /**
   * @param parser Parses source; a test passes one that counts what it is given.
   * @param slicesPerUpdate How many budget-sized slices of a long text one update parses; the
   *   rest waits for the next update (`pending`), so a view can parse it in tasks of their own.
   */
  constructor(
    private readonly parser: MarkdownParser = parseGfmMarkdown,
    private readonly slicesPerUpdate = Infinity,
  ) {}

  private readonly prefix = new StableParagraphPrefix();
  private readonly blockCut = new StableBlockCut();
  private readonly codeCut = new StableCodeCut();
  private readonly labels = new ReferenceLabelIndex();
  private readonly known = new MarkdownDefinitions();
  private text = '';
  private blocks: MarkdownBlock[] = [];
  /** The last parse was final, or its streaming repair changed nothing: the blocks are final. */
  private settled = false;
  /**
   * The last update streamed or stopped with text left to parse: its kept blocks are final and
   * the next update parses its last one again (with what follows).
   */
  private incremental = false;
  private readonly allowance: SliceAllowance = { left: Infinity };
  /** Where the parses of this update stopped for want of slices (some may have been dropped). */
  private stops: number[] = [];

  /**
   * Where the text not parsed yet starts, when the last update ran out of slices; null when it
   * parsed all of it. Update again (the same text or a longer one) to go on.
   */
  pending: number | null = null;

  /** Link reference definitions of the whole text, by normalised label. */
  get definitions(): ReadonlyMap<string, MarkdownDefinition> {
    return this.known.definitions;
  }

  /** Labels of the footnote definitions of the whole text (normalised). */
  get footnotes(): ReadonlySet<string> {
    return this.known.footnotes;
  }

  /** Where the Markdown ends by `MARKDOWN_BUDGET` (the rest of the text is plain), or null. */
  limit: MarkdownLimit | null = null;
  /** Whether some block holds content nested past `MARKDOWN_MAX_DEPTH`, shown as text. */
  depthCapped = false;

  /** `text` up to a limit found before, held while the text only grows. */
  private limited(text: string): string {
    // A limit found in the parsed text holds while the text only grows (it depends on the text
    // before it alone); a new text is measured afresh, as it is parsed.
    if (this.limit && text.startsWith(this.text)) return text.slice(0, this.limit.at);
    this.limit = null;
    return text;
  }

  /** The blocks of `text`; `streaming` repairs the end and parses incrementally. */
  update(text: string, streaming: boolean): readonly MarkdownBlock[] {
    text = this.limited(text);
    this.stops = [];
    this.allowance.left = this.slicesPerUpdate;
    const blocks = this.updateWithin(text, streaming);
    // A parse that stopped and whose blocks were kept leaves them ending at or before its stop; a
    // stop inside the blocks is one of a parse whose result gave way to another's.
    const end = blocks.at(-1)?.end ?? 0;
    const stops = this.stops.filter((stop) => stop >= end);
    this.pending = stops.length > 0 ? Math.min(...stops) : null;
    this.incremental = streaming || this.pending !== null;
    this.text = text.slice(0, Math.min(this.limit?.at ?? Infinity, this.pending ?? Infinity));
    this.depthCapped = blocks.some((block) => isDepthCapped(block.node));
    return blocks;
  }

  private updateWithin(text: string, streaming: boolean): readonly MarkdownBlock[] {
    if (text === this.text && this.blocks.length > 0 && (streaming || this.settled)) {
      // The end of a stream whose last parse needed no repair: a full parse gives these blocks
      // (kept blocks are the full parse's, the last one was parsed as it is), so the final
      // update does not parse the whole answer again in one task.
      return this.blocks;
    }
    this.settled = true;
    // The end of a stream parses its last block again, unrepaired: the kept blocks are final.
    const extends_ =
      (streaming || this.incremental) && this.blocks.length > 0 && text.startsWith(this.text);
    if (!extends_) this.forget();
    this.labels.advance(text, extends_);
    let kept = extends_ ? this.blocks.slice(0, -1) : [];
    const last = extends_ ? this.blocks[this.blocks.length - 1] : null;
    if (last?.node.type !== 'paragraph') this.prefix.reset();
    let parsed = last ? this.parseEnd(text, last, streaming) : this.parse(text, 0, streaming);
    const changed = this.known.update(text, kept, parsed);
    if (last && changed.size > 0) {
      // A definition came, went or changed: parse again the blocks whose brackets hold its label.
      const again = this.referencing(changed, kept, last.start);
      if (again.has(kept.length)) {
        this.resetCuts();
        parsed = this.parse(text.slice(last.start), last.start, streaming);
        this.known.update(text, kept, parsed);
      }
      const reparsed = this.reparse(text, kept, again);
      if (!reparsed) {
        this.forget();
        this.blocks = this.parse(text, 0, streaming);
        this.known.update(text, [], this.blocks);
        this.text = text;
        return this.blocks;
      }
      kept = reparsed;
    }
    this.text = text;
    this.blocks = kept.concat(parsed);
    return this.blocks;
  }

  /** The last block parsed again, from its stable cut when it has one. */
  private parseEnd(text: string, last: MarkdownBlock, streaming: boolean): MarkdownBlock[] {
    const parse: CutParser = (source, base) => this.parse(source, base, streaming);
    return (
      (last.node.type === 'paragraph' && this.parseParagraphEnd(text, last.start, streaming)) ||
      this.blockCut.parseEnd(text, last, parse) ||
      this.codeCut.parseEnd(text, last, parse) ||
      this.parse(text.slice(last.start), last.start, streaming)
    );
  }

  /** Indices of the kept blocks (`kept.length` for the last one) that hold one of `keys`. */
  private referencing(
    keys: ReadonlySet<string>,
    kept: readonly MarkdownBlock[],
    lastStart: number,
  ): Set<number> {
    const found = new Set<number>();
    for (const key of keys) {
      for (const offset of this.labels.offsetsOf(key)) {
        if (offset >= lastStart) found.add(kept.length);
        else found.add(blockAt(kept, offset));
      }
    }
    found.delete(-1);
    return found;
  }

  /** The kept blocks with those at `indices` parsed again alone; null if one does not fit. */
  private reparse(
    text: string,
    kept: readonly MarkdownBlock[],
    indices: ReadonlySet<number>,
  ): MarkdownBlock[] | null {
    const out = kept.slice();
    for (const i of indices) {
      if (i >= kept.length) continue;
      const block = kept[i];
      const again = this.parse(text.slice(block.start, block.end), block.start, false);
      if (again.length !== 1 || again[0].start !== block.start || again[0].end !== block.end)
        return null;
      out[i] = again[0];
    }
    return out;
  }

  private resetCuts(): void {
    this.prefix.reset();
    this.blockCut.reset();
    this.codeCut.reset();
  }

  private forget(): void {
    this.resetCuts();
    this.known.reset();
  }

  /**
   * The last paragraph parsed from the end of its stable prefix on (streaming only): the prefix's
   * nodes, parsed once, join the nodes of the rest, as a parse of the whole paragraph has them.
   * Null when there is no stable prefix, or the rest is not one paragraph (a full parse decides).
   */
  private parseParagraphEnd(
    text: string,
    from: number,
    streaming: boolean,
  ): MarkdownBlock[] | null {
    const prefix = this.prefix.advance(text, from, (segment, base) =>
      this.parseSegment(segment, base),
    );
    if (!prefix) return null;
    const rest = this.parse(text.slice(prefix.end), prefix.end, streaming);
    const end = rest[0];
    if (rest.length !== 1 || end.start !== prefix.end || end.node.type !== 'paragraph') return null;
    const node: Paragraph = {
      type: 'paragraph',
      children: joinText(prefix.nodes, end.node.children),
      position: { start: at(from), end: end.node.position?.end ?? at(end.end) },
    };
    return [{ start: from, end: end.end, node, limit: end.limit }];
  }

  /** A segment of the last paragraph parsed alone (with the definitions), its nodes at `base`. */
  private parseSegment(segment: string, base: number): PhrasingContent[] | null {
    if (findOverBudget(segment, MARKDOWN_BUDGET)) return null;
    const lines = this.known.linesFor(segment);
    const full = lines ? `${segment}\n\n${lines}` : segment;
    const root = this.parser(full);
    capMarkdownDepth(root, full);
    positionNodes(root, segment);
    const [first, second] = root.children;
    const alone = first?.type === 'paragraph' && first.position?.start.offset === 0;
    if (!alone || (second?.position?.start.offset ?? Infinity) < segment.length) return null;
    shift(first, base);
    return first.children;
  }

  /** `source` parsed as text at `base`, in slices that fit the budget; records a limit found. */
  private parse(source: string, base: number, streaming: boolean): MarkdownBlock[] {
    const { blocks, limit, pending } = parseInSlices(
      source,
      base,
      streaming,
      (slice, at, repair, more) => this.parseSlice(slice, at, repair, more),
      this.allowance,
    );
    if (limit && (!this.limit || limit.at < this.limit.at)) this.limit = limit;
    if (pending !== null) this.stops.push(pending);
    return blocks;
  }

  /** One slice parsed (it fits the budget), with the definitions its brackets may reference. */
  private parseSlice(
    source: string,
    base: number,
    streaming: boolean,
    more: ReadonlyMap<string, string>,
  ): MarkdownBlock[] {
    const { text, visibleLength } = streaming
      ? repairMarkdownTail(source)
      : { text: source, visibleLength: source.length };
    this.settled &&= text === source;
    const lines = this.known.linesFor(text, more);
    const root = this.parser(lines ? `${text}\n\n${lines}` : text);
    const blocks: MarkdownBlock[] = [];
    capMarkdownDepth(root, lines ? `${text}\n\n${lines}` : text);
    positionNodes(root, text);
    for (const node of root.children) {
      const start = node.position?.start.offset ?? 0;
      if (start >= text.length) break;
      // Read before the shift: `shift` moves the node's own offsets.
      const end = node.position?.end.offset ?? start;
      shift(node, base);
      blocks.push({
        start: start + base,
        end: end + base,
        node,
        limit: base + visibleLength,
      });
    }
    return blocks;
  }
}

/** Fills in the positions a parse leaves out, then undoes `www.` links GFM does not allow. */
function positionNodes(root: Root, source: string): void {
  const literal = toLiteralLinks(root);
  fillPositions(root);
  unlinkDisallowedWww(root, source, literal);
}

/** The index of the block of `blocks` (in order) that holds `offset`, or -1. */
function blockAt(blocks: readonly MarkdownBlock[], offset: number): number {
  let lo = 0;
  let hi = blocks.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (blocks[mid].end <= offset) lo = mid + 1;
    else if (blocks[mid].start > offset) hi = mid - 1;
    else return mid;
  }
  return -1;
}

/**
 * GFM's autolink literals are found after parsing and come without positions: give them (and
 * the text around them) the offsets their text takes, between their neighbours. Iterative, and
 * linear in the children: the next positioned sibling is found by one walk from the end.
 */
function fillPositions(root: Nodes): void {
  const stack: Nodes[] = [root];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    if (!('children' in parent)) continue;
    const children = parent.children as Nodes[];
    const parentEnd = parent.position?.end.offset ?? parent.position?.start.offset ?? 0;
    const nextStart: number[] = new Array<number>(children.length);
    let next = parentEnd;
    for (let i = children.length - 1; i >= 0; i--) {
      nextStart[i] = next;
      next = children[i].position?.start.offset ?? next;
    }
    let cursor = parent.position?.start.offset ?? 0;
    children.forEach((child, i) => {
      if (!child.position) {
        const end = Math.min(cursor + toPlainText(child).length, nextStart[i]);
        child.position = {
          start: { line: 0, column: 0, offset: cursor },
          end: { line: 0, column: 0, offset: end },
        };
      }
      stack.push(child);
      cursor = child.position.end.offset ?? cursor;
    });
  }
}

/** A point at `offset` (line and column are not tracked once blocks are shifted). */
function at(offset: number) {
  return { line: 0, column: 0, offset };
}

function shift(root: Nodes, by: number): void {
  if (by === 0) return;
  const stack: Nodes[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.position) {
      node.position.start.offset = (node.position.start.offset ?? 0) + by;
      node.position.end.offset = (node.position.end.offset ?? 0) + by;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) stack.push(child);
  }
}
