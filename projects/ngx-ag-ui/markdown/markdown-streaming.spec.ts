import type { CitedText } from 'ngx-ag-ui/core';

import { citeAfter, renderMarkdown, STREAMED_ANSWERS } from './markdown-fixtures.test-helpers';

interface ShownChar {
  readonly char: string;
  /** Tag names from the component down to the character (without `mark`). */
  readonly chain: string;
}

function shownChars(host: HTMLElement): ShownChar[] {
  const out: ShownChar[] = [];
  const walker = host.ownerDocument.createTreeWalker(host, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (parent.closest('agui-citation-marker, [data-agui-chrome]')) continue;
    const chain: string[] = [];
    for (let el: Element | null = parent; el && el !== host; el = el.parentElement) {
      if (el.tagName !== 'MARK') chain.unshift(el.tagName.toLowerCase());
    }
    for (const char of node.textContent ?? '')
      if (/\S/.test(char)) out.push({ char, chain: chain.join('>') });
  }
  return out;
}

/** Places where Markdown itself re-reads earlier text (listed in the README). */
const forcedChange = (before: HTMLElement, after: HTMLElement) =>
  (!before.querySelector('table') && !!after.querySelector('table')) ||
  after.querySelectorAll('h1, h2').length > before.querySelectorAll('h1, h2').length;

describe('MarkdownView while streaming', () => {
  STREAMED_ANSWERS.forEach((answer, n) => {
    it(`never takes back shown text nor changes an element's type, for every prefix of answer ${n + 1}`, async () => {
      const { element, update } = await renderMarkdown({ text: '', citations: [] }, {}, true);
      let previous = shownChars(element);
      let previousClone = element.cloneNode(true) as HTMLElement;
      const problems: string[] = [];
      for (let length = 1; length <= answer.length; length++) {
        const last = length === answer.length;
        await update({ text: answer.slice(0, length), citations: [] }, !last);
        const current = shownChars(element);
        if (!forcedChange(previousClone, element)) {
          const lost = previous.findIndex(
            (shown, i) => current[i]?.char !== shown.char || current[i]?.chain !== shown.chain,
          );
          if (lost !== -1) {
            problems.push(
              `prefix ${length} (${JSON.stringify(answer.slice(0, length).slice(-12))}): "${previous[lost].char}" in ${previous[lost].chain} became ${JSON.stringify(current[lost])}`,
            );
          }
        }
        previous = current;
        previousClone = element.cloneNode(true) as HTMLElement;
      }
      expect(problems.slice(0, 5)).toEqual([]);
    }, 60_000);
  });

  it('keeps the DOM of complete blocks and of a focused marker while later chunks arrive', async () => {
    const first = '# Title\n\nSignals are fast.\n\nMore';
    const cited = (text: string): CitedText => ({ text, citations: [citeAfter(text, 'fast.', 1)] });
    const { element, update } = await renderMarkdown(cited(first), {}, true);
    const heading = element.querySelector('h1');
    const paragraph = element.querySelector('p');
    const button = element.querySelector('button')!;
    button.focus();
    for (const extra of [' text', ' and **bold', '** words.\n\n- a', '\n- b']) {
      await update(cited(`${first}${extra}`), true);
    }
    expect(element.querySelector('h1')).toBe(heading);
    expect(element.querySelector('p')).toBe(paragraph);
    expect(element.querySelector('button')).toBe(button);
    expect(element.ownerDocument.activeElement).toBe(button);
  });

  it('renders a kept block again when a marker in it changes, goes or comes, while later blocks stream', async () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => `Claim ${i} holds.`);
    const text = (extra: string) => `${paragraphs.join('\n\n')}\n\n${extra}`;
    const cite = (body: string, i: number, title = `Source ${i + 1}`) => ({
      ...citeAfter(body, `Claim ${i} holds.`, i + 1),
      title,
      displayTitle: title,
    });
    const names = (element: HTMLElement) =>
      [...element.querySelectorAll('.agui-marker')].map((marker) => marker.textContent?.trim());
    const first = text('Tail');
    const all = [2, 10, 30].map((i) => cite(first, i));
    const { element, update } = await renderMarkdown({ text: first, citations: all }, {}, true);
    const kept = element.querySelectorAll('p')[2];
    expect(names(element)).toHaveLength(3);

    // The citation of paragraph 10 gets another title while the tail grows.
    const second = text('Tail grows');
    await update(
      { text: second, citations: [cite(second, 2), cite(second, 10, 'Renamed'), cite(second, 30)] },
      true,
    );
    expect(names(element)[1]).toContain('Renamed');
    expect(element.querySelectorAll('p')[2]).toBe(kept);

    // Paragraph 10 loses its marker, then paragraph 20 gets one.
    const third = text('Tail grows more');
    await update({ text: third, citations: [cite(third, 2), cite(third, 30)] }, true);
    expect(names(element)).toHaveLength(2);
    expect(element.querySelectorAll('p')[10].querySelector('.agui-marker')).toBeNull();
    const fourth = text('Tail grows more still');
    await update(
      { text: fourth, citations: [cite(fourth, 2), cite(fourth, 20), cite(fourth, 30)] },
      true,
    );
    expect(element.querySelectorAll('p')[20].querySelector('.agui-marker')).not.toBeNull();
    expect(element.querySelectorAll('p')[2]).toBe(kept);
  });

  it('parses only the last block again when the text grows', async () => {
    const { MarkdownDocument } = await import('./parse/markdown-document');
    const doc = new MarkdownDocument();
    const before = doc.update('# A\n\nPara one.\n\nPara tw', true);
    const after = doc.update('# A\n\nPara one.\n\nPara two.', true);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).not.toBe(before[2]);
  });
});
