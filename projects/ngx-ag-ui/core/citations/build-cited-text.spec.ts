import fc from 'fast-check';
import type { CitationOccurrence } from './citation-occurrence';
import { buildCitedText } from './build-cited-text';
import { renderCitationMarkers } from './render-citation-markers';

const WIKI = 'https://en.wikipedia.org/wiki/Paris';
const NASA = 'https://www.nasa.gov/moon';

function build(text: string, occurrences: readonly CitationOccurrence[], streaming = false) {
  return buildCitedText(text, occurrences, { provider: 'test', streaming });
}

function markers(text: string, occurrences: readonly CitationOccurrence[], streaming = false) {
  return build(text, occurrences, streaming).citations.flatMap((c) =>
    c.spans.map((s) => ({ index: c.index, offset: s.markerOffset, status: s.status })),
  );
}

describe('buildCitedText', () => {
  describe('rule 1: one normalised unit (UTF-16)', () => {
    it('moves a marker that falls between surrogate halves past the pair', () => {
      expect(markers('🚀 go', [{ source: { url: WIKI }, marker: 1 }])).toEqual([
        { index: 1, offset: 2, status: 'final' },
      ]);
    });

    it('never leaves a claim end inside a surrogate pair', () => {
      const [citation] = build('a🚀b', [
        { source: { url: WIKI }, claimStart: 0, claimEnd: 2 },
      ]).citations;
      expect(citation.spans[0]).toMatchObject({ claimStart: 0, claimEnd: 3, markerOffset: 3 });
    });
  });

  describe('rule 2: invalid and out-of-range values', () => {
    const text = 'Paris is the capital of France.';
    it.each<[string, CitationOccurrence, boolean, unknown]>([
      ['negative marker: no marker', { source: { url: WIKI }, marker: -1 }, false, []],
      ['fractional marker: no marker', { source: { url: WIKI }, marker: 2.5 }, false, []],
      ['NaN marker: no marker', { source: { url: WIKI }, marker: Number.NaN }, false, []],
      ['invalid verdict: no marker', { source: { url: WIKI }, marker: 'invalid' }, false, []],
      [
        'past-end marker clamps when final',
        { source: { url: WIKI }, marker: 99 },
        false,
        [{ markerOffset: 31, status: 'final' }],
      ],
      [
        'beyond verdict clamps when final',
        { source: { url: WIKI }, marker: 'beyond' },
        false,
        [{ markerOffset: 31, status: 'final' }],
      ],
      [
        'past-end marker is pending while streaming',
        { source: { url: WIKI }, marker: 99 },
        true,
        [{ markerOffset: 31, status: 'pending' }],
      ],
      [
        'past-end claim end clamps when final',
        { source: { url: WIKI }, claimStart: 24, claimEnd: 80 },
        false,
        [{ claimStart: 24, claimEnd: 31, markerOffset: 31, status: 'final' }],
      ],
      [
        'past-end claim end is pending while streaming',
        { source: { url: WIKI }, claimStart: 24, claimEnd: 80 },
        true,
        [{ markerOffset: 31, status: 'pending' }],
      ],
      [
        'claim starting past the end is dropped',
        { source: { url: WIKI }, claimStart: 40, claimEnd: 80 },
        false,
        [],
      ],
      [
        'claim at the end collapses and is dropped',
        { source: { url: WIKI }, claimStart: 31, claimEnd: 90 },
        false,
        [],
      ],
      [
        'reversed claim is dropped',
        { source: { url: WIKI }, claimStart: 10, claimEnd: 5 },
        false,
        [],
      ],
      [
        'negative claim start gives no claim',
        { source: { url: WIKI }, claimStart: -3, claimEnd: 5 },
        false,
        [],
      ],
      ['half a claim gives no claim', { source: { url: WIKI }, claimStart: 3 }, false, []],
    ])('%s; the source stays listed', (_name, occurrence, streaming, spans) => {
      const cited = build(text, [occurrence], streaming);
      expect(cited.citations).toHaveLength(1);
      expect(cited.citations[0].spans).toEqual(spans);
    });

    it('explains what it dropped or clamped in diagnostics', () => {
      const cited = build(text, [
        { source: { url: WIKI }, marker: -1 },
        { source: { url: NASA }, marker: 99 },
      ]);
      expect(cited.diagnostics?.map((d) => d.code)).toEqual(['invalid-offset', 'offset-clamped']);
      expect(cited.diagnostics?.[0].message).toContain('occurrence 0');
    });

    it('has no diagnostics when everything is used as given', () => {
      expect(build(text, [{ source: { url: WIKI }, marker: 5 }]).diagnostics).toEqual([]);
    });
  });

  describe('rule 3: marker position', () => {
    const text = 'Paris is the capital.   Next.';
    it.each<[string, CitationOccurrence, number[]]>([
      [
        'explicit marker wins over the claim',
        { source: { title: 'A source' }, marker: 3, claimStart: 0, claimEnd: 21 },
        [3],
      ],
      [
        'derived at the claim end',
        { source: { title: 'A source' }, claimStart: 0, claimEnd: 21 },
        [21],
      ],
      [
        'derived marker moves left past whitespace',
        { source: { title: 'A source' }, claimStart: 0, claimEnd: 24 },
        [21],
      ],
      [
        'never before the claim start',
        { source: { title: 'A source' }, claimStart: 22, claimEnd: 24 },
        [22],
      ],
      [
        'no valid claim, no marker',
        { source: { title: 'A source' }, claimStart: 5, claimEnd: 2 },
        [],
      ],
      [
        'an invalid explicit marker is not replaced by a derived one',
        { source: { title: 'A source' }, marker: -1, claimStart: 0, claimEnd: 5 },
        [],
      ],
      ['marker at offset 0', { source: { title: 'A source' }, marker: 0 }, [0]],
      ['marker at the end', { source: { title: 'A source' }, marker: 29 }, [29]],
    ])('%s', (_name, occurrence, offsets) => {
      expect(markers(text, [occurrence]).map((m) => m.offset)).toEqual(offsets);
    });

    it('keeps overlapping claims as separate spans', () => {
      const cited = build('Alpha beta gamma.', [
        { source: { url: WIKI }, claimStart: 0, claimEnd: 10 },
        { source: { url: NASA }, claimStart: 6, claimEnd: 16 },
      ]);
      expect(cited.citations.map((c) => [c.spans[0].claimStart, c.spans[0].claimEnd])).toEqual([
        [0, 10],
        [6, 16],
      ]);
    });

    it('marks sourceOnly occurrences with no span', () => {
      expect(
        build('Hi.', [{ source: { url: WIKI }, sourceOnly: true, marker: 1 }]).citations[0].spans,
      ).toEqual([]);
    });
  });

  describe('rule 4: claims given as blocks', () => {
    it('claims the block range and keeps source locations raw, never as response offsets', () => {
      const blocks = [
        'According to the docs, ',
        'the grass is green ',
        'and ',
        'the sky is blue',
        '.',
      ];
      const text = blocks.join('');
      const start = blocks[0].length;
      const cited = build(text, [
        {
          source: {
            identity: 'doc-0',
            title: 'Guide',
            locations: [{ kind: 'char', documentIndex: 0, start: 900, end: 950 }],
          },
          claimStart: start,
          claimEnd: start + blocks[1].length,
        },
      ]);
      expect(cited.citations[0].spans).toEqual([
        { markerOffset: 41, claimStart: 23, claimEnd: 42, status: 'final' },
      ]);
      expect(cited.citations[0].locations).toEqual([
        { kind: 'char', documentIndex: 0, start: 900, end: 950 },
      ]);
    });
  });

  describe('rule 5: re-anchoring on the claim text', () => {
    const text = 'The sky is blue. The grass is green. The sky is blue.';
    it.each<[string, CitationOccurrence, [number, number] | undefined]>([
      [
        'keeps a claim whose slice matches',
        {
          source: { title: 'A source' },
          claimStart: 17,
          claimEnd: 36,
          anchorText: 'The grass is green.',
        },
        [17, 36],
      ],
      [
        'fixes an inclusive end',
        {
          source: { title: 'A source' },
          claimStart: 17,
          claimEnd: 35,
          anchorText: 'The grass is green.',
        },
        [17, 36],
      ],
      [
        'moves to the nearest occurrence',
        { source: { title: 'A source' }, claimStart: 40, claimEnd: 44, anchorText: 'sky' },
        [41, 44],
      ],
      [
        'earlier occurrence wins a tie',
        { source: { title: 'A source' }, claimStart: 6, claimEnd: 9, anchorText: 'is' },
        [8, 10],
      ],
      [
        'keeps the converted offsets when the text never occurs',
        { source: { title: 'A source' }, claimStart: 4, claimEnd: 7, anchorText: 'moon' },
        [4, 7],
      ],
      [
        'repairs a past-end claim when final',
        { source: { title: 'A source' }, claimStart: 90, claimEnd: 99, anchorText: 'grass' },
        [21, 26],
      ],
    ])('%s', (_name, occurrence, claim) => {
      const span = build(text, [occurrence]).citations[0].spans[0];
      expect(span ? [span.claimStart, span.claimEnd] : undefined).toEqual(claim);
    });

    it('reports a re-anchored claim', () => {
      const cited = build(text, [
        {
          source: { title: 'A source' },
          claimStart: 17,
          claimEnd: 35,
          anchorText: 'The grass is green.',
        },
      ]);
      expect(cited.diagnostics?.map((d) => d.code)).toEqual(['re-anchored']);
    });

    it('searches only a window around the given offset, not the whole text', () => {
      const far = `grass${' '.repeat(20_000)}The lawn is green.`;
      const start = far.indexOf('The lawn');
      const span = build(far, [
        {
          source: { title: 'A source' },
          claimStart: start,
          claimEnd: start + 5,
          anchorText: 'grass',
        },
      ]).citations[0].spans[0];
      expect([span.claimStart, span.claimEnd]).toEqual([start, start + 5]);
    });

    it('re-anchors near the offset in a long text', () => {
      const long = `grass${' '.repeat(20_000)}The grass is green.`;
      const near = long.indexOf('grass is');
      const span = build(long, [
        {
          source: { title: 'A source' },
          claimStart: near - 4,
          claimEnd: near + 1,
          anchorText: 'grass',
        },
      ]).citations[0].spans[0];
      expect([span.claimStart, span.claimEnd]).toEqual([near, near + 5]);
    });
  });

  describe('rule 6: source identity (dedup)', () => {
    it.each<[string, CitationOccurrence['source'][], number]>([
      ['same URL twice', [{ url: WIKI }, { url: WIKI }], 1],
      [
        'same URL with a different #fragment',
        [{ url: `${WIKI}#History` }, { url: `${WIKI}#Geography` }],
        1,
      ],
      [
        'case of scheme and host does not matter',
        [{ url: 'HTTPS://EN.Wikipedia.org/wiki/Paris' }, { url: WIKI }],
        1,
      ],
      ['query strings are significant', [{ url: `${WIKI}?a=1` }, { url: WIKI }], 2],
      [
        'tracking parameters are not stripped',
        [{ url: `${WIKI}?utm_source=openai` }, { url: WIKI }],
        2,
      ],
      [
        'other URLs by the exact trimmed string',
        [{ url: ' s3://bucket/a.pdf ' }, { url: 's3://bucket/a.pdf' }],
        1,
      ],
      [
        'other URLs are case-sensitive',
        [{ url: 's3://bucket/A.pdf' }, { url: 's3://bucket/a.pdf' }],
        2,
      ],
      [
        'without a URL, by provider identity',
        [{ identity: 'doc-0' }, { identity: 'doc-0', title: 'B' }],
        1,
      ],
      ['without URL or identity, by id', [{ id: 'x' }, { id: 'x' }], 1],
      ['no key at all: one source per occurrence', [{ title: 'A' }, { title: 'A' }], 2],
    ])('%s', (_name, sources, count) => {
      expect(
        build(
          'text',
          sources.map((source) => ({ source })),
        ).citations,
      ).toHaveLength(count);
    });

    it('takes each field from the first non-empty value in payload order and accumulates spans', () => {
      const cited = build('One. Two.', [
        { source: { url: WIKI, title: '  ', snippet: 'first' }, marker: 4 },
        {
          source: {
            url: `${WIKI}#x`,
            title: 'Paris',
            snippet: 'second',
            locations: [{ kind: 'page', start: 1, end: 2 }],
          },
          marker: 9,
        },
      ]);
      expect(cited.citations).toHaveLength(1);
      expect(cited.citations[0]).toMatchObject({ title: 'Paris', snippet: 'first', url: WIKI });
      expect(cited.citations[0].spans.map((s) => s.markerOffset)).toEqual([4, 9]);
      expect(cited.citations[0].locations).toEqual([{ kind: 'page', start: 1, end: 2 }]);
    });

    it('collapses identical spans of merged sources into one (rule 6 dedup)', () => {
      const text = 'The parks are free. Open all year.';
      const cited = build(text, [
        { source: { url: WIKI, title: 'Parks' }, claimStart: 0, claimEnd: 19, citedText: 'free' },
        { source: { url: `${WIKI}#copy` }, claimStart: 0, claimEnd: 19, citedText: 'gratis' },
        { source: { url: NASA }, claimStart: 0, claimEnd: 19 },
      ]);
      expect(cited.citations.map((c) => c.spans)).toEqual([
        [{ markerOffset: 19, claimStart: 0, claimEnd: 19, citedText: 'free', status: 'final' }],
        [{ markerOffset: 19, claimStart: 0, claimEnd: 19, status: 'final' }],
      ]);
      expect(renderCitationMarkers(cited)).toBe('The parks are free.[1][2] Open all year.');
    });

    it('fills a collapsed span with the first citedText and confidence of its duplicates', () => {
      const cited = build('Alpha beta.', [
        { source: { identity: 'doc-0' }, marker: 11, confidence: 0.4 },
        { source: { identity: 'doc-0' }, marker: 11, citedText: 'beta', confidence: 0.9 },
        { source: { identity: 'doc-0' }, marker: 11, citedText: 'alpha' },
      ]);
      expect(cited.citations[0].spans).toEqual([
        { markerOffset: 11, citedText: 'beta', confidence: 0.4, status: 'final' },
      ]);
    });

    it('keeps spans of one source that differ in claim, marker or status, and pending ones', () => {
      const cited = build(
        'Alpha beta.',
        [
          { source: { url: WIKI }, claimStart: 0, claimEnd: 11 },
          { source: { url: WIKI }, claimStart: 6, claimEnd: 11 },
          { source: { url: WIKI }, marker: 11 },
          { source: { url: WIKI }, marker: 5 },
          { source: { url: WIKI }, marker: 'beyond' },
          { source: { url: WIKI }, claimStart: 6, claimEnd: 'beyond' },
        ],
        true,
      );
      expect(
        cited.citations[0].spans.map((s) => [s.markerOffset, s.claimStart, s.claimEnd, s.status]),
      ).toEqual([
        [5, undefined, undefined, 'final'],
        [11, 0, 11, 'final'],
        [11, 6, 11, 'final'],
        [11, undefined, undefined, 'final'],
        [11, undefined, undefined, 'pending'],
        [11, undefined, undefined, 'pending'],
      ]);
    });

    it('gives unique ids within the message', () => {
      const cited = build('text', [
        { source: { id: 'a', url: WIKI } },
        { source: { id: 'a', url: NASA } },
        { source: { title: 'no id' } },
      ]);
      const ids = cited.citations.map((c) => c.id);
      expect(ids.slice(0, 2)).toEqual(['a', 'a-2']);
      expect(new Set(ids).size).toBe(3);
    });

    it('derives the same id for the same source every time', () => {
      const once = build('t', [{ source: { url: WIKI } }]).citations[0].id;
      expect(build('t', [{ source: { url: `${WIKI}#frag` } }]).citations[0].id).toBe(once);
      expect(once).toMatch(/^src-[0-9a-z]+$/);
    });
  });

  describe('rule 7: numbering', () => {
    it('numbers marked sources by earliest marker, then unmarked ones in payload order', () => {
      const cited = build('0123456789', [
        { source: { url: 'https://a.example/' } },
        { source: { url: 'https://b.example/' }, marker: 8 },
        { source: { url: 'https://c.example/' }, marker: 2 },
        { source: { url: 'https://d.example/' } },
        { source: { url: 'https://b.example/' }, marker: 1 },
      ]);
      expect(cited.citations.map((c) => [c.index, c.domain])).toEqual([
        [1, 'b.example'],
        [2, 'c.example'],
        [3, 'a.example'],
        [4, 'd.example'],
      ]);
    });

    it('breaks a tie at one offset by payload order', () => {
      const cited = build('0123', [
        { source: { url: 'https://b.example/' }, marker: 2 },
        { source: { url: 'https://a.example/' }, marker: 2 },
      ]);
      expect(cited.citations.map((c) => c.domain)).toEqual(['b.example', 'a.example']);
    });

    it('orders unmarked sources by sortKey when given, then the rest in payload order', () => {
      const cited = build('t', [
        { source: { url: 'https://x.example/' } },
        { source: { url: 'https://c.example/' }, sortKey: 3 },
        { source: { url: 'https://a.example/' }, sortKey: 1 },
      ]);
      expect(cited.citations.map((c) => c.domain)).toEqual(['a.example', 'c.example', 'x.example']);
    });

    it('numbers pending sources after the final markers', () => {
      const cited = build(
        '0123',
        [
          { source: { url: 'https://p.example/' }, marker: 'beyond' },
          { source: { url: 'https://f.example/' }, marker: 3 },
          { source: { url: 'https://u.example/' } },
        ],
        true,
      );
      expect(cited.citations.map((c) => c.domain)).toEqual(['f.example', 'p.example', 'u.example']);
    });
  });

  describe('rule 10: link safety', () => {
    it.each([
      ['javascript:alert(1)'],
      ['JaVaScRiPt:alert(1)'],
      ['java\tscript:alert(1)'],
      ['data:text/html,<b>x</b>'],
      ['/relative/path'],
      ['//example.com/x'],
      ['s3://bucket/key.pdf'],
    ])('gives %p no href, no domain and kind unknown', (url) => {
      const [citation] = build('t', [{ source: { url } }]).citations;
      expect(citation).toMatchObject({ url, href: null, domain: null, kind: 'unknown' });
    });

    it('serialises http(s) URLs and strips www. from the domain', () => {
      const [citation] = build('t', [{ source: { url: ' https://www.NASA.gov/moon ' } }]).citations;
      expect(citation).toMatchObject({
        href: 'https://www.nasa.gov/moon',
        domain: 'nasa.gov',
        kind: 'web',
      });
    });

    it('takes the domain from the link, never from a given domain', () => {
      const cited = build('t', [
        { source: { url: 'https://evil.example/login', domain: 'mybank.example' } },
        { source: { url: 'https://www.nasa.gov/moon', domain: null } },
      ]);
      expect(cited.citations.map((c) => [c.domain, c.displayTitle])).toEqual([
        ['evil.example', 'evil.example'],
        ['nasa.gov', 'nasa.gov'],
      ]);
    });

    it('uses a given domain when there is no http(s) link', () => {
      const cited = build('t', [
        { source: { domain: 'uefa.com', identity: 'a' } },
        { source: { url: 's3://bucket/a.pdf', domain: 'docs.example' } },
      ]);
      expect(cited.citations.map((c) => c.domain)).toEqual(['uefa.com', 'docs.example']);
    });

    it('writes a given domain as a link to that site writes it', () => {
      const redirect = 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/abc';
      const cited = build('t', [
        { source: { domain: ' WWW.UEFA.com ', identity: 'a' } },
        { source: { url: redirect, domain: 'www.nasa.gov.' } },
        { source: { domain: 'Team wiki', identity: 'b' } },
      ]);
      expect(cited.citations.map((c) => c.domain)).toEqual(['uefa.com', 'nasa.gov', 'Team wiki']);
    });

    it('uses an explicit domain (even null) for a redirect link that hides the site', () => {
      const redirect = 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/abc';
      const cited = build('t', [
        { source: { url: redirect, domain: 'uefa.com' } },
        { source: { url: `${redirect}2`, domain: null } },
      ]);
      expect(cited.citations.map((c) => c.domain)).toEqual(['uefa.com', null]);
    });

    it('keeps a given kind', () => {
      expect(build('t', [{ source: { url: WIKI, kind: 'document' } }]).citations[0].kind).toBe(
        'document',
      );
    });
  });

  describe('rule 11: display title', () => {
    it.each<[string, CitationOccurrence['source'], string]>([
      ['title first', { title: ' Paris ', label: 'L', url: WIKI }, 'Paris'],
      ['then label', { title: ' ', label: 'example', url: WIKI }, 'example'],
      ['then domain', { url: WIKI }, 'en.wikipedia.org'],
      ['then url', { url: 's3://bucket/a.pdf' }, 's3://bucket/a.pdf'],
      ['else Source n', { identity: 'doc-1' }, 'Source 1'],
      [
        'markup stays literal',
        { title: '<img src=x onerror=alert(1)>' },
        '<img src=x onerror=alert(1)>',
      ],
    ])('%s', (_name, source, title) => {
      expect(build('t', [{ source }]).citations[0].displayTitle).toBe(title);
    });

    it('keeps very long snippets whole', () => {
      const snippet = 'x'.repeat(50_000);
      expect(build('t', [{ source: { snippet } }]).citations[0].snippet).toHaveLength(50_000);
    });
  });

  describe('bad input', () => {
    it('drops occurrences that are not objects, with a diagnostic', () => {
      const cited = build('t', [
        null,
        3,
        'x',
        { source: { url: WIKI } },
      ] as unknown as CitationOccurrence[]);
      expect(cited.citations).toHaveLength(1);
      expect(cited.diagnostics?.filter((d) => d.code === 'dropped-entry')).toHaveLength(3);
    });

    it('drops an occurrence whose source names nothing, with a diagnostic', () => {
      const cited = build('Cited.', [
        { source: { kind: 'web', providerType: 'url_citation' }, claimStart: 0, claimEnd: 6 },
        { source: { url: WIKI }, claimStart: 0, claimEnd: 6 },
        { source: { title: '  ', extra: { a: 1 } }, marker: 3 },
      ]);
      expect(cited.citations.map((c) => c.displayTitle)).toEqual(['en.wikipedia.org']);
      expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry', 'dropped-entry']);
    });

    it('ignores fields of the wrong type', () => {
      const source = {
        identity: 'doc-1',
        url: 42,
        title: { x: 1 },
        kind: 'bogus',
        locations: 'no',
        extra: [],
      } as unknown as CitationOccurrence['source'];
      const [citation] = build('t', [
        { source, confidence: Number.NaN, citedText: 7 } as unknown as CitationOccurrence,
      ]).citations;
      expect(citation).toEqual({
        id: citation.id,
        index: 1,
        kind: 'unknown',
        href: null,
        domain: null,
        displayTitle: 'Source 1',
        spans: [],
        provider: 'test',
      });
    });

    it('never throws and keeps every final marker inside the text', () => {
      fc.assert(
        fc.property(
          fc.string(),
          fc.array(fc.anything()),
          fc.boolean(),
          (text, occurrences, streaming) => {
            const cited = buildCitedText(text, occurrences as CitationOccurrence[], {
              provider: 'fuzz',
              streaming,
            });
            expect(cited.citations.map((c) => c.index)).toEqual(
              cited.citations.map((_c, i) => i + 1),
            );
            for (const span of cited.citations.flatMap((c) => c.spans)) {
              expect(span.markerOffset).toBeGreaterThanOrEqual(0);
              expect(span.markerOffset).toBeLessThanOrEqual(text.length);
            }
          },
        ),
      );
    });

    it('never throws on structured random occurrences', () => {
      const offset = fc.oneof(
        fc.integer({ min: -5, max: 60 }),
        fc.double(),
        fc.constantFrom<'beyond' | 'invalid'>('beyond', 'invalid'),
      );
      const occurrence = fc.record(
        {
          source: fc.record(
            { url: fc.oneof(fc.webUrl(), fc.string()), id: fc.string(), title: fc.string() },
            { requiredKeys: [] },
          ),
          marker: offset,
          claimStart: offset,
          claimEnd: offset,
          anchorText: fc.string(),
          sortKey: fc.integer(),
        },
        { requiredKeys: ['source'] },
      );
      fc.assert(
        fc.property(
          fc.string({ maxLength: 50 }),
          fc.array(occurrence),
          fc.boolean(),
          (text, occurrences, streaming) => {
            const cited = buildCitedText(text, occurrences, { provider: 'fuzz', streaming });
            for (const span of cited.citations.flatMap((c) => c.spans)) {
              expect(span.markerOffset).toBeLessThanOrEqual(text.length);
              if (span.claimStart !== undefined)
                expect(span.claimStart).toBeLessThan(span.claimEnd as number);
            }
          },
        ),
      );
    });
  });
});
