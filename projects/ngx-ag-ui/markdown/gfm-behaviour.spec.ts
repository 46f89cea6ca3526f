import { renderMarkdown } from './markdown-fixtures.test-helpers';
import { toMarkdownCitedText } from './footnotes/to-markdown-cited-text';

const plain = (text: string) => ({ text, citations: [] });

describe('<agui-markdown> as GFM lays it out', () => {
  it('pads table rows with too few cells and leaves out the cells past the header', async () => {
    const { element } = await renderMarkdown(
      plain('| a | b |\n| --- | --- |\n| one |\n| x | y | extra |'),
    );
    const rows = [...element.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['one', ''],
      ['x', 'y'],
    ]);
    expect(element.textContent).not.toContain('extra');
  });

  it('shows and copies a CR LF code block with LF line endings', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { element, fixture } = await renderMarkdown(plain('```py\r\nx = 1\r\ny = 2\r\n```\r\n'));
    expect(element.querySelector('pre code')?.textContent).toBe('x = 1\ny = 2');
    element.querySelector<HTMLButtonElement>('button[aria-label="Copy py code"]')!.click();
    await fixture.whenStable();
    expect(writeText).toHaveBeenCalledWith('x = 1\ny = 2');
  });

  it('links www. only after a line start, a blank or one of * _ ~ (', async () => {
    const { element } = await renderMarkdown(
      plain('<www.example.org> and x:www.example.com but (www.angular.dev) and www.nx.dev'),
    );
    expect([...element.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'www.angular.dev',
      'www.nx.dev',
    ]);
    expect(element.textContent).toContain('<www.example.org>');
  });

  it('shows the text of a footnote that is not a citation source', async () => {
    const text =
      'Claim[^a] and fact[^b].\n\n[^a]: https://a.dev "A"\n[^b]: A note in prose, with *emphasis*.';
    const cited = plain(text);
    expect(toMarkdownCitedText(cited).citations.map((citation) => citation.id)).toEqual([
      'footnote:a',
    ]);
    const { element } = await renderMarkdown(cited);
    expect(element.textContent).toContain('A note in prose, with emphasis.');
    expect(element.querySelector('em')?.textContent).toBe('emphasis');
    expect(element.textContent).not.toContain('https://a.dev');
  });

  it('reads a footnote label up to the next `[`, so `[^a[^b]` references b', async () => {
    const text = 'Odd [^a[^b] text.\n\n[^b]: https://b.dev "B"';
    expect(toMarkdownCitedText(plain(text)).citations.map((citation) => citation.id)).toEqual([
      'footnote:b',
    ]);
    const { element } = await renderMarkdown(plain('Odd [^a[^b] text and more'), {}, true);
    expect(element.textContent).toContain('Odd [^a text');
  });
});
