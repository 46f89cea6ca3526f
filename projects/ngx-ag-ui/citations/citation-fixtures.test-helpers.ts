import type { Citation, CitationSpan, CitedText } from 'ngx-ag-ui/core';

/** A valid `Citation` with sensible defaults, for component tests and the demo. */
export function aCitation(fields: Partial<Citation> & Pick<Citation, 'id' | 'index'>): Citation {
  return {
    kind: 'web',
    href: null,
    domain: null,
    displayTitle: fields.title ?? fields.label ?? fields.domain ?? `Source ${fields.index}`,
    spans: [],
    provider: 'agui',
    ...fields,
  };
}

/** A final span whose marker sits right after `claim` (the first occurrence after `from`). */
export function spanAfter(text: string, claim: string, from = 0): CitationSpan {
  const claimStart = text.indexOf(claim, from);
  if (claimStart < 0) throw new Error(`fixture: "${claim}" is not in the text`);
  return {
    markerOffset: claimStart + claim.length,
    claimStart,
    claimEnd: claimStart + claim.length,
    status: 'final',
  };
}

export const SAMPLE_TEXT =
  'Signals 🚦 are reactive values.\n東京は日本の首都です。👩‍💻 Angular 21 runs zoneless.';

/**
 * Emoji and CJK text, a group of two markers at one offset (Tokyo + a hostile source), a friendly
 * anchor with business fields, an overlapping claim and a source without any marker.
 */
export function sampleCitedText(text = SAMPLE_TEXT): CitedText {
  const signals = spanAfter(text, 'Signals 🚦 are reactive values.');
  const tokyo = spanAfter(text, '東京は日本の首都です。');
  const zoneless = spanAfter(text, 'Angular 21 runs zoneless.');
  const overlap = spanAfter(text, 'reactive values.\n東京');
  return {
    text,
    citations: [
      aCitation({
        id: 'signals',
        index: 1,
        title: 'Signals guide',
        url: 'https://angular.dev/guide/signals',
        href: 'https://angular.dev/guide/signals',
        domain: 'angular.dev',
        displayTitle: 'Signals guide',
        snippet:
          'A signal is a wrapper around a value that notifies interested consumers when that value changes.',
        spans: [signals],
      }),
      aCitation({
        id: 'tokyo',
        index: 2,
        title: '東京 – Wikipedia',
        url: 'https://ja.wikipedia.org/wiki/東京',
        href: 'https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC',
        domain: 'ja.wikipedia.org',
        displayTitle: '東京 – Wikipedia',
        spans: [tokyo],
      }),
      aCitation({
        id: 'hostile',
        index: 3,
        kind: 'unknown',
        title: '<img src=x onerror="alert(1)">',
        url: 'javascript:alert(1)',
        displayTitle: '<img src=x onerror="alert(1)">',
        snippet: '<script>alert(2)</script>',
        spans: [{ ...tokyo, claimStart: overlap.claimStart, claimEnd: overlap.claimEnd }],
      }),
      aCitation({
        id: 'emp-42',
        index: 4,
        kind: 'record',
        label: 'Jane Doe',
        recordId: 'EMP-42',
        displayTitle: 'Jane Doe',
        extra: { department: 'Platform', location: 'Berlin', skills: ['Angular', 'RxJS'] },
        spans: [zoneless],
      }),
      aCitation({
        id: 'unreferenced',
        index: 5,
        title: 'Zoneless guide',
        url: 'https://angular.dev/guide/zoneless',
        href: 'https://angular.dev/guide/zoneless',
        domain: 'angular.dev',
        displayTitle: 'Zoneless guide',
      }),
    ],
  };
}

/** The accessible name of an element from its content (what a screen reader announces). */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label;
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    node.childNodes.forEach(walk);
  };
  walk(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * Hand-built `href` values and what a component may bind for each: the serialised URL for an
 * absolute http(s) one, else nothing. Credentials in an http(s) URL are kept, as the library's
 * link rule (`toSafeHref`) keeps them: the browser, not the component, decides what to do with them.
 */
export const HREF_CASES: readonly { readonly href: string; readonly bound: string | null }[] = [
  { href: 'data:text/html,<script>alert(1)</script>', bound: null },
  { href: 'vbscript:msgbox(1)', bound: null },
  { href: 'file:///etc/passwd', bound: null },
  { href: 'blob:https://x.example/5f0c1d2e-3a4b-4c5d-8e9f-a0b1c2d3e4f5', bound: null },
  { href: '//evil.example', bound: null },
  { href: '/relative', bound: null },
  { href: 'relative', bound: null },
  { href: '  javascript:alert(1)', bound: null },
  { href: 'java\tscript:alert(1)', bound: null },
  { href: 'HTTPS://ok.example', bound: 'https://ok.example/' },
  { href: 'http://ok.example', bound: 'http://ok.example/' },
  { href: 'https://user:pw@host.example', bound: 'https://user:pw@host.example/' },
];

/** The links in `root`: elements a screen reader announces as links. */
export function links(root: Element): Element[] {
  return [...root.querySelectorAll('a[href], [role="link"]')];
}
