import type { ThreadMessage } from '../thread/agent-thread';
import { bridgeCitationsState } from './bridge-citations-state';

const messages: readonly ThreadMessage[] = [
  { id: 'u1', role: 'user', content: 'Refunds?' },
  { id: 'm1', role: 'assistant', content: 'Within 30 days [^c1].' },
  { id: 'm2', role: 'assistant', content: 'Anything else?' },
];

describe('bridgeCitationsState', () => {
  describe('seed rules', () => {
    it('matches citations to messages by id, not by order', () => {
      const state = { citations: { m2: ['https://b.example'], m1: ['https://a.example'] } };
      const bridged = bridgeCitationsState({ state }, messages);
      expect(bridged[1].citations?.map((c) => c.url)).toEqual(['https://a.example']);
      expect(bridged[2].citations?.map((c) => c.url)).toEqual(['https://b.example']);
      expect(bridged[0]).toBe(messages[0]);
    });

    it('normalises an object entry with the seed fields into a Citation', () => {
      const state = {
        citations: {
          m1: [
            {
              id: 'refunds',
              index: 3,
              title: 'Refund policy',
              url: 'https://www.shop.example/refunds',
              snippet: '30 days',
              extra: { score: 0.9 },
            },
          ],
        },
      };
      expect(bridgeCitationsState({ state }, messages)[1].citations).toEqual([
        {
          id: 'refunds',
          index: 3,
          kind: 'web',
          title: 'Refund policy',
          url: 'https://www.shop.example/refunds',
          href: 'https://www.shop.example/refunds',
          domain: 'shop.example',
          snippet: '30 days',
          displayTitle: 'Refund policy',
          spans: [],
          provider: 'agui',
          extra: { score: 0.9 },
        },
      ]);
    });

    it('reads the field aliases (refId, name, href, source, content, excerpt, friendly_id, record_id)', () => {
      const state = {
        citations: {
          m1: [
            { refId: 'r1', name: 'Named', href: 'https://h.example/', content: 'from content' },
            {
              source: 'https://s.example/',
              excerpt: 'from excerpt',
              friendly_id: 'Ada',
              record_id: 'rec-7',
            },
          ],
        },
      };
      const [first, second] = bridgeCitationsState({ state }, messages)[1].citations ?? [];
      expect(first).toMatchObject({
        id: 'r1',
        title: 'Named',
        url: 'https://h.example/',
        snippet: 'from content',
      });
      expect(second).toMatchObject({
        id: 'c2',
        index: 2,
        url: 'https://s.example/',
        snippet: 'from excerpt',
        label: 'Ada',
        recordId: 'rec-7',
      });
      expect(second.displayTitle).toBe('Ada');
    });

    it('takes a string entry as a URL with a c{n} id and its position as index', () => {
      const state = { citations: { m1: ['https://example.com/refunds'] } };
      expect(bridgeCitationsState({ state }, messages)[1].citations?.[0]).toMatchObject({
        id: 'c1',
        index: 1,
        url: 'https://example.com/refunds',
        href: 'https://example.com/refunds',
        domain: 'example.com',
        displayTitle: 'example.com',
      });
    });

    it('drops blank strings and entries that are neither strings nor objects, counting their positions', () => {
      const state = {
        citations: {
          m1: [' ', 42, null, ['x'], 'https://a.example/', { url: 'https://b.example/' }],
        },
      };
      const citations = bridgeCitationsState({ state }, messages)[1].citations ?? [];
      expect(citations.map((c) => [c.id, c.index])).toEqual([
        ['c5', 5],
        ['c6', 6],
      ]);
    });

    it('keeps extra only when it is a plain object', () => {
      const state = {
        citations: {
          m1: [
            { url: 'https://a.example/', extra: ['not', 'an', 'object'] },
            { url: 'https://b.example/', extra: 'x' },
          ],
        },
      };
      const citations = bridgeCitationsState({ state }, messages)[1].citations ?? [];
      expect(citations.every((c) => c.extra === undefined)).toBe(true);
    });

    it('turns start/end into a claim and offset into a marker, in UTF-16', () => {
      const state = {
        citations: {
          m1: [
            { url: 'https://a.example/', start: 0, end: 14 },
            { url: 'https://b.example/', offset: 3 },
            { url: 'https://c.example/', start: 5, end: 2, offset: -1 },
          ],
        },
      };
      const citations = bridgeCitationsState({ state }, messages)[1].citations ?? [];
      expect(citations.map((c) => c.spans)).toEqual([
        [{ markerOffset: 14, claimStart: 0, claimEnd: 14, status: 'final' }],
        [{ markerOffset: 3, status: 'final' }],
        [],
      ]);
    });

    it('gives a javascript: URL no href and kind unknown', () => {
      const state = { citations: { m1: [{ url: 'JavaScript:alert(1)', title: 'x' }] } };
      expect(bridgeCitationsState({ state }, messages)[1].citations?.[0]).toMatchObject({
        url: 'JavaScript:alert(1)',
        href: null,
        domain: null,
        kind: 'unknown',
      });
    });

    it.each([
      ['state.citations is missing', {}],
      ['state.citations is not an object', { citations: 'nope' }],
      ['the entry for the message is empty', { citations: { m1: [] } }],
      ['the state is not an object', 'text'],
      ['the entry only holds dropped values', { citations: { m1: [null, ''] } }],
    ])('returns the messages unchanged when %s', (_, state) => {
      expect(bridgeCitationsState({ state }, messages)).toBe(messages);
    });

    it('treats message ids such as __proto__ as data', () => {
      const proto: readonly ThreadMessage[] = [
        { id: '__proto__', role: 'assistant', content: 'x' },
      ];
      expect(bridgeCitationsState({ state: { citations: {} } }, proto)).toBe(proto);
      const state = JSON.parse('{"citations":{"__proto__":["https://a.example/"]}}') as unknown;
      expect(bridgeCitationsState({ state }, proto)[0].citations).toHaveLength(1);
    });
  });

  describe('identity', () => {
    it('returns the same array when nothing changed', () => {
      const state = { citations: { m1: ['https://a.example/'] } };
      const once = bridgeCitationsState({ state }, messages);
      expect(bridgeCitationsState({ state }, once)).toBe(once);
    });

    it('keeps the message object whose citations did not change, even from an equal copy of the state', () => {
      const once = bridgeCitationsState(
        { state: { citations: { m1: ['https://a.example/'], m2: ['https://b.example/'] } } },
        messages,
      );
      const copy = { citations: { m1: ['https://a.example/'], m2: ['https://changed.example/'] } };
      const twice = bridgeCitationsState({ state: copy }, once);
      expect(twice).not.toBe(once);
      expect(twice[1]).toBe(once[1]);
      expect(twice[2]).not.toBe(once[2]);
      expect(twice[2].citations?.[0].url).toBe('https://changed.example/');
    });
  });

  describe('retraction', () => {
    it('removes the citations field when the entry disappears from state', () => {
      const once = bridgeCitationsState(
        { state: { citations: { m1: ['https://a.example/'] } } },
        messages,
      );
      const retracted = bridgeCitationsState({ state: { citations: {} } }, once);
      expect('citations' in retracted[1]).toBe(false);
      expect(retracted[1]).toEqual(messages[1]);
    });
  });

  describe('AWS Strands metadata.citations', () => {
    it('bridges citations found in the message metadata when state has none for it', () => {
      const strands: readonly ThreadMessage[] = [
        {
          id: 'm9',
          role: 'assistant',
          content: 'x',
          metadata: { citations: [{ title: 'Doc', url: 'https://d.example/' }] },
        },
      ];
      expect(bridgeCitationsState({ state: {} }, strands)[0].citations?.[0]).toMatchObject({
        title: 'Doc',
        provider: 'agui',
      });
    });

    it('prefers the state entry over the metadata', () => {
      const strands: readonly ThreadMessage[] = [
        {
          id: 'm9',
          role: 'assistant',
          content: 'x',
          metadata: { citations: ['https://meta.example/'] },
        },
      ];
      const state = { citations: { m9: ['https://state.example/'] } };
      expect(bridgeCitationsState({ state }, strands)[0].citations?.map((c) => c.url)).toEqual([
        'https://state.example/',
      ]);
    });
  });
});
