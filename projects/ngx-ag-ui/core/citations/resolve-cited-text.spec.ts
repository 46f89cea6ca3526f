import fc from 'fast-check';
import type { MessageCitation, CitationSpan, CitedText } from 'ngx-ag-ui/core/runtime';
import { renderCitationMarkers } from './render-citation-markers';
import { resolveCitedText } from './resolve-cited-text';

/** A citation as `bridgeCitationsState` attaches it (seed `index`, no display numbering yet). */
function entry(id: string, index: number, fields: Partial<MessageCitation> = {}): MessageCitation {
  const url = fields.url ?? `https://${id}.example/page`;
  return {
    id,
    index,
    kind: 'web',
    url,
    href: url,
    domain: `${id}.example`,
    displayTitle: fields.title ?? `${id}.example`,
    spans: [],
    provider: 'agui',
    ...fields,
  };
}

function span(fields: Partial<CitationSpan>): CitationSpan {
  return { markerOffset: 0, status: 'final', ...fields };
}

function view(cited: CitedText) {
  return cited.citations.map((c) => ({
    id: c.id,
    index: c.index,
    markers: c.spans.map((s) => s.markerOffset),
  }));
}

const A = entry('a', 1);
const B = entry('b', 2);
const C = entry('c', 3);

describe('resolveCitedText', () => {
  describe('rule 9: markers carried in the text', () => {
    it.each<[string, string, boolean, string, Record<string, number[]>]>([
      ['strips known markers', 'Paris.[^a] Rome.[^b]', false, 'Paris. Rome.', { a: [6], b: [12] }],
      ['adjacent markers share an offset', 'Paris.[^a][^b]', false, 'Paris.', { a: [6], b: [6] }],
      ['marker at offset 0', '[^a]Paris', false, 'Paris', { a: [0] }],
      ['keeps unknown markers literal when final', 'Paris.[^zz]', false, 'Paris.[^zz]', {}],
      ['hides unknown markers while streaming', 'Paris.[^zz] ok', true, 'Paris. ok', {}],
      ['hides a half-typed marker at the end while streaming', 'Paris.[^sig-', true, 'Paris.', {}],
      ['hides a bare caret opener while streaming', 'Paris.[^', true, 'Paris.', {}],
      ['hides a bare bracket while streaming', 'Paris [', true, 'Paris ', {}],
      ['keeps a half-typed marker when final', 'Paris.[^sig-', false, 'Paris.[^sig-', {}],
      [
        'leaves markers in inline code',
        'Use `x[^a]` here.[^a]',
        false,
        'Use `x[^a]` here.',
        { a: [17] },
      ],
      [
        'leaves markers in double-backtick code',
        'Use ``x`[^a]`` ok',
        false,
        'Use ``x`[^a]`` ok',
        {},
      ],
      [
        'leaves markers in fenced code',
        '```md\nnote[^a]\n```\nDone.[^a]',
        false,
        '```md\nnote[^a]\n```\nDone.',
        { a: [24] },
      ],
      [
        'leaves markers in an unclosed fence',
        'Text.[^a]\n~~~\ncode[^b]',
        false,
        'Text.\n~~~\ncode[^b]',
        { a: [5] },
      ],
      [
        'leaves a half-typed marker in an open fence while streaming',
        '```\n[^a',
        true,
        '```\n[^a',
        {},
      ],
      ['treats an unmatched backtick as literal while streaming', 'x `[^a', true, 'x `', {}],
      ['an unmatched backtick is literal', 'a ` b[^a]', false, 'a ` b', { a: [5] }],
      [
        'leaves footnote definitions alone',
        'Hi.[^a]\n[^a]: Paris',
        false,
        'Hi.\n[^a]: Paris',
        { a: [3] },
      ],
      ['emoji before a marker', '🚀 Launch.[^a]', false, '🚀 Launch.', { a: [10] }],
      [
        'CJK before a marker',
        '東京は日本の首都です。[^a]',
        false,
        '東京は日本の首都です。',
        { a: [11] },
      ],
    ])('%s', (_name, content, streaming, text, markers) => {
      const cited = resolveCitedText(content, [A, B], { streaming });
      expect(cited.text).toBe(text);
      const found = Object.fromEntries(
        cited.citations
          .filter((c) => c.spans.length > 0)
          .map((c) => [c.id, c.spans.map((s) => s.markerOffset)]),
      );
      expect(found).toEqual(markers);
    });

    it('reports unknown markers when final', () => {
      const cited = resolveCitedText('x[^zz]', [A]);
      expect(cited.diagnostics).toEqual([expect.objectContaining({ code: 'unknown-marker' })]);
      expect(resolveCitedText('x[^zz]', [A], { streaming: true }).diagnostics).toEqual([]);
    });

    it('shows a marker as soon as it resolves', () => {
      expect(resolveCitedText('Paris.[^a', [A], { streaming: true }).text).toBe('Paris.');
      expect(resolveCitedText('Paris.[^a]', [A], { streaming: true }).citations[0].spans).toEqual([
        { markerOffset: 6, status: 'final' },
      ]);
    });
  });

  describe('rule 7: numbering', () => {
    it('numbers by first appearance in the text, then unmarked sources by seed index', () => {
      const cited = resolveCitedText('One[^c]. Two[^a]. Three[^c].', [
        entry('u', 9),
        A,
        entry('v', 4),
        C,
      ]);
      expect(view(cited)).toEqual([
        { id: 'c', index: 1, markers: [3, 15] },
        { id: 'a', index: 2, markers: [8] },
        { id: 'v', index: 3, markers: [] },
        { id: 'u', index: 4, markers: [] },
      ]);
    });

    it('gives a source shared by two messages its own number in each', () => {
      expect(resolveCitedText('x[^b]', [A, B]).citations[0]).toMatchObject({ id: 'b', index: 1 });
      expect(resolveCitedText('x[^a][^b]', [A, B]).citations[1]).toMatchObject({
        id: 'b',
        index: 2,
      });
    });
  });

  describe('rule 6: source identity (dedup)', () => {
    it('merges two entries with the same URL (different #fragment) into one number', () => {
      const first = entry('x', 1, { url: 'https://en.wikipedia.org/wiki/Paris#History' });
      const second = entry('y', 2, {
        url: 'https://en.wikipedia.org/wiki/Paris#Geography',
        snippet: 'geo',
      });
      const cited = resolveCitedText('A[^y] B[^x]', [first, second]);
      expect(cited.citations).toHaveLength(1);
      expect(cited.citations[0]).toMatchObject({ index: 1, snippet: 'geo', url: first.url });
      expect(cited.citations[0].spans.map((s) => s.markerOffset)).toEqual([1, 3]);
    });

    it('merges entries without a URL by id', () => {
      const noUrl = { ...entry('k', 1), url: undefined, href: null, domain: null };
      expect(resolveCitedText('t', [noUrl, { ...noUrl, title: 'dup' }]).citations).toHaveLength(1);
    });
  });

  describe('B.2: markers in the text and offsets on the entries', () => {
    it('maps entry offsets (given on content as received) onto the stripped text', () => {
      const withClaim = entry('b', 2, {
        spans: [span({ markerOffset: 24, claimStart: 11, claimEnd: 24 })],
      });
      const cited = resolveCitedText('Paris.[^a] Rome is old.', [A, withClaim]);
      expect(cited.text).toBe('Paris. Rome is old.');
      expect(cited.citations[1].spans).toEqual([
        { markerOffset: 19, claimStart: 7, claimEnd: 19, status: 'final' },
      ]);
    });

    it('derives the marker of a claim-only entry (marker at the claim end) past trailing whitespace', () => {
      const claimOnly = entry('a', 1, {
        spans: [span({ markerOffset: 7, claimStart: 0, claimEnd: 7 })],
      });
      expect(resolveCitedText('Paris.  More', [claimOnly]).citations[0].spans).toEqual([
        { markerOffset: 6, claimStart: 0, claimEnd: 7, status: 'final' },
      ]);
    });

    it('moves an offset inside a removed marker to where the marker was', () => {
      const inside = entry('b', 2, { spans: [span({ markerOffset: 8 })] });
      expect(resolveCitedText('Paris.[^a] x', [A, inside]).citations[1].spans[0].markerOffset).toBe(
        6,
      );
    });

    it('treats an entry span at its own [^id] marker as the same occurrence, keeping the claim', () => {
      const claimed = entry('a', 1, {
        spans: [span({ markerOffset: 6, claimStart: 0, claimEnd: 6 })],
      });
      const cited = resolveCitedText('Paris.[^a]', [claimed]);
      expect(cited.citations[0].spans).toEqual([
        { markerOffset: 6, claimStart: 0, claimEnd: 6, status: 'final' },
      ]);
    });
  });

  describe('rule 2: invalid and out-of-range values', () => {
    it.each<[string, CitationSpan, boolean, CitationSpan[]]>([
      [
        'clamps a past-end marker when final',
        span({ markerOffset: 99 }),
        false,
        [span({ markerOffset: 5 })],
      ],
      [
        'keeps a past-end marker pending while streaming',
        span({ markerOffset: 99 }),
        true,
        [{ markerOffset: 5, status: 'pending' }],
      ],
      [
        'keeps a pending span pending while streaming',
        span({ markerOffset: 5, status: 'pending' }),
        true,
        [{ markerOffset: 5, status: 'pending' }],
      ],
      ['drops a negative marker', span({ markerOffset: -1 }), false, []],
      ['drops a fractional marker', span({ markerOffset: 1.5 }), false, []],
      [
        'drops a claim that starts past the end',
        span({ markerOffset: 2, claimStart: 7, claimEnd: 9 }),
        false,
        [span({ markerOffset: 2 })],
      ],
    ])('%s; the source stays listed', (_name, given, streaming, spans) => {
      const cited = resolveCitedText('Hello', [entry('a', 1, { spans: [given] })], { streaming });
      expect(cited.citations).toHaveLength(1);
      expect(cited.citations[0].spans).toEqual(spans);
    });
  });

  describe('bad input', () => {
    it('ignores citations that are not objects and content that is not a string', () => {
      const cited = resolveCitedText(
        42 as unknown as string,
        [null, 'x', A] as unknown as MessageCitation[],
      );
      expect(cited.text).toBe('');
      expect(cited.citations.map((c) => c.id)).toEqual(['a']);
    });

    it('lists a citation without an id under a derived id; no marker can name it', () => {
      const { id: _id, ...rest } = entry('n', 1);
      const cited = resolveCitedText('x[^n]', [rest as MessageCitation]);
      expect(cited.text).toBe('x[^n]');
      expect(cited.citations).toEqual([
        expect.objectContaining({ index: 1, spans: [], id: expect.stringMatching(/^src-/) }),
      ]);
    });

    it('recomputes href, domain and display title instead of trusting them', () => {
      const hostile = entry('h', 1, {
        url: 'JaVaScRiPt:alert(1)',
        href: 'javascript:alert(1)',
        domain: null,
        title: '<img src=x>',
      });
      expect(resolveCitedText('t', [hostile]).citations[0]).toMatchObject({
        href: null,
        displayTitle: '<img src=x>',
      });
    });
  });

  describe('properties', () => {
    const ids = ['a', 'b', 'c', 'sig-1'];
    const piece = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', ' ', '`', '\n', '[', ']', '^', '🚀', '日', '~') }),
      fc.constantFrom(...ids.map((id) => `[^${id}]`), '[^zz]', '```\n', '`'),
    );
    const content = fc.array(piece, { maxLength: 20 }).map((parts) => parts.join(''));
    const citations = fc.array(
      fc.record({
        id: fc.constantFrom(...ids),
        index: fc.integer({ min: 1, max: 5 }),
        url: fc.constantFrom(
          'https://a.example/',
          'https://a.example/#x',
          's3://b/c',
          'javascript:x',
        ),
        spans: fc.array(
          fc.record({
            markerOffset: fc.oneof(fc.integer({ min: -2, max: 60 }), fc.double()),
            claimStart: fc.integer({ min: -2, max: 60 }),
            claimEnd: fc.integer({ min: -2, max: 60 }),
            status: fc.constantFrom<'final' | 'pending'>('final', 'pending'),
          }),
          { maxLength: 2 },
        ),
      }),
      { maxLength: 5 },
    );

    it('never throws on arbitrary values', () => {
      fc.assert(
        fc.property(fc.anything(), fc.anything(), fc.anything(), (text, given, options) => {
          const cited = resolveCitedText(
            text as string,
            given as MessageCitation[],
            options as { streaming?: boolean },
          );
          expect(cited.citations.map((c) => c.index)).toEqual(
            cited.citations.map((_c, i) => i + 1),
          );
          expect(typeof renderCitationMarkers(cited)).toBe('string');
        }),
      );
    });

    it('never throws, keeps final markers inside the text, numbers 1..N, and renders reversibly', () => {
      fc.assert(
        fc.property(content, citations, fc.boolean(), (text, given, streaming) => {
          const cited = resolveCitedText(text, given as unknown as MessageCitation[], {
            streaming,
          });
          expect(cited.citations.map((c) => c.index)).toEqual(
            cited.citations.map((_c, i) => i + 1),
          );
          const finals = cited.citations.flatMap((c) =>
            c.spans
              .filter((s) => s.status === 'final')
              .map((s) => ({ offset: s.markerOffset, index: c.index })),
          );
          for (const { offset } of finals) {
            expect(offset).toBeGreaterThanOrEqual(0);
            expect(offset).toBeLessThanOrEqual(cited.text.length);
          }
          expect(removeInserted(renderCitationMarkers(cited), finals)).toBe(cited.text);
        }),
      );
    });
  });
});

/** Undoes `renderCitationMarkers` from the spans alone: removes `[n]…` at each marker offset. */
function removeInserted(
  rendered: string,
  finals: readonly { offset: number; index: number }[],
): string {
  const groups = new Map<number, Set<number>>();
  for (const { offset, index } of finals)
    groups.set(offset, (groups.get(offset) ?? new Set()).add(index));
  let result = rendered;
  for (const offset of [...groups.keys()].sort((a, b) => a - b)) {
    const inserted = [...(groups.get(offset) as Set<number>)]
      .sort((a, b) => a - b)
      .map((n) => `[${n}]`)
      .join('');
    expect(result.slice(offset, offset + inserted.length)).toBe(inserted);
    result = result.slice(0, offset) + result.slice(offset + inserted.length);
  }
  return result;
}
