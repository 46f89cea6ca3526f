import { DEFAULT_MARKDOWN_OPTIONS, type MarkdownOptions } from './markdown-options';
import { toSafeUrl } from './to-safe-url';

const relative: MarkdownOptions = {
  ...DEFAULT_MARKDOWN_OPTIONS,
  relativeLinks: true,
  images: true,
};
const based: MarkdownOptions = { ...relative, baseUrl: 'https://docs.example.com/a/' };

/** Relative-looking URLs that a browser (or `new URL`) resolves to another host. */
const OTHER_HOST = [
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '\\/evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  ' //evil.example/x',
  '\t//evil.example',
  '//user@evil.example/x',
  '///evil.example/x',
];

describe('toSafeUrl', () => {
  it('keeps a same-host relative URL as written, or resolved against baseUrl', () => {
    expect(toSafeUrl('guide/x', 'link', relative)).toBe('guide/x');
    expect(toSafeUrl('/docs?q=1#top', 'link', relative)).toBe('/docs?q=1#top');
    expect(toSafeUrl('#part', 'link', relative)).toBe('#part');
    expect(toSafeUrl('/%5Cevil.example/x', 'link', relative)).toBe('/%5Cevil.example/x');
    expect(toSafeUrl('guide/x', 'link', based)).toBe('https://docs.example.com/a/guide/x');
    expect(toSafeUrl('../b', 'image', based)).toBe('https://docs.example.com/b');
    expect(toSafeUrl('/%5Cevil.example/x', 'link', based)).toBe(
      'https://docs.example.com/%5Cevil.example/x',
    );
  });

  it.each(OTHER_HOST)('does not treat %j as relative: it leads to another host', (url) => {
    for (const options of [relative, based]) {
      expect(toSafeUrl(url, 'link', options)).toBeNull();
      expect(toSafeUrl(url, 'image', options)).toBeNull();
    }
  });

  it('still refuses unsafe schemes hidden by tabs, newlines and case', () => {
    for (const url of ['java\tscript:alert(1)', 'JaVa\nScRiPt:x', ' data:text/html,x']) {
      expect(toSafeUrl(url, 'link', relative)).toBeNull();
    }
  });
});
