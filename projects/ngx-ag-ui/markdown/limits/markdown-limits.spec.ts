import type { Root } from 'mdast';

import { renderMarkdown } from '../markdown-fixtures.test-helpers';
import { MarkdownDocument, parseGfmMarkdown } from '../parse/markdown-document';
import { HOSTILE_MARKDOWN } from './hostile-markdown.test-helpers';
import { MARKDOWN_BUDGET } from './markdown-budget';

const plain = (text: string) => ({ text, citations: [] });

/** A parser that records how many characters it was given. */
function countingParser() {
  const counts = { calls: 0, characters: 0 };
  const parser = (source: string): Root => {
    counts.calls++;
    counts.characters += source.length;
    return parseGfmMarkdown(source);
  };
  return { counts, parser };
}

describe('hostile answers', () => {
  it.each(Object.keys(HOSTILE_MARKDOWN) as (keyof typeof HOSTILE_MARKDOWN)[])(
    'parses %s without throwing, within the budget, and says where the limit cut',
    (name) => {
      const text = HOSTILE_MARKDOWN[name]();
      const { counts, parser } = countingParser();
      const document = new MarkdownDocument(parser);
      expect(() => document.update(text, false)).not.toThrow();
      expect(counts.characters).toBeLessThanOrEqual(MARKDOWN_BUDGET.cost);
      expect(document.limit).not.toBeNull();
      expect(document.limit!.at).toBeLessThan(text.length);
    },
  );

  it('renders deep quotes to the depth cap, then the rest as plain text after a notice', async () => {
    const text = HOSTILE_MARKDOWN.quotes();
    const { element } = await renderMarkdown(plain(text));
    expect(element.querySelectorAll('blockquote').length).toBeGreaterThan(0);
    expect(element.querySelectorAll('blockquote').length).toBeLessThanOrEqual(32);
    expect(element.querySelector('[role=note]')?.textContent).toMatch(/plain text/i);
    expect(element.textContent).toContain('deep');
  });

  it.each(['lists', 'emphasis', 'links'] as const)(
    'renders %s with a notice, the end of the answer shown as written',
    async (name) => {
      const text = HOSTILE_MARKDOWN[name]();
      const { element } = await renderMarkdown(plain(text));
      expect(element.querySelector('[role=note]')).not.toBeNull();
      expect(element.textContent).toContain(text.slice(-40));
    },
  );

  it('shows content nested past the depth cap as its source, with a notice', async () => {
    const text = '- '.repeat(20) + '*deep* text';
    const document = new MarkdownDocument();
    document.update(text, false);
    expect(document.limit).toBeNull();
    expect(document.depthCapped).toBe(true);
    const { element } = await renderMarkdown(plain(text));
    expect(element.querySelectorAll('ul').length).toBeLessThan(20);
    expect(element.querySelector('em')).toBeNull();
    expect(element.textContent).toContain('*deep* text');
    expect(element.querySelector('[role=note]')?.textContent).toMatch(/nests too deeply/);
  });

  it('shows the answer as plain text with a notice when rendering it throws', async () => {
    const text = 'Read [the guide](https://example.com/guide) **now**.';
    const { element } = await renderMarkdown(plain(text), {
      urlFilter: () => {
        throw new Error('app filter failed');
      },
    });
    expect(element.querySelector('[role=note]')?.textContent).toMatch(/could not be formatted/);
    expect(element.querySelector('.agui-md-plain')?.textContent).toBe(text);
    expect(element.querySelector('a')).toBeNull();
  });

  it('holds each parse to the cost budget: a long answer is whole while it streams and when parsed at once', () => {
    const paragraph = 'Signals are **reactive** values, see [the guide](https://angular.dev).\n\n';
    const text = paragraph.repeat(Math.ceil((2 * MARKDOWN_BUDGET.cost) / paragraph.length));
    const streamed = new MarkdownDocument();
    for (let end = 500; end < text.length; end += 500) streamed.update(text.slice(0, end), true);
    streamed.update(text, true);
    expect(streamed.limit).toBeNull();
    let most = 0;
    const saved = new MarkdownDocument((source) => {
      most = Math.max(most, source.length);
      return parseGfmMarkdown(source);
    });
    const blocks = saved.update(text, false);
    expect(saved.limit).toBeNull();
    expect(blocks).toHaveLength(text.length / paragraph.length);
    // A parse costs a character each and `delimiterCost` more per delimiter (6 a paragraph).
    const cost = paragraph.length + 6 * MARKDOWN_BUDGET.delimiterCost;
    expect(most).toBeLessThanOrEqual((MARKDOWN_BUDGET.cost / cost) * paragraph.length);
  });

  it('renders no markers for the plain text past the limit', async () => {
    const text = 'Claim[^a] '.repeat(2000) + '\n\n[^a]: https://example.com/a';
    const { element } = await renderMarkdown(plain(text));
    const markers = element.querySelectorAll('agui-citation-marker').length;
    expect(markers).toBeGreaterThan(0);
    expect(markers).toBeLessThanOrEqual(MARKDOWN_BUDGET.inline);
    expect(element.querySelector('[role=note]')).not.toBeNull();
  });

  it('renders a normal answer untouched: no notice, no plain-text rest', async () => {
    const text = '> quote\n>> nested\n\n- a\n  - b\n\n*a **b** c* [x](https://example.com)';
    const document = new MarkdownDocument();
    document.update(text, false);
    expect(document.limit).toBeNull();
    const { element } = await renderMarkdown(plain(text));
    expect(element.querySelector('[role=note]')).toBeNull();
    expect(element.querySelectorAll('blockquote')).toHaveLength(2);
  });

  it('keeps cutting at the same place while a hostile answer streams, parsing no more', () => {
    const text = HOSTILE_MARKDOWN.quotes() + '\n\nmore';
    const { counts, parser } = countingParser();
    const document = new MarkdownDocument(parser);
    document.update(text, true);
    const at = document.limit!.at;
    const calls = counts.calls;
    document.update(text + ' and more', true);
    expect(document.limit!.at).toBe(at);
    expect(counts.calls).toBe(calls);
  });
});
