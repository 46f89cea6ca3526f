import { claims, expectUnreadablePayload } from '../adapter-spec.test-helpers';
import type {
  BedrockConverseCitation,
  BedrockConverseContentBlock,
  BedrockConverseResponse,
} from './bedrock-converse-response';
import { fromBedrockConverse } from './from-bedrock-converse';

function response(content: readonly BedrockConverseContentBlock[]): BedrockConverseResponse {
  return { stopReason: 'end_turn', output: { message: { role: 'assistant', content } } };
}

function cited(
  text: string,
  citations: readonly BedrockConverseCitation[],
): BedrockConverseContentBlock {
  return { citationsContent: { content: [{ text }], citations } };
}

const handbook = (start: number): BedrockConverseCitation => ({
  title: 'Handbook',
  sourceContent: [{ text: `page ${start}` }],
  location: { documentPage: { documentIndex: 0, start, end: start + 1 } },
});

describe('fromBedrockConverse', () => {
  it('claims the whole citationsContent text, placed after emoji and CJK text blocks', () => {
    const result = fromBedrockConverse(
      response([
        { text: '🚀🚀 概要: ' },
        cited('Launches happen on Tuesdays. ', [handbook(3)]),
        { text: 'また、' },
        cited('打ち上げは火曜日です。', [
          {
            title: 'Schedule',
            location: { documentChar: { documentIndex: 1, start: 500, end: 530 } },
          },
        ]),
      ]),
    );

    expect(result.text).toBe(
      '🚀🚀 概要: Launches happen on Tuesdays. また、打ち上げは火曜日です。',
    );
    expect(claims(result)).toEqual([
      // The marker moves left past the block's trailing space.
      { index: 1, claim: 'Launches happen on Tuesdays. ', marker: 37 },
      { index: 2, claim: '打ち上げは火曜日です。', marker: result.text.length },
    ]);
    expect(result.diagnostics).toEqual([]);
  });

  it('skips reasoning and tool blocks and joins several generated texts of one block', () => {
    const result = fromBedrockConverse(
      response([
        { reasoningContent: { reasoningText: { text: 'Think first.' } } },
        { toolUse: { toolUseId: 't1', name: 'search', input: {} } },
        {
          citationsContent: {
            content: [{ text: 'One, ' }, { text: 'two.' }],
            citations: [handbook(1)],
          },
        },
      ]),
    );

    expect(result.text).toBe('One, two.');
    expect(claims(result)).toEqual([{ index: 1, claim: 'One, two.', marker: 9 }]);
  });

  it('keeps source positions as raw locations and never as response offsets', () => {
    const result = fromBedrockConverse(
      response([
        cited('Short.', [
          {
            title: 'Chars',
            location: { documentChar: { documentIndex: 2, start: 900, end: 950 } },
          },
          { title: 'Chunks', location: { documentChunk: { documentIndex: 3, start: 4, end: 6 } } },
          {
            title: 'Search',
            source: 'https://kb.example.com/a',
            location: { searchResultLocation: { searchResultIndex: 1, start: 0, end: 2 } },
          },
          {
            title: 'Odd',
            location: {
              documentPage: { documentIndex: 4, start: 'x' as unknown as number, end: 2 },
            },
          },
        ]),
      ]),
    );

    expect(
      result.citations.map((c) => [c.title, c.spans[0].claimEnd, c.locations, c.providerType]),
    ).toEqual([
      ['Chars', 6, [{ kind: 'char', documentIndex: 2, start: 900, end: 950 }], 'documentChar'],
      ['Chunks', 6, [{ kind: 'chunk', documentIndex: 3, start: 4, end: 6 }], 'documentChunk'],
      [
        'Search',
        6,
        [{ kind: 'search_result', searchResultIndex: 1, start: 0, end: 2 }],
        'searchResultLocation',
      ],
      [
        'Odd',
        6,
        [{ kind: 'other', value: { documentIndex: 4, start: 'x', end: 2 } }],
        'documentPage',
      ],
    ]);
    expect(result.citations[2].url).toBe('https://kb.example.com/a');
  });

  it('merges citations of the same document index or web URL into one source', () => {
    const result = fromBedrockConverse(
      response([
        cited('First. ', [
          handbook(2),
          { title: 'FAQ', location: { web: { url: 'https://it.example.com/faq#top' } } },
        ]),
        cited('Second.', [
          handbook(7),
          { title: 'FAQ again', location: { web: { url: 'https://IT.example.com/faq' } } },
        ]),
        cited(' Third.', [
          { title: 'Other', location: { documentPage: { documentIndex: 1, start: 1, end: 2 } } },
        ]),
      ]),
    );

    expect(
      result.citations.map((c) => [
        c.index,
        c.title,
        c.spans.map((s) => s.markerOffset),
        c.locations?.length ?? 0,
      ]),
    ).toEqual([
      [1, 'Handbook', [6, 14], 2],
      [2, 'FAQ', [6, 14], 0],
      [3, 'Other', [21], 1],
    ]);
    expect(result.citations[1]).toMatchObject({ kind: 'web', domain: 'it.example.com' });
  });

  it('never gives an href to javascript:, data:, s3:// or relative sources', () => {
    const urls = [
      'javascript:alert(1)',
      'data:text/html,x',
      's3://bucket/doc.pdf',
      'docs/page.html',
    ];
    const result = fromBedrockConverse(
      response([
        cited(
          'Claim.',
          urls.map((url) => ({ title: url, location: { web: { url } } })),
        ),
      ]),
    );

    expect(result.citations.map((c) => [c.url, c.href, c.domain])).toEqual(
      urls.map((url) => [url, null, null]),
    );
  });

  it('ignores offsetUnit: the response has no text offsets', () => {
    const payload = response([
      { text: '🐙 ' },
      cited('Octopuses have three hearts.', [handbook(1)]),
    ]);

    expect(fromBedrockConverse(payload, { offsetUnit: 'utf8' })).toEqual(
      fromBedrockConverse(payload),
    );
  });

  it('lists the source of an empty citationsContent block without a marker', () => {
    const result = fromBedrockConverse(response([{ text: 'Text.' }, cited('', [handbook(1)])]));

    expect(result.citations.map((c) => [c.title, c.spans.length])).toEqual([['Handbook', 0]]);
    expect(result.diagnostics?.map((d) => d.code)).toContain('claim-dropped');
  });

  it('returns an empty result with a diagnostic for a payload that is not a response', () => {
    for (const garbage of [
      null,
      undefined,
      3,
      'x',
      [],
      {},
      { output: { message: { content: 'text' } } },
    ]) {
      const result = fromBedrockConverse(garbage as unknown as BedrockConverseResponse);
      expectUnreadablePayload(result);
    }
  });

  it('reports malformed blocks and citations and keeps the rest', () => {
    const result = fromBedrockConverse(
      response([
        'junk' as unknown as BedrockConverseContentBlock,
        {
          citationsContent: {
            content: [{ text: 'Kept.' }, 7 as unknown as { text: string }],
            citations: [null as unknown as BedrockConverseCitation, handbook(1)],
          },
        },
      ]),
    );

    expect(result.text).toBe('Kept.');
    expect(result.citations.map((c) => c.title)).toEqual(['Handbook']);
    expect(result.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry', 'dropped-entry']);
  });

  it('drops a citation that names no document, search result or web page', () => {
    const cited = fromBedrockConverse(
      response([
        {
          citationsContent: {
            content: [{ text: 'Cited.' }],
            citations: [
              {
                title: 'Guide',
                location: { documentChar: { documentIndex: 0, start: 0, end: 5 } },
              },
              { location: { documentChar: { start: 0, end: 5 } } },
              {},
            ],
          },
        },
      ] as unknown as readonly BedrockConverseContentBlock[]),
    );
    expect(cited.citations.map((c) => c.displayTitle)).toEqual(['Guide']);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry', 'dropped-entry']);
  });
});
