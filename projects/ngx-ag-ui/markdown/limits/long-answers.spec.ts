import { TestBed } from '@angular/core/testing';
import type { Nodes, Root } from 'mdast';

import { renderMarkdown } from '../markdown-fixtures.test-helpers';
import { MarkdownView } from '../markdown-view';
import { type MarkdownBlock, MarkdownDocument, parseGfmMarkdown } from '../parse/markdown-document';
import { offsetsOnly } from '../parse/streaming-work.test-helpers';
import { HOSTILE_MARKDOWN } from './hostile-markdown.test-helpers';
import { citationsOf, longAnswer } from './long-answer.test-helpers';
import { MARKDOWN_BUDGET } from './markdown-budget';

const DELIMITERS = /[*_~`[\]<>|]/g;

/** What the budget charges for `source`: a character each, delimiters `delimiterCost` more. */
const costOf = (source: string) =>
  source.length + (source.match(DELIMITERS)?.length ?? 0) * MARKDOWN_BUDGET.delimiterCost;

/** A parser that records the most one call cost, and how many characters it was given. */
function budgetWatch() {
  const seen = { most: 0, characters: 0 };
  const parser = (source: string): Root => {
    seen.most = Math.max(seen.most, costOf(source));
    seen.characters += source.length;
    return parseGfmMarkdown(source);
  };
  return { seen, parser };
}

/** How many nodes of each kind the blocks hold. */
function countNodes(blocks: readonly MarkdownBlock[]): Record<string, number> {
  const counts: Record<string, number> = {};
  const stack: Nodes[] = blocks.map((block) => block.node);
  while (stack.length > 0) {
    const node = stack.pop()!;
    counts[node.type] = (counts[node.type] ?? 0) + 1;
    if ('children' in node) stack.push(...(node.children as Nodes[]));
  }
  return counts;
}

const answer = longAnswer(180);

describe('long answers', () => {
  it('parses a saved 110 KB answer whole, no parse over the budget', () => {
    expect(answer.text.length).toBeGreaterThan(100_000);
    const { seen, parser } = budgetWatch();
    const document = new MarkdownDocument(parser);
    const counts = countNodes(document.update(answer.text, false));
    expect(document.limit).toBeNull();
    expect(counts['listItem']).toBe(answer.items);
    expect(counts['code']).toBe(answer.codeBlocks);
    expect(counts['tableRow']).toBe(answer.rows + 1);
    expect(counts['heading']).toBe(180);
    expect(seen.most).toBeLessThanOrEqual(MARKDOWN_BUDGET.cost);
    // Slices overlap by one block at most: the answer is not parsed twice over.
    expect(seen.characters).toBeLessThan(1.2 * answer.text.length);
  });

  it('parses the same answer whole when it streams in 200 growing updates, then ends', () => {
    const { seen, parser } = budgetWatch();
    const document = new MarkdownDocument(parser);
    // Stopped mid-sentence, its end repaired while it streams: the final update parses it again.
    const text = `${answer.text}A last paragraph stops **mid`;
    for (let i = 1; i <= 200; i++)
      document.update(text.slice(0, Math.round((text.length * i) / 200)), true);
    const counts = countNodes(document.update(text, false));
    expect(document.limit).toBeNull();
    expect(counts['listItem']).toBe(answer.items);
    expect(counts['code']).toBe(answer.codeBlocks);
    expect(seen.most).toBeLessThanOrEqual(MARKDOWN_BUDGET.cost);
  });

  it('parses a slice per update when asked to, until the answer is whole and as parsed at once', () => {
    const text = `${answer.text}See [the guide] and a last note[^z].\n\n[the guide]: https://a.dev\n\n[^z]: z\n`;
    let cost = 0;
    const document = new MarkdownDocument((source) => {
      cost += costOf(source);
      return parseGfmMarkdown(source);
    }, 1);
    let blocks = document.update(text, false);
    let updates = 1;
    let most = cost;
    while (document.pending !== null) {
      expect(document.limit).toBeNull();
      expect(blocks.at(-1)!.end).toBeLessThanOrEqual(document.pending);
      cost = 0;
      blocks = document.update(text, false);
      most = Math.max(most, cost);
      updates++;
    }
    expect(updates).toBeGreaterThan(3);
    // One slice, and the last block of the update before parsed again (or once more, alone).
    expect(most).toBeLessThanOrEqual(2 * MARKDOWN_BUDGET.cost);
    expect(offsetsOnly(blocks)).toEqual(offsetsOnly(new MarkdownDocument().update(text, false)));
  });

  it.each([7_000, 45_000])(
    'streams in chunks of %i characters a slice per update, its end then parsed as at once',
    (size) => {
      // Long paragraphs at the end, the last one cut mid-sentence: a stable paragraph cut.
      const paragraph = 'A long paragraph goes on and on. '.repeat(120);
      const text = `${answer.text}${`${paragraph}\n\n`.repeat(12)}${paragraph}`;
      const document = new MarkdownDocument(parseGfmMarkdown, 1);
      let blocks: readonly MarkdownBlock[] = [];
      const check = () => {
        const pending = document.pending;
        if (pending !== null) expect(blocks.at(-1)!.end).toBeLessThanOrEqual(pending);
      };
      for (let end = size; end < text.length + size; end += size) {
        blocks = document.update(text.slice(0, end), true);
        check();
      }
      let updates = 0;
      do {
        blocks = document.update(text, false);
        check();
      } while (document.pending !== null && ++updates < 100);
      expect(document.limit).toBeNull();
      expect(offsetsOnly(blocks)).toEqual(offsetsOnly(new MarkdownDocument().update(text, false)));
    },
  );

  it('resolves references to definitions that come slices later', () => {
    const n = 1200;
    const text =
      Array.from({ length: n }, (_, i) => `See [doc ${i}] and a note[^n${i % 7}].\n\n`).join('') +
      Array.from({ length: n }, (_, i) => `[doc ${i}]: https://example.com/${i}\n\n`).join('') +
      Array.from({ length: 7 }, (_, i) => `\n[^n${i}]: note ${i}\n`).join('');
    const { seen, parser } = budgetWatch();
    const document = new MarkdownDocument(parser);
    const counts = countNodes(document.update(text, false));
    expect(document.limit).toBeNull();
    expect(counts['linkReference']).toBe(n);
    expect(counts['footnoteReference']).toBe(n);
    expect(document.definitions.size).toBe(n);
    expect(seen.most).toBeLessThanOrEqual(2 * MARKDOWN_BUDGET.cost);
  });

  it.each(['wideTable', 'quotes', 'links'] as const)(
    'still cuts a long answer at hostile %s after it, with no parse over the budget',
    (name) => {
      const text = `${answer.text}${HOSTILE_MARKDOWN[name]()}\n\nThe end.`;
      const { seen, parser } = budgetWatch();
      const document = new MarkdownDocument(parser);
      const counts = countNodes(document.update(text, false));
      expect(document.limit).not.toBeNull();
      expect(document.limit!.at).toBeGreaterThanOrEqual(answer.text.length);
      expect(document.limit!.at).toBeLessThan(text.length - 'The end.'.length);
      expect(counts['listItem']).toBeGreaterThanOrEqual(answer.items);
      expect(seen.most).toBeLessThanOrEqual(MARKDOWN_BUDGET.cost);
    },
  );

  it('renders every list item, code block and marker of the saved answer, with no notice', async () => {
    const cited = { text: answer.text, citations: citationsOf(answer.text) };
    const { element } = await renderMarkdown(cited);
    expect(element.querySelectorAll('li')).toHaveLength(answer.items);
    expect(element.querySelectorAll('pre')).toHaveLength(answer.codeBlocks);
    expect(element.querySelectorAll('agui-citation-marker')).toHaveLength(answer.markers);
    expect(element.querySelector('[role=note]')).toBeNull();
    expect(element.querySelector('.agui-md-plain')).toBeNull();
    expect(element.getAttribute('aria-busy')).toBeNull();
  }, 120_000);

  it('shows what is not parsed yet as plain text, busy and without a notice, until a later task parses it', async () => {
    const fixture = TestBed.createComponent(MarkdownView);
    fixture.componentRef.setInput('cited', { text: answer.text, citations: [] });
    fixture.detectChanges();
    const element = fixture.nativeElement as HTMLElement;
    const shown = element.querySelectorAll('li').length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(answer.items);
    expect(element.getAttribute('aria-busy')).toBe('true');
    expect(element.querySelector('[role=note]')).toBeNull();
    expect(answer.text.endsWith(element.querySelector('.agui-md-plain')!.textContent!)).toBe(true);
    await fixture.whenStable();
    expect(element.querySelectorAll('li')).toHaveLength(answer.items);
    expect(element.querySelector('.agui-md-plain')).toBeNull();
    expect(element.getAttribute('aria-busy')).toBeNull();
  }, 120_000);
});
