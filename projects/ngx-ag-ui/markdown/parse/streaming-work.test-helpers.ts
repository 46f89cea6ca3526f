import type { Root } from 'mdast';

import { type MarkdownBlock, MarkdownDocument, parseGfmMarkdown } from './markdown-document';

/** Answers of each block kind, `count` parts long, built the same way every run. */
export const LONG_ANSWERS: Readonly<Record<string, (count: number) => string>> = {
  list: (n) =>
    'A list:\n\n' +
    Array.from({ length: n }, (_, i) =>
      i % 50 === 49
        ? `- item ${i} holds\n  - a nested item ${i}\n`
        : `- item ${i} with **bold** words and a [link](https://a.dev/${i})\n`,
    ).join(''),
  'ordered list': (n) =>
    Array.from({ length: n }, (_, i) => `${i + 1}. step ${i} runs \`cmd ${i}\` once\n`).join(''),
  'task list': (n) =>
    Array.from(
      { length: n },
      (_, i) => `- [${i % 3 === 0 ? 'x' : ' '}] task ${i} ships *soon* with ~~no~~ care\n`,
    ).join(''),
  table: (n) =>
    '| # | Name | Value |\n|---|:-----|------:|\n' +
    Array.from({ length: n }, (_, i) =>
      i % 40 === 39 ? `| ${i} | short |\n` : `| ${i} | name ${i} | **${i * 3}** |\n`,
    ).join(''),
  code: (n) =>
    'Code:\n\n```ts\n' +
    Array.from({ length: n }, (_, i) =>
      i % 30 === 29 ? '`${template}` literal\n' : `const value${i} = compute(${i}); // note\n`,
    ).join(''),
  'block quote': (n) =>
    Array.from({ length: n }, (_, i) => `> Quoted paragraph ${i} with *a few* words.\n>\n`).join(
      '',
    ),
  'multi-line paragraph': (n) =>
    Array.from({ length: n }, (_, i) => `line ${i} of one long paragraph with _some_ words\n`).join(
      '',
    ),
  paragraphs: (n) =>
    Array.from({ length: n }, (_, i) => `Paragraph ${i} says a few words.\n\n`).join(''),
  definitions: (n) =>
    Array.from({ length: n }, (_, i) => `See [doc ${i}] here.\n\n`).join('') +
    Array.from({ length: n }, (_, i) => `[doc ${i}]: https://example.com/${i}\n`).join(''),
};

/** The prefixes of `text` a stream of `size`-character chunks shows. */
export function chunksOf(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = size; i < text.length + size; i += size) out.push(text.slice(0, i));
  return out;
}

/** Streams `text` into a `MarkdownDocument`; returns the most characters parsed for one chunk. */
export function mostParsedPerChunk(text: string, size = 50): number {
  let parsed = 0;
  const doc = new MarkdownDocument((source): Root => {
    parsed += source.length;
    return parseGfmMarkdown(source);
  });
  let most = 0;
  for (const prefix of chunksOf(text, size)) {
    parsed = 0;
    doc.update(prefix, true);
    most = Math.max(most, parsed);
  }
  return most;
}

/**
 * Blocks as data, offsets only (lines and columns are not kept once blocks are shifted), and the
 * repair's limit only for the last block (the one it applies to).
 */
export const offsetsOnly = (blocks: readonly MarkdownBlock[]): string =>
  JSON.stringify(
    blocks.map((block, i) => (i === blocks.length - 1 ? block : { ...block, limit: 0 })),
    (key, x: unknown) => (key === 'line' || key === 'column' ? undefined : x),
  );
