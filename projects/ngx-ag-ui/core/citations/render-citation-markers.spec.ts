import type { Citation, CitationSpan, CitedText, MessageCitation } from 'ngx-ag-ui/core/runtime';
import { renderCitationMarkers } from './render-citation-markers';
import { resolveCitedText } from './resolve-cited-text';

function cited(text: string, spans: Record<number, readonly Partial<CitationSpan>[]>): CitedText {
  const citations = Object.entries(spans).map(([index, list]): Citation => ({
    id: `c${index}`,
    index: Number(index),
    kind: 'unknown',
    href: null,
    domain: null,
    displayTitle: `Source ${index}`,
    spans: list.map((span) => ({ markerOffset: 0, status: 'final', ...span })),
    provider: 'test',
  }));
  return { text, citations };
}

describe('renderCitationMarkers', () => {
  describe('rule 8: rendering', () => {
    it.each<[string, CitedText, string]>([
      [
        'inserts [n] at each marker',
        cited('Paris. Rome.', { 1: [{ markerOffset: 6 }], 2: [{ markerOffset: 12 }] }),
        'Paris.[1] Rome.[2]',
      ],
      [
        'several numbers at one offset, ascending, no separator',
        cited('Paris.', { 2: [{ markerOffset: 6 }], 1: [{ markerOffset: 6 }] }),
        'Paris.[1][2]',
      ],
      [
        'one number once per offset',
        cited('Paris.', { 1: [{ markerOffset: 6 }, { markerOffset: 6 }] }),
        'Paris.[1]',
      ],
      ['marker at offset 0', cited('Paris', { 1: [{ markerOffset: 0 }] }), '[1]Paris'],
      [
        'skips pending spans',
        cited('Paris', { 1: [{ markerOffset: 5, status: 'pending' }] }),
        'Paris',
      ],
      [
        'skips offsets outside the text',
        cited('Paris', { 1: [{ markerOffset: 9 }, { markerOffset: -1 }] }),
        'Paris',
      ],
      ['never splits a surrogate pair', cited('🚀!', { 1: [{ markerOffset: 1 }] }), '🚀[1]!'],
      [
        'no citations: the text unchanged',
        cited('([nodejs.org](https://nodejs.org))', {}),
        '([nodejs.org](https://nodejs.org))',
      ],
    ])('%s', (_name, input, expected) => {
      expect(renderCitationMarkers(input)).toBe(expected);
    });

    it('writes the same numbers resolveCitedText assigned', () => {
      const source = (id: string, index: number): MessageCitation => ({
        id,
        index,
        kind: 'web',
        url: `https://${id}.example/`,
        href: `https://${id}.example/`,
        domain: `${id}.example`,
        displayTitle: id,
        spans: [],
        provider: 'agui',
      });
      const result = resolveCitedText('B first[^b]. Then A[^a][^b].', [
        source('a', 1),
        source('b', 2),
      ]);
      expect(renderCitationMarkers(result)).toBe('B first[1]. Then A[1][2].');
    });

    it('never throws on malformed input', () => {
      expect(renderCitationMarkers(null as unknown as CitedText)).toBe('');
      expect(
        renderCitationMarkers({
          text: 'x',
          citations: [null, { index: 1 }],
        } as unknown as CitedText),
      ).toBe('x');
    });
  });
});
