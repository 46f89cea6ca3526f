import type { CitedText } from 'ngx-ag-ui/core';

import { citeAfter, renderMarkdown } from '../markdown-fixtures.test-helpers';
import { fromScratch, normalised } from '../rendered-html.test-helpers';

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => `- item ${i} makes claim ${i} plainly\n`).join('');
const rows = (n: number) =>
  '| # | what |\n|--:|:--|\n' +
  Array.from({ length: n }, (_, i) => `| ${i} | row ${i} |\n`).join('');
const plain = (text: string): CitedText => ({ text, citations: [] });

describe('<agui-markdown> list items and table rows', () => {
  it('keeps the elements of the items a chunk did not change, and the list semantics', async () => {
    const text = items(30);
    const { element, update } = await renderMarkdown(plain(text.slice(0, 400)), {}, true);
    const before = [...element.querySelectorAll('li')];
    await update(plain(text), true);
    const after = [...element.querySelectorAll('li')];
    expect(after.length).toBeGreaterThan(before.length);
    // Every item but the one that grew is the same element.
    expect(after.slice(0, before.length - 1)).toEqual(before.slice(0, -1));
    for (const li of after) expect(li.parentElement?.tagName).toBe('UL');
  });

  it('shows a marker a later update adds to a kept item, and highlights its claim on focus', async () => {
    const text = items(30);
    const { element, update, fixture } = await renderMarkdown(plain(text), {}, true);
    const third = element.querySelectorAll('li')[2];
    expect(third.querySelector('agui-citation-marker')).toBeNull();
    await update({ text, citations: [citeAfter(text, 'claim 2', 1)] }, true);
    const li = element.querySelectorAll('li')[2];
    expect(li).toBe(third);
    expect(li.querySelector('agui-citation-marker')).not.toBeNull();
    li.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await fixture.whenStable();
    expect([...element.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'claim 2',
    ]);
    expect(li.querySelector('mark')?.textContent).toBe('claim 2');
  });

  it('keeps the rows of a growing table, their alignment and header', async () => {
    const text = rows(30);
    const { element, update } = await renderMarkdown(plain(text.slice(0, 300)), {}, true);
    const before = [...element.querySelectorAll('tbody tr')];
    await update(plain(text), true);
    const after = [...element.querySelectorAll('tbody tr')];
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.slice(0, before.length - 1)).toEqual(before.slice(0, -1));
    expect(element.querySelector('thead tr th')?.getAttribute('align')).toBe('right');
    expect(after[after.length - 1].querySelectorAll('td')[1].getAttribute('align')).toBe('left');
    expect(normalised(element)).toBe(await fromScratch(plain(text), true));
  });

  it('renders what a fresh render shows when items are removed, moved or replaced', async () => {
    const first = '3. c\n4. d\n5. e\n6. f\n\n| a |\n|---|\n| 1 |\n| 2 |\n';
    const edits = [
      '3. c\n5. e\n6. f\n\n| a |\n|---|\n| 2 |\n',
      '1. z\n3. c\n4. d\n\n| a |\n|---|\n| 0 |\n| 1 |\n| 2 |\n',
      '- [x] done\n- [ ] open\n',
      '3. c\n4. d\n5. e\n6. f\n\n| a |\n|---|\n| 1 |\n| 2 |\n',
    ];
    const { element, update } = await renderMarkdown(plain(first));
    for (const text of edits) {
      await update(plain(text), false);
      expect(normalised(element)).toBe(await fromScratch(plain(text), false));
    }
    expect(element.querySelector('ol')?.getAttribute('start')).toBe('3');
  });
});
