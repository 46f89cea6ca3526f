import fc from 'fast-check';
import { expectWellFormedForAnyPayload } from '../adapter-spec.test-helpers';
import type { AblyAnnotation, AblyCitationData, AblyCitationsPayload } from './ably-annotations';
import { fromAblyAnnotations } from './from-ably-annotations';

const SERIAL = '01726585978590-001@e4sdzE4Bz7';
const TEXT = 'The Moon is about 384,400 km away. 🌕 It formed 4.5 billion years ago.';

function annotation(
  name: string,
  data: AblyCitationData | string,
  overrides: Partial<AblyAnnotation> = {},
): AblyAnnotation {
  return {
    action: 'annotation.create',
    clientId: 'research-agent',
    type: 'citations:multiple.v1',
    messageSerial: SERIAL,
    name,
    data,
    ...overrides,
  };
}

function payload(
  annotations: readonly AblyAnnotation[],
  extra: Partial<AblyCitationsPayload> = {},
): AblyCitationsPayload {
  return { message: { serial: SERIAL, text: TEXT }, annotations, ...extra };
}

const first = TEXT.indexOf('The Moon');
const firstEnd = TEXT.indexOf(' 🌕');
const second = TEXT.indexOf('It formed');

describe('fromAblyAnnotations', () => {
  it('reads citations:multiple.v1 annotations as claims with markers at their end (UTF-16)', () => {
    const cited = fromAblyAnnotations(
      payload([
        annotation('en.wikipedia.org', {
          url: 'https://en.wikipedia.org/wiki/Moon',
          title: 'Moon - Wikipedia',
          startOffset: first,
          endOffset: firstEnd,
          snippet: 'The Moon orbits at an average distance of 384,400 km.',
        }),
        annotation('nasa.gov', {
          url: 'https://www.nasa.gov/moon',
          title: 'Moon facts',
          startOffset: second,
          endOffset: TEXT.length,
        }),
      ]),
    );
    expect(cited.text).toBe(TEXT);
    expect(cited.diagnostics).toEqual([]);
    expect(cited.domainCounts).toBeUndefined();
    expect(cited.citations.map((c) => [c.index, c.domain, c.displayTitle, c.provider])).toEqual([
      [1, 'en.wikipedia.org', 'Moon - Wikipedia', 'ably'],
      [2, 'nasa.gov', 'Moon facts', 'ably'],
    ]);
    const [moon] = cited.citations[0].spans;
    expect(moon).toEqual({
      markerOffset: firstEnd,
      claimStart: first,
      claimEnd: firstEnd,
      status: 'final',
    });
    const [age] = cited.citations[1].spans;
    expect(TEXT.slice(age.claimStart, age.claimEnd)).toBe('It formed 4.5 billion years ago.');
  });

  it.each<[string, AblyCitationData]>([
    [
      'startOffset / endOffset / snippet',
      { startOffset: second, endOffset: TEXT.length, snippet: 'S' },
    ],
    [
      'startIndex / endIndex / citedText',
      { startIndex: second, endIndex: TEXT.length, citedText: 'S' },
    ],
    [
      'start_index / end_index / cited_text',
      { start_index: second, end_index: TEXT.length, cited_text: 'S' },
    ],
  ])('accepts the data spelling %s', (_name, data) => {
    const cited = fromAblyAnnotations(
      payload([annotation('nasa.gov', { url: 'https://nasa.gov/m', ...data })]),
    );
    expect(cited.citations[0].snippet).toBe('S');
    expect(cited.citations[0].spans[0]).toMatchObject({
      claimStart: second,
      claimEnd: TEXT.length,
    });
  });

  it.each<[string, Partial<AblyAnnotation>]>([
    ['another message serial', { messageSerial: 'other' }],
    ['another annotation type', { type: 'reactions:distinct.v1' }],
    ['a delete event', { action: 'annotation.delete' }],
    ['a summary action', { action: 'message.summary' }],
  ])('ignores %s', (_name, overrides) => {
    const cited = fromAblyAnnotations(
      payload([annotation('nasa.gov', { url: 'https://nasa.gov/' }, overrides)]),
    );
    expect(cited.citations).toEqual([]);
    expect(cited.diagnostics).toEqual([]);
  });

  it('accepts data sent as a JSON string and reports data it cannot read', () => {
    const cited = fromAblyAnnotations(
      payload([
        annotation(
          'nasa.gov',
          JSON.stringify({ url: 'https://nasa.gov/', startOffset: 0, endOffset: 3 }),
        ),
        annotation('bad.example', '{not json'),
        annotation('bad.example', 42 as unknown as string),
      ]),
    );
    expect(cited.citations.map((c) => c.domain)).toEqual(['nasa.gov']);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry', 'dropped-entry']);
  });

  it('turns a summary into per-domain counts with per-client counts, largest first', () => {
    const cited = fromAblyAnnotations(
      payload([annotation('en.wikipedia.org', { url: 'https://en.wikipedia.org/wiki/Moon' })], {
        summary: {
          'citations:multiple.v1': {
            'nasa.gov': {
              total: 2,
              clientIds: { 'research-agent': 2 },
              totalUnidentified: 0,
              totalClientIds: 1,
              clipped: false,
            },
            'en.wikipedia.org': {
              total: 3,
              clientIds: { 'research-agent': 2, 'fact-checker': 1 },
              totalUnidentified: 0,
              totalClientIds: 2,
              clipped: false,
            },
          },
        },
      }),
    );
    expect(cited.domainCounts).toEqual([
      {
        domain: 'en.wikipedia.org',
        count: 3,
        clientIds: { 'research-agent': 2, 'fact-checker': 1 },
      },
      { domain: 'nasa.gov', count: 2, clientIds: { 'research-agent': 2 } },
    ]);
  });

  it('shows a source that only appears in the summary with its domain', () => {
    const cited = fromAblyAnnotations(
      payload([], {
        summary: {
          'citations:multiple.v1': { 'esa.int': { total: 1, clientIds: { 'research-agent': 1 } } },
        },
      }),
    );
    expect(cited.citations).toEqual([
      expect.objectContaining({
        index: 1,
        domain: 'esa.int',
        displayTitle: 'esa.int',
        href: null,
        spans: [],
      }),
    ]);
    expect(cited.domainCounts).toEqual([
      { domain: 'esa.int', count: 1, clientIds: { 'research-agent': 1 } },
    ]);
  });

  it('names a site the same whether a summary, an annotation name or a link gives it', () => {
    const cited = fromAblyAnnotations(
      payload(
        [
          annotation('britannica.com', {
            url: 'https://www.britannica.com/science/Moon',
            startOffset: first,
            endOffset: firstEnd,
          }),
          annotation('WWW.NASA.gov', {
            title: 'NASA',
            startOffset: second,
            endOffset: TEXT.length,
          }),
        ],
        {
          summary: {
            'citations:multiple.v1': {
              'www.britannica.com': { total: 2 },
              'www.esa.int': { total: 1 },
            },
          },
        },
      ),
    );
    expect(cited.citations.map((c) => c.domain)).toEqual(['britannica.com', 'nasa.gov', 'esa.int']);
    expect(cited.domainCounts).toEqual([
      { domain: 'britannica.com', count: 2 },
      { domain: 'esa.int', count: 1 },
      { domain: 'nasa.gov', count: 1, clientIds: { 'research-agent': 1 } },
    ]);
  });

  it('counts names a stale summary does not have yet from the annotations', () => {
    const cited = fromAblyAnnotations(
      payload(
        [
          annotation('esa.int', { url: 'https://esa.int/a' }),
          annotation('esa.int', { url: 'https://esa.int/b' }, { clientId: 'fact-checker' }),
        ],
        { summary: { 'citations:multiple.v1': { 'nasa.gov': { total: 1 } } } },
      ),
    );
    expect(cited.domainCounts).toEqual([
      { domain: 'esa.int', count: 2, clientIds: { 'research-agent': 1, 'fact-checker': 1 } },
      { domain: 'nasa.gov', count: 1 },
    ]);
  });

  it('accepts the annotations object around the summary and reports unusable entries', () => {
    const cited = fromAblyAnnotations(
      payload([], {
        summary: {
          summary: {
            'citations:multiple.v1': { 'nasa.gov': { total: 'x' }, 'esa.int': { total: 1 } },
          },
        } as never,
      }),
    );
    expect(cited.domainCounts).toEqual([{ domain: 'esa.int', count: 1 }]);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry']);
  });

  it('uses a name that is not a hostname as the title of a source without URL', () => {
    const cited = fromAblyAnnotations(
      payload([annotation('Lunar Handbook (PDF)', { startOffset: 0, endOffset: 8 })]),
    );
    expect(cited.citations[0]).toMatchObject({
      title: 'Lunar Handbook (PDF)',
      domain: null,
      href: null,
    });
  });

  it('keeps source-document positions as locations and unknown data keys as extra', () => {
    const cited = fromAblyAnnotations(
      payload([
        annotation('Handbook', {
          citedText: 'x',
          documentIndex: 0,
          startCharIndex: 10,
          endCharIndex: 42,
          score: 0.9,
        }),
      ]),
    );
    expect(cited.citations[0].locations).toEqual([
      { kind: 'char', documentIndex: 0, start: 10, end: 42 },
    ]);
    expect(cited.citations[0].extra).toEqual({ score: 0.9 });
  });

  it('dedups the same URL cited twice with a different #fragment', () => {
    const cited = fromAblyAnnotations(
      payload([
        annotation('en.wikipedia.org', {
          url: 'https://en.wikipedia.org/wiki/Moon#Orbit',
          startOffset: first,
          endOffset: firstEnd,
        }),
        annotation('en.wikipedia.org', {
          url: 'https://en.wikipedia.org/wiki/Moon#Formation',
          startOffset: second,
          endOffset: TEXT.length,
        }),
      ]),
    );
    expect(cited.citations).toHaveLength(1);
    expect(cited.citations[0].spans).toHaveLength(2);
  });

  it('honours options.offsetUnit (the OpenAI guide passes code points through)', () => {
    const text = '🌕 Full moon tonight.';
    const cited = fromAblyAnnotations(
      {
        message: { serial: SERIAL, text },
        annotations: [
          annotation('nasa.gov', { url: 'https://nasa.gov/', startIndex: 2, endIndex: 20 }),
        ],
      },
      { offsetUnit: 'codepoint' },
    );
    const [span] = cited.citations[0].spans;
    expect(text.slice(span.claimStart, span.claimEnd)).toBe('Full moon tonight.');
  });

  it.each<[string, number, number, boolean, unknown[]]>([
    [
      'past-end end clamps when final',
      4,
      999,
      false,
      [{ markerOffset: TEXT.length, claimStart: 4, claimEnd: TEXT.length, status: 'final' }],
    ],
    [
      'past-end end is pending while streaming',
      4,
      999,
      true,
      [{ markerOffset: TEXT.length, status: 'pending' }],
    ],
    ['negative start gives no claim', -1, 5, false, []],
    ['fractional end gives no claim', 0, 2.5, false, []],
  ])('%s', (_name, startOffset, endOffset, streaming, spans) => {
    const cited = fromAblyAnnotations(
      payload([annotation('nasa.gov', { url: 'https://nasa.gov/', startOffset, endOffset })]),
      { streaming },
    );
    expect(cited.citations[0].spans).toEqual(spans);
  });

  it('reports a payload without a usable message instead of throwing', () => {
    const cited = fromAblyAnnotations({ message: null } as unknown as AblyCitationsPayload);
    expect(cited).toMatchObject({ text: '', citations: [] });
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['schema-violation', 'schema-violation']);
    expect(fromAblyAnnotations(undefined as unknown as AblyCitationsPayload).citations).toEqual([]);
  });

  it('never throws on random payloads and numbers its sources 1..N', () => {
    expectWellFormedForAnyPayload(
      fromAblyAnnotations,
      fc.record({
        message: fc.record({ serial: fc.constantFrom(SERIAL, 'x'), text: fc.string() }),
        annotations: fc.array(
          fc.record({
            action: fc.constantFrom('annotation.create', 'annotation.delete'),
            type: fc.constant('citations:multiple.v1'),
            messageSerial: fc.constantFrom(SERIAL, 'x'),
            name: fc.oneof(fc.domain(), fc.string()),
            data: fc.oneof(
              fc.anything(),
              fc.record({
                url: fc.webUrl(),
                startOffset: fc.integer({ min: -3, max: 90 }),
                end_index: fc.integer({ min: -3, max: 90 }),
              }),
            ),
          }),
        ),
        summary: fc.anything(),
      }),
    );
  });

  it('shows the domain of the link, not a name that claims another site', () => {
    const cited = fromAblyAnnotations({
      message: { serial: SERIAL, text: TEXT },
      annotations: [
        annotation('mybank.example', {
          url: 'https://evil.example/login',
          startOffset: 0,
          endOffset: 8,
        }),
      ],
    });
    expect(cited.citations.map((c) => [c.domain, c.href, c.displayTitle])).toEqual([
      ['evil.example', 'https://evil.example/login', 'evil.example'],
    ]);
  });

  it('drops an annotation whose data names no source', () => {
    const cited = fromAblyAnnotations({
      message: { serial: SERIAL, text: TEXT },
      annotations: [
        annotation(' ', { startOffset: 0, endOffset: 8 }),
        annotation('en.wikipedia.org', { url: 'https://en.wikipedia.org/wiki/Moon' }),
      ],
    });
    expect(cited.citations.map((c) => c.displayTitle)).toEqual(['en.wikipedia.org']);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry']);
  });
});
