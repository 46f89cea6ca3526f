import type {
  Definition,
  FootnoteDefinition,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

import { capMarkdownDepth, isDepthCapped, toPlainText } from '../limits/cap-markdown-depth';
import { findOverBudget } from '../limits/find-over-budget';
import { MARKDOWN_BUDGET, type MarkdownLimit } from '../limits/markdown-budget';
import { repairMarkdownTail } from './repair-markdown-tail';
import { joinText, StableParagraphPrefix } from './stable-paragraph-prefix';

/** One top-level block, its node's positions shifted to offsets into the whole text. */
export interface MarkdownBlock {
  readonly start: number;
  readonly end: number;
  readonly node: RootContent;
  /** Offsets at or past this are closers added by the streaming repair, not answer text. */
  readonly limit: number;
}

/** A link reference definition, by normalised label. */
export interface MarkdownDefinition {
  readonly url: string;
  readonly title: string | null;
}

/** Parses Markdown source (CommonMark + GFM) into an mdast tree with offsets. */
export type MarkdownParser = (source: string) => Root;

/** The parser `MarkdownDocument` uses by default: `mdast-util-from-markdown` with GFM. */
export const parseGfmMarkdown: MarkdownParser = (source) =>
  fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

/**
 * Parses a Markdown answer into top-level blocks, incrementally while streaming: when the new
 * text extends the previous one, every block but the last is kept as it was (same objects) and
 * only the text from the last block's start is parsed again, with the definitions seen so far
 * appended so references still resolve. When that last block is a growing one-line paragraph,
 * only its end is parsed again: its `StableParagraphPrefix` (text no later text can change,
 * parsed once) joins the nodes of the rest, so a chunk costs the same however long the paragraph
 * already is. Plain
 * class, no Angular (behaviour apart from binding).
 */
export class MarkdownDocument {
  /** @param parser Parses source; a test passes one that counts what it is given. */
  constructor(private readonly parser: MarkdownParser = parseGfmMarkdown) {}

  private readonly prefix = new StableParagraphPrefix();
  private text = '';
  private blocks: MarkdownBlock[] = [];
  private definitionSource = '';
  /** The streaming repair of the last parse changed nothing: the blocks are the final ones. */
  private settled = false;
  /** Link reference definitions of the whole text, by normalised label. */
  definitions = new Map<string, MarkdownDefinition>();
  /** Labels of the footnote definitions of the whole text (normalised). */
  footnotes = new Set<string>();
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

  /** `source` up to where it goes over the budget, the limit recorded at `base` plus that. */
  private withinBudget(source: string, base: number): string {
    const over = findOverBudget(source, MARKDOWN_BUDGET);
    if (!over) return source;
    if (!this.limit || base + over.at < this.limit.at)
      this.limit = { at: base + over.at, reason: over.reason };
    return source.slice(0, over.at);
  }

  /** The blocks of `text`; `streaming` repairs the end and parses incrementally. */
  update(text: string, streaming: boolean): readonly MarkdownBlock[] {
    text = this.limited(text);
    const blocks = this.updateWithin(text, streaming);
    this.text = this.limit ? text.slice(0, this.limit.at) : text;
    this.depthCapped = blocks.some((block) => isDepthCapped(block.node));
    return blocks;
  }

  private updateWithin(text: string, streaming: boolean): readonly MarkdownBlock[] {
    if (text === this.text && this.blocks.length > 0 && (streaming || this.settled)) {
      // The end of a stream whose last parse needed no repair: a full parse gives these blocks
      // (kept blocks are the full parse's, the last one was parsed as it is), so the final
      // update does not parse the whole answer again in one task.
      this.settled &&= streaming;
      return this.blocks;
    }
    this.settled = streaming;
    const extends_ = streaming && this.blocks.length > 0 && text.startsWith(this.text);
    const kept = extends_ ? this.blocks.slice(0, -1) : [];
    const last = extends_ ? this.blocks[this.blocks.length - 1] : null;
    if (last?.node.type !== 'paragraph') this.prefix.reset();
    const from = last?.start ?? 0;
    const parsed =
      (last?.node.type === 'paragraph' && this.parseParagraphEnd(text, from, kept)) ||
      this.parse(text.slice(from), from, streaming, kept);
    const definitionSource = this.collectDefinitions(text, [...kept, ...parsed]);
    if (extends_ && definitionSource !== this.definitionSource) {
      // A new definition can turn text of earlier blocks into references: parse all again.
      this.prefix.reset();
      this.definitionSource = definitionSource;
      this.text = text;
      this.blocks = this.parse(text, 0, streaming, []);
      return this.blocks;
    }
    this.definitionSource = definitionSource;
    this.text = text;
    this.blocks = [...kept, ...parsed];
    return this.blocks;
  }

  /**
   * The last paragraph parsed from the end of its stable prefix on (streaming only): the prefix's
   * nodes, parsed once, join the nodes of the rest, as a parse of the whole paragraph has them.
   * Null when there is no stable prefix, or the rest is not one paragraph (a full parse decides).
   */
  private parseParagraphEnd(
    text: string,
    from: number,
    kept: readonly MarkdownBlock[],
  ): MarkdownBlock[] | null {
    const prefix = this.prefix.advance(text, from, (segment, base) =>
      this.parseSegment(segment, base, kept),
    );
    if (!prefix) return null;
    const rest = this.parse(text.slice(prefix.end), prefix.end, true, kept);
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
  private parseSegment(
    segment: string,
    base: number,
    kept: readonly MarkdownBlock[],
  ): PhrasingContent[] | null {
    if (findOverBudget(segment, MARKDOWN_BUDGET)) return null;
    const tail = kept.length > 0 && this.definitionSource ? `\n\n${this.definitionSource}` : '';
    const root = this.parser(segment + tail);
    capMarkdownDepth(root, segment + tail);
    fillPositions(root);
    const [first, second] = root.children;
    const alone = first?.type === 'paragraph' && first.position?.start.offset === 0;
    if (!alone || (second?.position?.start.offset ?? Infinity) < segment.length) return null;
    shift(first, base);
    return first.children;
  }

  private parse(
    source: string,
    base: number,
    streaming: boolean,
    kept: readonly MarkdownBlock[],
  ): MarkdownBlock[] {
    source = this.withinBudget(source, base);
    const { text, visibleLength } = streaming
      ? repairMarkdownTail(source)
      : { text: source, visibleLength: source.length };
    this.settled &&= text === source;
    const tail = kept.length > 0 && this.definitionSource ? `\n\n${this.definitionSource}` : '';
    const root = this.parser(text + tail);
    const blocks: MarkdownBlock[] = [];
    capMarkdownDepth(root, text + tail);
    fillPositions(root);
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

  private collectDefinitions(text: string, blocks: readonly MarkdownBlock[]): string {
    const lines: string[] = [];
    this.definitions = new Map();
    this.footnotes = new Set();
    for (const node of blocks.flatMap((block) => definitionsIn(block.node))) {
      if (node.type === 'definition') {
        const definition = node as Definition;
        if (!this.definitions.has(definition.identifier)) {
          this.definitions.set(definition.identifier, {
            url: definition.url,
            title: definition.title ?? null,
          });
        }
      } else if (node.type === 'footnoteDefinition') {
        this.footnotes.add((node as FootnoteDefinition).identifier);
      } else {
        continue;
      }
      const { start, end } = {
        start: node.position?.start.offset ?? 0,
        end: node.position?.end.offset ?? 0,
      };
      lines.push(
        node.type === 'definition'
          ? text.slice(start, end)
          : `[^${(node as FootnoteDefinition).label}]: x`,
      );
    }
    return lines.join('\n\n');
  }
}

const definitionCache = new WeakMap<RootContent, readonly RootContent[]>();

/** Definitions in a block, nested ones (in a quote or a list) included; once per block. */
function definitionsIn(block: RootContent): readonly RootContent[] {
  let found = definitionCache.get(block);
  if (!found) {
    const list: RootContent[] = [];
    const stack: RootContent[] = [block];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'definition' || node.type === 'footnoteDefinition') list.push(node);
      else if (node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem')
        for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
    definitionCache.set(block, (found = list));
  }
  return found;
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
