import type { Definition, FootnoteDefinition, RootContent } from 'mdast';

import { toBracketedLabels } from './reference-labels';

/** A link reference definition, by normalised label. */
export interface MarkdownDefinition {
  readonly url: string;
  readonly title: string | null;
}

/** What one definition adds: its target (none for a footnote) and a line the parser reads. */
interface Entry {
  readonly definition: MarkdownDefinition | null;
  readonly line: string;
}

/** The blocks' nodes with offsets into the text (as `MarkdownBlock`, without the import cycle). */
interface Block {
  readonly node: RootContent;
}

/**
 * The link and footnote definitions of a streaming answer, kept as the answer grows: those of
 * blocks that no longer change are added once; those of the blocks parsed again (the end) are
 * replaced per update, and the labels whose meaning changed are reported so only the blocks that
 * may reference them are parsed again. A block parsed alone gets, after its text, only the
 * definitions its own brackets may reference, so a parse costs what its text costs however many
 * definitions the answer holds.
 */
export class MarkdownDefinitions {
  /** Link reference definitions of the whole text, by identifier (the first one wins). */
  readonly definitions = new Map<string, MarkdownDefinition>();
  /** Identifiers of the footnote definitions of the whole text. */
  readonly footnotes = new Set<string>();
  private readonly stable = new Map<string, Entry>();
  private tail = new Map<string, Entry>();
  private stableBlocks = 0;

  /** Forgets everything (the text changed in place). */
  reset(): void {
    this.definitions.clear();
    this.footnotes.clear();
    this.stable.clear();
    this.tail = new Map();
    this.stableBlocks = 0;
  }

  /**
   * Takes in the blocks that will not change any more (`kept`, in order; those already taken
   * are skipped) and the definitions of the blocks parsed again (`parsed`). Returns the keys
   * (`label`, or `^label` for a footnote) whose meaning changed.
   */
  update(text: string, kept: readonly Block[], parsed: readonly Block[]): Set<string> {
    const changed = new Set<string>();
    for (; this.stableBlocks < kept.length; this.stableBlocks++) {
      for (const [key, entry] of entriesOf(text, kept[this.stableBlocks].node)) {
        if (this.stable.has(key)) continue;
        this.stable.set(key, entry);
        this.apply(key, entry);
      }
    }
    const tail = new Map<string, Entry>();
    for (const block of parsed) {
      for (const [key, entry] of entriesOf(text, block.node)) {
        if (!this.stable.has(key) && !tail.has(key)) tail.set(key, entry);
      }
    }
    for (const key of new Set([...this.tail.keys(), ...tail.keys()])) {
      const before = this.tail.get(key);
      const after = tail.get(key) ?? this.stable.get(key);
      if (before?.line !== after?.line) changed.add(key);
    }
    for (const key of changed) this.apply(key, tail.get(key) ?? this.stable.get(key));
    this.tail = tail;
    return changed;
  }

  private apply(key: string, entry: Entry | undefined): void {
    if (key.startsWith('^')) {
      if (entry) this.footnotes.add(key.slice(1));
      else this.footnotes.delete(key.slice(1));
    } else if (entry?.definition) this.definitions.set(key, entry.definition);
    else this.definitions.delete(key);
  }

  /**
   * The definitions the brackets of `source` may reference, as text to parse after it; `more`
   * (lines by key) adds those of text not taken in yet (earlier slices of one parse).
   */
  linesFor(source: string, more?: ReadonlyMap<string, string>): string {
    if (this.stable.size === 0 && this.tail.size === 0 && !more?.size) return '';
    const lines: string[] = [];
    for (const label of toBracketedLabels(source)) {
      const line = (this.stable.get(label) ?? this.tail.get(label))?.line ?? more?.get(label);
      if (line !== undefined) lines.push(line);
    }
    return lines.join('\n\n');
  }
}

/**
 * The definitions in a node (keys as `MarkdownDefinitions.update` reports them) and their lines,
 * read from `source`, the text from offset `base` on.
 */
export function definitionLines(
  source: string,
  node: RootContent,
  base: number,
): readonly (readonly [string, string])[] {
  return entriesOf(source, node, base).map(([key, entry]) => [key, entry.line] as const);
}

const entryCache = new WeakMap<RootContent, readonly (readonly [string, Entry])[]>();

/**
 * The definitions in a node, nested ones (in a quote or a list) included; once per node (its
 * lines read the same from the text as from any part of it that holds them, at its `base`).
 */
function entriesOf(
  text: string,
  node: RootContent,
  base = 0,
): readonly (readonly [string, Entry])[] {
  let found = entryCache.get(node);
  if (found) return found;
  if (node.type === 'definition') {
    const definition = node as Definition;
    const line = text.slice(
      (definition.position?.start.offset ?? 0) - base,
      (definition.position?.end.offset ?? 0) - base,
    );
    found = [
      [
        definition.identifier,
        { definition: { url: definition.url, title: definition.title ?? null }, line },
      ],
    ];
  } else if (node.type === 'footnoteDefinition') {
    const footnote = node as FootnoteDefinition;
    found = [[`^${footnote.identifier}`, { definition: null, line: `[^${footnote.label}]: x` }]];
  } else if (node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem') {
    found = node.children.flatMap((child) => entriesOf(text, child as RootContent, base));
  } else {
    found = [];
  }
  entryCache.set(node, found);
  return found;
}
