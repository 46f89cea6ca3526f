import { toDisplayDomain, toDisplayTitle, toSafeHref, toSourceUrlKey } from './source-link';

describe('toSafeHref', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['  HTTPS://Example.COM/a b ', 'https://example.com/a%20b'],
    ['http://example.com', 'http://example.com/'],
  ])('serialises the absolute http(s) URL %p', (url, href) => {
    expect(toSafeHref(url)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' \njavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/relative/path',
    'relative.html',
    '//example.com/protocol-relative',
    's3://bucket/key.pdf',
    'gs://bucket/key',
    'ftp://example.com/file',
    'https://',
    '',
    '   ',
  ])('gives no href for %p', (url) => {
    expect(toSafeHref(url)).toBeNull();
  });

  it('gives no href for values that are not strings', () => {
    expect(toSafeHref(undefined)).toBeNull();
    expect(toSafeHref(42)).toBeNull();
    expect(toSafeHref({ href: 'https://example.com' })).toBeNull();
  });
});

describe('toDisplayDomain', () => {
  it('strips a leading www. and keeps other subdomains', () => {
    expect(toDisplayDomain('https://www.angular.dev/guide')).toBe('angular.dev');
    expect(toDisplayDomain('https://en.wikipedia.org/wiki/X')).toBe('en.wikipedia.org');
  });

  it('gives null for non-http(s) and malformed URLs without throwing', () => {
    expect(toDisplayDomain('s3://bucket/key')).toBeNull();
    expect(toDisplayDomain('not a url')).toBeNull();
    expect(toDisplayDomain(null)).toBeNull();
  });
});

describe('toSourceUrlKey', () => {
  it('drops the fragment and folds scheme and host case, keeping the query', () => {
    expect(toSourceUrlKey('HTTPS://Example.com/a?q=1#part')).toBe('https://example.com/a?q=1');
    expect(toSourceUrlKey('https://example.com/a?q=1')).toBe('https://example.com/a?q=1');
    expect(toSourceUrlKey('https://example.com/a?q=2')).not.toBe(
      toSourceUrlKey('https://example.com/a?q=1'),
    );
  });

  it('keys other URL strings by their exact trimmed value', () => {
    expect(toSourceUrlKey('  s3://bucket/Key.pdf ')).toBe('s3://bucket/Key.pdf');
    expect(toSourceUrlKey('')).toBeNull();
  });
});

describe('toDisplayTitle', () => {
  it('takes the first non-blank of title, label, domain and url', () => {
    expect(toDisplayTitle({ title: '  Signals guide ', domain: 'angular.dev' }, 1)).toBe(
      'Signals guide',
    );
    expect(toDisplayTitle({ title: ' ', label: 'Jane Doe' }, 1)).toBe('Jane Doe');
    expect(toDisplayTitle({ domain: 'angular.dev', url: 'https://angular.dev' }, 1)).toBe(
      'angular.dev',
    );
    expect(toDisplayTitle({ url: ' s3://bucket/key ' }, 1)).toBe('s3://bucket/key');
  });

  it('falls back to Source n', () => {
    expect(toDisplayTitle({}, 3)).toBe('Source 3');
  });

  it('keeps markup as literal data', () => {
    expect(toDisplayTitle({ title: '<img src=x onerror=alert(1)>' }, 1)).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });
});

describe('link facts cache', () => {
  it('answers the same for a URL read many times, and for more URLs than it keeps', () => {
    const urls = Array.from({ length: 2_500 }, (_, i) => `https://www.example.com/doc/${i}#part`);
    for (const url of urls) toSafeHref(url);
    // The first URLs were dropped from the bounded cache and must be derived again, correctly.
    for (const url of [urls[0], urls[2_499], urls[0]]) {
      expect(toSafeHref(url)).toBe(url);
      expect(toDisplayDomain(url)).toBe('example.com');
      expect(toSourceUrlKey(url)).toBe(url.replace('#part', ''));
    }
  });

  it('keeps unsafe URLs unsafe when they come back from the cache', () => {
    expect(toSafeHref('javascript:alert(1)')).toBeNull();
    expect(toSafeHref('javascript:alert(1)')).toBeNull();
    expect(toSourceUrlKey(' javascript:alert(1) ')).toBe('javascript:alert(1)');
  });
});
