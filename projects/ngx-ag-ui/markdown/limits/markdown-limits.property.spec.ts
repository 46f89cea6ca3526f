import fc from 'fast-check';
import type { Nodes, Root } from 'mdast';

import { DEFAULT_MARKDOWN_OPTIONS } from '../options/markdown-options';
import { propertyRuns } from '../../property-testing/property-runs';
import { MarkdownDocument, parseGfmMarkdown } from '../parse/markdown-document';
import { toMarkdownRenderNodes } from '../render/to-markdown-render-nodes';
import { MARKDOWN_MAX_DEPTH } from './cap-markdown-depth';
import { MARKDOWN_BUDGET } from './markdown-budget';

/** Openers of nested constructs, block and inline, with the closers some of them take. */
const OPENERS = [
  '>',
  '> ',
  '- ',
  '* ',
  '1. ',
  '  ',
  '*',
  '**',
  '_',
  '~~',
  '[',
  '![',
  '[^',
  '`',
  '<',
];
const CLOSERS = ['*', '**', '_', '~~', '](x)', ']', '`', '>', '|', ' ', '\n', '\n\n'];
const WORDS = ['a', 'www.a.com', 'http://b.c', 'x@y.zz', '| b |', '|-|', '```', '#', '\\'];

/** Deep nesting: a run of openers, a word, then closers, repeated. */
const deepNesting = fc
  .tuple(
    fc.array(fc.constantFrom(...OPENERS), { minLength: 1, maxLength: 8 }),
    fc.integer({ min: 1, max: 400 }),
    fc.constantFrom(...WORDS),
    fc.array(fc.constantFrom(...CLOSERS), { maxLength: 8 }),
    fc.integer({ min: 0, max: 400 }),
  )
  .map(
    ([openers, times, word, closers, closeTimes]) =>
      openers.join('').repeat(times) + word + closers.join('').repeat(closeTimes),
  );

/** Hostile Markdown: random mixes of every construct, CRLF and controls included. */
const hostileMix = fc
  .array(fc.constantFrom(...OPENERS, ...CLOSERS, ...WORDS, '\r\n', '\t', '\u0000', '😀'), {
    maxLength: 3000,
  })
  .map((parts) => parts.join(''));

/** A parser that records what it was given and the depth of what it returned. */
function watchingParser() {
  const seen = { characters: 0, depth: 0 };
  const parser = (source: string): Root => {
    seen.characters += source.length;
    return parseGfmMarkdown(source);
  };
  return { seen, parser };
}

function depthOf(root: Nodes): number {
  let max = 0;
  const stack: [Nodes, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    max = Math.max(max, depth);
    if ('children' in node)
      for (const child of node.children as Nodes[]) stack.push([child, depth + 1]);
  }
  return max;
}

describe('markdown limits (properties)', () => {
  it('parses and converts any deep or hostile answer, within the budget and the depth cap', () => {
    fc.assert(
      fc.property(fc.oneof(deepNesting, hostileMix), fc.boolean(), (text, streaming) => {
        const { seen, parser } = watchingParser();
        const document = new MarkdownDocument(parser);
        const blocks = document.update(text, streaming);
        expect(seen.characters).toBeLessThanOrEqual(2 * MARKDOWN_BUDGET.cost);
        expect(document.limit?.at ?? text.length).toBeLessThanOrEqual(text.length);
        for (const block of blocks) {
          // A list cut at the cap keeps an item and a paragraph around its text.
          expect(depthOf(block.node)).toBeLessThanOrEqual(MARKDOWN_MAX_DEPTH + 3);
          toMarkdownRenderNodes(block.node, {
            markers: [],
            cuts: [],
            limit: block.limit,
            options: DEFAULT_MARKDOWN_OPTIONS,
            definitions: document.definitions,
            footnotes: document.footnotes,
            streaming,
          });
        }
      }),
      { numRuns: propertyRuns(60) },
    );
  });

  it('keeps its limit while a hostile answer streams in chunks', () => {
    fc.assert(
      fc.property(deepNesting, fc.integer({ min: 64, max: 1000 }), (text, chunk) => {
        const document = new MarkdownDocument();
        let limit = null;
        for (let end = chunk; end < text.length + chunk; end += chunk) {
          document.update(text.slice(0, end), true);
          if (limit) expect(document.limit).toEqual(limit);
          limit = document.limit;
        }
      }),
      { numRuns: propertyRuns(12) },
    );
  });
});
