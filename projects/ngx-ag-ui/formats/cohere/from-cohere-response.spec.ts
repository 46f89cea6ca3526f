import fc from 'fast-check';
import { claims, expectUnreadablePayload, tokenClaim } from '../adapter-spec.test-helpers';
import type {
  CohereChatResponse,
  CohereV1ChatResponse,
  CohereV2Citation,
  CohereV2ChatResponse,
  CohereV2ContentItem,
} from './cohere-chat-response';
import { fromCohereResponse } from './from-cohere-response';

function v2(
  content: string | readonly CohereV2ContentItem[],
  citations: readonly CohereV2Citation[],
): CohereV2ChatResponse {
  return {
    id: 'r1',
    finish_reason: 'COMPLETE',
    message: { role: 'assistant', content, citations },
  };
}

function doc(id: string, url: string, title = id): CohereV2Citation['sources'] {
  return [{ type: 'document', id, document: { id, title, url, snippet: `snippet of ${title}` } }];
}

const text = '北京的人口约2200万 🐼🎋. Pandas eat bamboo for 12 hours a day.';
// Code points: 北京的人口约2200万 is 0..11, " 🐼🎋. " is 11..16, the English sentence 16..53.

describe('fromCohereResponse', () => {
  it('converts code-point offsets after Chinese text and astral emoji to UTF-16 (v2)', () => {
    const cited = fromCohereResponse(
      v2(
        [{ type: 'text', text }],
        [
          {
            start: 0,
            end: 11,
            text: '北京的人口约2200万',
            sources: doc('doc:0', 'https://city.example.cn/beijing'),
          },
          {
            start: 16,
            end: 53,
            text: 'Pandas eat bamboo for 12 hours a day.',
            type: 'TEXT_CONTENT',
            sources: doc('doc:1', 'https://zoo.example.org/pandas'),
          },
        ],
      ),
    );

    expect(cited.text).toBe(text);
    expect(claims(cited)).toEqual([
      { index: 1, claim: '北京的人口约2200万', marker: 11 },
      { index: 2, claim: 'Pandas eat bamboo for 12 hours a day.', marker: text.length },
    ]);
    expect(cited.diagnostics).toEqual([]);
  });

  it('reads the v1 shape: citations point into documents by id, only cited documents are listed', () => {
    const payload: CohereV1ChatResponse = {
      text: 'Emperor penguins are the tallest. They live in Antarctica.',
      citations: [
        { start: 0, end: 16, text: 'Emperor penguins', document_ids: ['doc_0'] },
        { start: 47, end: 57, text: 'Antarctica', document_ids: ['doc_1', 'doc_9'] },
      ],
      documents: [
        {
          id: 'doc_0',
          title: 'Tall penguins',
          snippet: 'Emperor penguins are the tallest.',
          url: 'https://birds.example.org/tall',
        },
        {
          id: 'doc_1',
          title: 'Penguin habitats',
          text: 'Emperor penguins only live in Antarctica.',
        },
        { id: 'doc_2', title: 'Never cited' },
      ],
    };

    const cited = fromCohereResponse(payload);

    expect(claims(cited)).toEqual([
      { index: 1, claim: 'Emperor penguins', marker: 16 },
      { index: 2, claim: 'Antarctica', marker: 57 },
    ]);
    expect(
      cited.citations.map((c) => [c.displayTitle, c.recordId, c.snippet ?? null, c.kind]),
    ).toEqual([
      ['Tall penguins', 'doc_0', 'Emperor penguins are the tallest.', 'web'],
      ['Penguin habitats', 'doc_1', 'Emperor penguins only live in Antarctica.', 'document'],
    ]);
    // doc_9 is not in documents: dropped, not listed as "Source 3".
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['unknown-source']);
  });

  it('accepts the camelCase shape of the cohere-ai SDK', () => {
    const cited = fromCohereResponse({
      message: {
        content: [
          { type: 'thinking', thinking: 'The user wants the weather.' },
          { type: 'text', text: 'It is 20°C in Toronto.' },
        ],
        citations: [
          {
            start: 6,
            end: 10,
            text: '20°C',
            contentIndex: 1,
            sources: [{ type: 'tool', id: 'weather:0', toolOutput: { temperature: '20C' } }],
          },
        ],
      },
    } as CohereChatResponse);

    expect(cited.text).toBe('It is 20°C in Toronto.');
    expect(claims(cited)).toEqual([{ index: 1, claim: '20°C', marker: 10 }]);
    expect(cited.citations[0]).toMatchObject({
      kind: 'record',
      recordId: 'weather:0',
      extra: { temperature: '20C' },
    });
  });

  it('ignores PLAN and THINKING_CONTENT citations and thinking content', () => {
    const cited = fromCohereResponse({
      message: {
        tool_plan: 'I will search the handbook for the leave policy.',
        content: [
          { type: 'thinking', thinking: 'Check the leave policy first.' },
          { type: 'text', text: 'Staff get 25 days of leave.' },
        ],
        citations: [
          {
            start: 26,
            end: 38,
            text: 'leave policy',
            type: 'PLAN',
            sources: doc('plan-doc', 'https://plan.example.com/'),
          },
          {
            start: 10,
            end: 22,
            text: 'leave policy',
            type: 'THINKING_CONTENT',
            content_index: 0,
            sources: doc('think-doc', 'https://think.example.com/'),
          },
          {
            start: 10,
            end: 26,
            text: '25 days of leave',
            type: 'TEXT_CONTENT',
            content_index: 1,
            sources: doc('hr', 'https://hr.example.com/leave'),
          },
        ],
      },
    });

    expect(cited.text).toBe('Staff get 25 days of leave.');
    expect(cited.citations.map((c) => c.url)).toEqual(['https://hr.example.com/leave']);
    expect(claims(cited)).toEqual([{ index: 1, claim: '25 days of leave', marker: 26 }]);
  });

  it('reads offsets relative to message.content[content_index]', () => {
    const cited = fromCohereResponse(
      v2(
        [
          { type: 'text', text: 'Part one. ' },
          { type: 'thinking', thinking: 'hidden' },
          { type: 'text', text: 'Part 🎉 two is cited.' },
        ],
        [
          {
            start: 7,
            end: 20,
            text: 'two is cited.',
            content_index: 2,
            sources: doc('d', 'https://d.example.com/'),
          },
        ],
      ),
    );

    expect(cited.text).toBe('Part one. Part 🎉 two is cited.');
    expect(claims(cited)).toEqual([
      { index: 1, claim: 'two is cited.', marker: cited.text.length },
    ]);
  });

  it('re-anchors on citation.text when the offsets were counted in UTF-16 or with an inclusive end', () => {
    const emoji = '🐼🐼 Pandas sleep a lot. Pandas are bears.';
    const utf16Start = emoji.indexOf('Pandas are');
    const cited = fromCohereResponse(
      v2(emoji, [
        {
          start: utf16Start,
          end: emoji.length - 1,
          text: 'Pandas are bears.',
          sources: doc('a', 'https://a.example.com/'),
        },
        {
          start: 3,
          end: 20,
          text: 'Pandas sleep a lot',
          sources: doc('b', 'https://b.example.com/'),
        },
      ]),
    );

    expect(claims(cited)).toEqual([
      { index: 1, claim: 'Pandas sleep a lot', marker: 23 },
      { index: 2, claim: 'Pandas are bears.', marker: emoji.length },
    ]);
    expect(cited.diagnostics?.filter((d) => d.code === 're-anchored')).toHaveLength(2);
  });

  it('honours an offsetUnit override', () => {
    const cited = fromCohereResponse(
      v2('🐼 Pandas.', [{ start: 3, end: 10, sources: doc('a', 'https://a.example.com/') }]),
      { offsetUnit: 'utf16' },
    );

    expect(claims(cited)).toEqual([{ index: 1, claim: 'Pandas.', marker: 10 }]);
  });

  it('merges sources with the same URL or the same source id into one numbered source', () => {
    const cited = fromCohereResponse(
      v2('One. Two. Three.', [
        {
          start: 0,
          end: 4,
          sources: doc('doc:0', 'https://wiki.example.org/page#a', 'First title'),
        },
        {
          start: 5,
          end: 9,
          sources: [{ type: 'tool', id: 'search:0', tool_output: { title: 'Tool result' } }],
        },
        {
          start: 10,
          end: 16,
          sources: [
            ...(doc('doc:7', 'https://wiki.example.org/page', 'Second title') ?? []),
            { type: 'tool', id: 'search:0', tool_output: { title: 'Tool result' } },
          ],
        },
      ]),
    );

    expect(
      cited.citations.map((c) => [c.index, c.title, c.spans.map((s) => s.markerOffset)]),
    ).toEqual([
      [1, 'First title', [4, 16]],
      [2, 'Tool result', [9, 16]],
    ]);
  });

  it('never gives an href to javascript:, data:, relative or s3:// URLs', () => {
    const urls = [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(2)',
      'data:text/html,hi',
      '../docs/a.html',
      's3://bucket/a.pdf',
    ];
    const cited = fromCohereResponse(
      v2(
        'abcdef',
        urls.map((url, i) => ({ start: i, end: i + 1, sources: doc(`d${i}`, url) })),
      ),
    );

    expect(cited.citations.map((c) => [c.url, c.href, c.domain, c.kind])).toEqual(
      urls.map((url) => [url, null, null, 'document']),
    );
  });

  it('keeps offsets beyond the streamed text pending', () => {
    const payload = v2('Partial ans', [
      { start: 0, end: 14, text: 'Partial answer', sources: doc('a', 'https://a.example.com/') },
    ]);

    expect(fromCohereResponse(payload, { streaming: true }).citations[0].spans[0]).toMatchObject({
      status: 'pending',
    });
    expect(fromCohereResponse(payload).citations[0].spans[0]).toMatchObject({
      status: 'final',
      claimStart: 0,
      claimEnd: 11,
    });
  });

  it('returns an empty result with a diagnostic for a payload that is not a response', () => {
    for (const garbage of [null, undefined, 7, 'hello', [], {}, { message: 'text' }]) {
      const cited = fromCohereResponse(garbage as unknown as CohereChatResponse);
      expectUnreadablePayload(cited);
    }
  });

  it('reports malformed citations and keeps the usable ones', () => {
    const cited = fromCohereResponse(
      {
        message: {
          content: 'Fine claim.',
          citations: [
            'junk',
            {
              start: 0,
              end: 11,
              sources: ['junk', ...(doc('ok', 'https://ok.example.com/') ?? [])],
            },
            { start: 0, end: 4, sources: [] },
            { start: 0, end: 4, content_index: 5, sources: doc('x', 'https://x.example.com/') },
            { start: -1, end: 4, sources: doc('y', 'https://y.example.com/') },
          ],
        },
      } as unknown as CohereChatResponse,
      { offsetUnit: 'chars' as unknown as 'utf16' },
    );

    expect(cited.citations.map((c) => [c.url, c.spans.length])).toEqual([
      ['https://ok.example.com/', 1],
      ['https://x.example.com/', 0],
      ['https://y.example.com/', 0],
    ]);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(
      expect.arrayContaining([
        'invalid-option',
        'dropped-entry',
        'invalid-claim',
        'invalid-offset',
      ]),
    );
  });
  it('claims exactly the cited text for any code-point span (property)', () => {
    fc.assert(
      fc.property(tokenClaim, ({ text, claim, start, end }) => {
        const result = fromCohereResponse(
          v2(text, [{ start, end, sources: doc('a', 'https://a.example.com/') }]),
        );
        const span = result.citations[0].spans[0];
        expect(result.text.slice(span.claimStart, span.claimEnd)).toBe(claim);
      }),
    );
  });

  it('drops a v2 source without its document instead of listing it by id', () => {
    const cited = fromCohereResponse({
      message: {
        content: [{ type: 'text', text: 'Penguins are tall.' }],
        citations: [
          {
            start: 0,
            end: 8,
            text: 'Penguins',
            sources: [
              { type: 'document', id: 'doc_0', document: { id: 'doc_0', title: 'Penguins' } },
              { type: 'document', id: 'doc_9' },
            ],
          },
        ],
      },
    } as CohereChatResponse);
    expect(cited.citations.map((c) => c.displayTitle)).toEqual(['Penguins']);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry']);
  });
});
