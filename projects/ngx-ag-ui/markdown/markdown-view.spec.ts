import { citeAfter, renderMarkdown } from './markdown-fixtures.test-helpers';

const plain = (text: string) => ({ text, citations: [] });

describe('MarkdownView', () => {
  it('renders CommonMark and GFM blocks as elements', async () => {
    const text =
      '# Title\n\n- one\n- [x] two\n\n| a | b |\n|---|:-:|\n| 1 | ~~2~~ |\n\n```ts\nconst x = 1;\n```\n\nSee https://example.com.';
    const { element } = await renderMarkdown(plain(text));
    expect(element.querySelector('h1')?.textContent).toBe('Title');
    expect(element.querySelectorAll('ul > li')).toHaveLength(2);
    expect(element.querySelector('li input[type=checkbox]')).toHaveProperty('checked', true);
    expect(element.querySelector('table th')?.textContent).toBe('a');
    expect(element.querySelector('td[align=center] del')?.textContent).toBe('2');
    expect(element.querySelector('pre code')?.textContent).toBe('const x = 1;');
    expect(element.querySelector('pre code')?.className).toBe('language-ts');
    expect(element.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
  });

  it('places a marker at its offset in the text', async () => {
    const text = 'Signals are **fast** and simple.';
    const { element } = await renderMarkdown({ text, citations: [citeAfter(text, 'fast', 1)] });
    const strong = element.querySelector('strong')!;
    expect(strong.textContent).toContain('fast');
    expect(strong.querySelector('agui-citation-marker')).not.toBeNull();
    const button = element.querySelector('button')!;
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('moves a marker inside inline code or link text to after that node', async () => {
    const text = 'Use `signal()` here and [the guide](https://angular.dev/guide) too.';
    const { element } = await renderMarkdown({
      text,
      citations: [citeAfter(text, '`sig', 1), citeAfter(text, 'the gu', 2)],
    });
    const code = element.querySelector('code')!;
    const link = element.querySelector('a[href="https://angular.dev/guide"]')!;
    expect(code.querySelector('agui-citation-marker')).toBeNull();
    expect(code.nextElementSibling?.tagName).toBe('AGUI-CITATION-MARKER');
    expect(link.querySelector('agui-citation-marker')).toBeNull();
    expect(link.nextElementSibling?.tagName).toBe('AGUI-CITATION-MARKER');
  });

  it('highlights a claim across inline nodes, keeping bold inside it bold', async () => {
    const text = 'Before. The claim has **bold** words. After.';
    const cited = {
      text,
      citations: [citeAfter(text, 'words.', 1, 'The claim has **bold** words.')],
    };
    const { element, fixture } = await renderMarkdown(cited);
    element.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await fixture.whenStable();
    const marks = [...element.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks.join('')).toBe('The claim has bold words.');
    expect(element.querySelector('strong mark')?.textContent).toBe('bold');
  });

  it('turns footnotes with URL definitions into citations and shows no footnote list', async () => {
    const text = 'Angular is fast[^1].\n\n[^1]: https://angular.dev "Angular"';
    const { element } = await renderMarkdown(plain(text));
    expect(element.textContent).not.toContain('[^1]');
    expect(element.textContent).not.toContain('https://angular.dev');
    expect(element.querySelector('button')?.textContent).toContain('Angular');
  });

  it('shows raw HTML as text', async () => {
    const { element } = await renderMarkdown(
      plain('<script>alert(1)</script>\n\nHi <b onclick="x()">there</b>'),
    );
    expect(element.querySelector('script, b')).toBeNull();
    expect(element.textContent).toContain('<script>alert(1)</script>');
    expect(element.textContent).toContain('<b onclick="x()">');
  });

  it('links only absolute http(s) URLs and never javascript:, data: or vbscript:', async () => {
    const text =
      '[a](javascript:alert(1)) [b](data:text/html,x) [c](VBScript:x) [d](/relative) [e](https://ok.example)';
    const { element } = await renderMarkdown(plain(text), {
      relativeLinks: false,
      schemes: ['http', 'https', 'javascript', 'data', 'vbscript'],
    });
    const hrefs = [...element.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://ok.example']);
    expect(element.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(element.textContent).toContain('a b c d e');
  });

  it('shows images and relative links only when the options allow them', async () => {
    const text = '![logo](https://example.com/logo.png) [docs](guide/x)';
    const off = await renderMarkdown(plain(text));
    expect(off.element.querySelector('img')).toBeNull();
    expect(off.element.textContent).toContain('logo');
    const on = await renderMarkdown(plain(text), {
      images: true,
      relativeLinks: true,
      baseUrl: 'https://docs.example.com/a/',
    });
    expect(on.element.querySelector('img')?.getAttribute('src')).toBe(
      'https://example.com/logo.png',
    );
    expect(on.element.querySelector('a')?.getAttribute('href')).toBe(
      'https://docs.example.com/a/guide/x',
    );
  });

  it('applies the URL filter', async () => {
    const { element } = await renderMarkdown(
      plain('[x](https://bad.example) [y](https://good.example)'),
      {
        urlFilter: (url) => !url.includes('bad'),
      },
    );
    expect([...element.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['y']);
  });
});
