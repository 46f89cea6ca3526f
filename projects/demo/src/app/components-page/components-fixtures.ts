import {
  buildCitedText,
  type MessageCitation,
  type CitationDomainCount,
  type CitationOccurrence,
  type CitedText,
  resolveCitedText,
} from 'ngx-ag-ui/core';

const ANSWER = [
  'Signals 🚦 are the reactive primitive of Angular: a computed signal recalculates only when a signal it reads changes.',
  '東京は日本の首都です。👩‍💻 Tokyo is also the largest metropolitan area in the world.',
  'Hover a marker, focus it with Tab, or tap it.',
].join('\n');

/** The claim `claim` (first occurrence) with the marker right after it. */
function claim(
  text: string,
  claimText: string,
): Pick<CitationOccurrence, 'claimStart' | 'claimEnd'> {
  const start = text.indexOf(claimText);
  return { claimStart: start, claimEnd: start + claimText.length };
}

/**
 * An answer with emoji and CJK text, two sources cited at one point (`[2][3]`), a hostile
 * source (`javascript:` URL, `<img onerror>` title), overlapping claims and an uncited source.
 */
export const DEMO_ANSWER: CitedText = buildCitedText(
  ANSWER,
  [
    {
      source: {
        url: 'https://angular.dev/guide/signals',
        title: 'Signals guide',
        snippet:
          'A signal is a wrapper around a value that notifies interested consumers when that value changes. ' +
          'Signals can contain any value, from primitives to complex data structures.',
      },
      ...claim(ANSWER, 'Signals 🚦 are the reactive primitive of Angular'),
    },
    {
      source: {
        url: 'https://angular.dev/guide/signals#computed-signals',
        title: 'Signals guide',
      },
      ...claim(ANSWER, 'a computed signal recalculates only when a signal it reads changes.'),
    },
    {
      source: {
        url: 'https://ja.wikipedia.org/wiki/東京',
        title: '東京 – Wikipedia',
        snippet: '東京は、日本の首都であり、関東地方に位置する。',
      },
      ...claim(ANSWER, '東京は日本の首都です。'),
    },
    {
      source: {
        id: 'hostile',
        url: 'javascript:alert(document.cookie)',
        title: '<img src=x onerror="alert(1)">',
        snippet: '<script>alert("snippets are data")</script>',
      },
      ...claim(ANSWER, 'の首都です。'),
    },
    {
      source: {
        url: 'https://en.wikipedia.org/wiki/Greater_Tokyo_Area',
        title: 'Greater Tokyo Area – Wikipedia',
        snippet: 'The Greater Tokyo Area is the most populous metropolitan area in the world.',
      },
      ...claim(ANSWER, 'Tokyo is also the largest metropolitan area in the world.'),
    },
    {
      source: {
        url: 'https://www.nasa.gov/',
        title: 'NASA',
        snippet: 'An uncited source: listed, never marked.',
      },
      sourceOnly: true,
    },
  ],
  { provider: 'agui' },
);

const PEOPLE = 'Your HR partner is Jane Doe and your manager is Kenji Sato.';

/** A Moveworks-style answer: friendly anchors (labels) with business-object fields in `extra`. */
export const DEMO_PEOPLE: CitedText = buildCitedText(
  PEOPLE,
  [
    {
      source: {
        id: 'EMP-1042',
        kind: 'record',
        label: 'Jane Doe',
        recordId: 'EMP-1042',
        title: 'Jane Doe – People directory',
        extra: {
          department: 'People Operations',
          location: 'Berlin',
          email: 'jane.doe@example.com',
        },
        identity: 'EMP-1042',
      },
      ...claim(PEOPLE, 'Jane Doe'),
    },
    {
      source: {
        id: 'EMP-2077',
        kind: 'record',
        label: 'Kenji Sato',
        recordId: 'EMP-2077',
        title: 'Kenji Sato – People directory',
        extra: { department: 'Platform', location: '東京', reports: 7 },
        identity: 'EMP-2077',
      },
      ...claim(PEOPLE, 'Kenji Sato'),
    },
  ],
  { provider: 'moveworks' },
);

/** Per-domain counts as an Ably `message.summary` reports them. */
export const DEMO_ABLY_COUNTS: readonly CitationDomainCount[] = [
  { domain: 'en.wikipedia.org', count: 3, clientIds: { 'research-agent': 3 } },
  { domain: 'nasa.gov', count: 2, clientIds: { 'research-agent': 2 } },
];

const STREAM_CONTENT =
  'Computed signals are lazy[^c1] and memoized.[^c1] Effects run after rendering[^c2], ' +
  'and linkedSignal keeps a writable value in sync with a source.[^c3]';

const STREAM_CITATIONS: readonly MessageCitation[] = [
  streamSource('c1', 'Computed signals', 'https://angular.dev/api/core/computed'),
  streamSource('c2', 'Effects', 'https://angular.dev/api/core/effect'),
  streamSource('c3', 'linkedSignal', 'https://angular.dev/api/core/linkedSignal'),
];

function streamSource(id: string, title: string, url: string): MessageCitation {
  return {
    id,
    index: 0,
    kind: 'web',
    title,
    url,
    href: url,
    domain: 'angular.dev',
    displayTitle: title,
    spans: [],
    provider: 'agui',
  };
}

/** The streaming answer after `length` characters, resolved as the store would resolve it. */
export function demoStreamAt(length: number): CitedText {
  const done = length >= STREAM_CONTENT.length;
  return resolveCitedText(STREAM_CONTENT.slice(0, length), STREAM_CITATIONS, { streaming: !done });
}

/** Length of the whole streaming answer. */
export const DEMO_STREAM_LENGTH = STREAM_CONTENT.length;
