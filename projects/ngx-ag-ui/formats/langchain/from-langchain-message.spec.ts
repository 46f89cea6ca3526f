import fc from 'fast-check';
import {
  claims,
  expectUnreadablePayload,
  mixedToken,
  tokenClaim,
} from '../adapter-spec.test-helpers';
import type {
  LangChainCitation,
  LangChainContentBlock,
  LangChainMessage,
} from './langchain-message';
import { fromLangChainMessage } from './from-langchain-message';

function message(content: readonly LangChainContentBlock[]): LangChainMessage {
  return { type: 'ai', content };
}

function text(value: string, ...annotations: LangChainCitation[]): LangChainContentBlock {
  return { type: 'text', text: value, annotations };
}

describe('fromLangChainMessage', () => {
  it('converts block-relative code-point offsets after emoji and CJK to UTF-16', () => {
    // Block 2 in code points: "🌙🌙 " is 0..3, "夜景は" 3..6, " open late" 6..16.
    const cited = fromLangChainMessage(
      message([
        text('Intro 🎆. '),
        text('🌙🌙 夜景は open late.', {
          type: 'citation',
          url: 'https://night.example.jp/',
          title: 'Night views',
          startIndex: 3,
          endIndex: 16,
        }),
      ]),
    );

    expect(cited.text).toBe('Intro 🎆. 🌙🌙 夜景は open late.');
    expect(claims(cited)).toEqual([{ index: 1, claim: '夜景は open late', marker: 28 }]);
    expect(cited.diagnostics).toEqual([]);
  });

  it('reads the snake_case indices of Python-serialised messages', () => {
    const cited = fromLangChainMessage({
      content: [
        {
          type: 'text',
          text: 'Rust 1.0 shipped in 2015.',
          annotations: [
            {
              type: 'citation',
              url: 'https://blog.example.org/rust',
              start_index: 0,
              end_index: 25,
              cited_text: 'May 15, 2015',
            },
          ],
        },
      ],
    });

    expect(claims(cited)).toEqual([{ index: 1, claim: 'Rust 1.0 shipped in 2015.', marker: 25 }]);
    expect(cited.citations[0]).toMatchObject({ snippet: 'May 15, 2015' });
    expect(cited.citations[0].spans[0].citedText).toBe('May 15, 2015');
  });

  it('treats source-side indices (char, page, block, search) as block-level claims kept as locations', () => {
    const cited = fromLangChainMessage(
      message([
        text('Lead. '),
        text('The tower is 330 m tall. ', {
          type: 'citation',
          source: 'char',
          title: 'Facts',
          startIndex: 500,
          endIndex: 560,
        }),
        text('It opened in 1889.', {
          type: 'citation',
          source: 'page',
          title: 'Guide',
          startIndex: 2,
          endIndex: 3,
        }),
        text(' Blocks.', {
          type: 'citation',
          source: 'block',
          title: 'Blocks',
          startIndex: 0,
          endIndex: 1,
        }),
        text(' Search.', {
          type: 'citation',
          source: 'search',
          title: 'Results',
          startIndex: 1,
          endIndex: 2,
        }),
      ]),
    );

    expect(claims(cited)).toEqual([
      { index: 1, claim: 'The tower is 330 m tall. ', marker: 30 },
      { index: 2, claim: 'It opened in 1889.', marker: 49 },
      { index: 3, claim: ' Blocks.', marker: 57 },
      { index: 4, claim: ' Search.', marker: 65 },
    ]);
    expect(cited.citations.map((c) => [c.locations, c.kind, c.providerType])).toEqual([
      [[{ kind: 'char', start: 500, end: 560 }], 'document', 'char'],
      [[{ kind: 'page', start: 2, end: 3 }], 'document', 'page'],
      [[{ kind: 'block', start: 0, end: 1 }], 'document', 'block'],
      [[{ kind: 'block', start: 1, end: 2 }], 'document', 'search'],
    ]);
  });

  it('treats null or NaN indices (web search encrypted_index) as block-level claims', () => {
    const cited = fromLangChainMessage(
      message([
        text('A. '),
        text('Tickets are cheaper online.', {
          type: 'citation',
          url: 'https://tickets.example.fr/',
          startIndex: null,
          endIndex: null,
        }),
        text(' B.', {
          type: 'citation',
          url: 'https://b.example.fr/',
          startIndex: NaN,
          endIndex: NaN,
        }),
      ]),
    );

    expect(claims(cited)).toEqual([
      { index: 1, claim: 'Tickets are cheaper online.', marker: 30 },
      { index: 2, claim: ' B.', marker: 33 },
    ]);
    expect(cited.citations.map((c) => c.locations)).toEqual([undefined, undefined]);
  });

  it('places equal indices as a point marker without a claim', () => {
    const cited = fromLangChainMessage(
      message([
        text('See 🧾 the report.', {
          type: 'citation',
          title: 'report.pdf',
          startIndex: 5,
          endIndex: 5,
        }),
      ]),
    );

    expect(claims(cited)).toEqual([{ index: 1, claim: null, marker: 6 }]);
  });

  it('honours an offsetUnit override', () => {
    const cited = fromLangChainMessage(
      message([
        text('🎆 Fireworks.', {
          type: 'citation',
          url: 'https://f.example.com/',
          startIndex: 3,
          endIndex: 13,
        }),
      ]),
      { offsetUnit: 'utf16' },
    );

    expect(claims(cited)).toEqual([{ index: 1, claim: 'Fireworks.', marker: 13 }]);
  });

  it('prefers contentBlocks over provider-native content and skips non-text blocks', () => {
    const cited = fromLangChainMessage({
      content: [{ type: 'text', text: 'native', citations: [] } as LangChainContentBlock],
      contentBlocks: [
        { type: 'reasoning' },
        { type: 'tool_call' },
        text('Standard text.', {
          type: 'citation',
          url: 'https://s.example.com/',
          startIndex: 0,
          endIndex: 8,
        }),
        {
          type: 'text',
          text: ' Not annotated.',
          annotations: [{ type: 'non_standard_annotation' }],
        },
      ],
    });

    expect(cited.text).toBe('Standard text. Not annotated.');
    expect(claims(cited)).toEqual([{ index: 1, claim: 'Standard', marker: 8 }]);
  });

  it('merges citations with the same URL, id or title into one numbered source', () => {
    const cited = fromLangChainMessage(
      message([
        text('One. ', { type: 'citation', url: 'https://a.example.com/x#p1', title: 'A' }),
        text(
          'Two. ',
          { type: 'citation', url: 'https://A.example.com/x', title: 'A again' },
          { type: 'citation', id: 'doc-7', title: 'Doc' },
        ),
        text(
          'Three.',
          { type: 'citation', id: 'doc-7' },
          { type: 'citation', source: 'char', title: 'Doc', startIndex: 0, endIndex: 4 },
        ),
      ]),
    );

    expect(
      cited.citations.map((c) => [c.index, c.title, c.spans.map((s) => s.markerOffset)]),
    ).toEqual([
      [1, 'A', [4, 9]],
      [2, 'Doc', [9, 16]],
      [3, 'Doc', [16]],
    ]);
  });

  it('never gives an href to javascript:, data:, relative or s3:// URLs', () => {
    const urls = [
      'javascript:alert(1)',
      'data:text/html,x',
      './page',
      's3://bucket/key.pdf',
      '//evil.example.com/',
    ];
    const cited = fromLangChainMessage(
      message([text('Claim.', ...urls.map((url) => ({ type: 'citation', url })))]),
    );

    expect(cited.citations.map((c) => [c.url, c.href, c.domain])).toEqual(
      urls.map((url) => [url, null, null]),
    );
  });

  it('keeps offsets beyond the streamed text pending', () => {
    const payload = message([
      text('Streaming te', {
        type: 'citation',
        url: 'https://a.example.com/',
        startIndex: 0,
        endIndex: 14,
      }),
    ]);

    expect(fromLangChainMessage(payload, { streaming: true }).citations[0].spans[0].status).toBe(
      'pending',
    );
    expect(fromLangChainMessage(payload).citations[0].spans[0]).toMatchObject({
      status: 'final',
      claimEnd: 12,
    });
  });

  it('returns an empty result with a diagnostic for a payload that is not a message', () => {
    for (const garbage of [null, undefined, 5, 'text', [], {}, { content: 42 }]) {
      const cited = fromLangChainMessage(garbage as unknown as LangChainMessage);
      expectUnreadablePayload(cited);
    }
  });

  it('reads a plain string content as text without citations', () => {
    expect(fromLangChainMessage({ content: 'Just text 🙂' })).toEqual({
      text: 'Just text 🙂',
      citations: [],
      diagnostics: [],
    });
  });

  it('reports malformed annotations and offsets and keeps the rest', () => {
    const cited = fromLangChainMessage(
      message([
        {
          type: 'text',
          text: 'First block. ',
          annotations: [
            'junk' as unknown as LangChainCitation,
            { type: 'citation', url: 'https://ok.example.com/', startIndex: 0, endIndex: 40 },
          ],
        },
        text('Second.', {
          type: 'citation',
          url: 'https://neg.example.com/',
          startIndex: -2,
          endIndex: 3,
        }),
      ]),
      { offsetUnit: 'graphemes' as unknown as 'utf16' },
    );

    expect(
      cited.citations.map((c) => [c.url, c.spans.map((s) => [s.claimStart, s.claimEnd])]),
    ).toEqual([
      ['https://ok.example.com/', [[0, 13]]],
      ['https://neg.example.com/', []],
    ]);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(
      expect.arrayContaining([
        'invalid-option',
        'dropped-entry',
        'offset-clamped',
        'invalid-offset',
      ]),
    );
  });
  it('claims exactly the cited text for any block-relative code-point span (property)', () => {
    fc.assert(
      fc.property(
        tokenClaim,
        fc.array(mixedToken, { maxLength: 4 }),
        ({ text: cited, claim, start, end }, before) => {
          const result = fromLangChainMessage(
            message([
              text(before.join('')),
              text(cited, {
                type: 'citation',
                url: 'https://a.example.com/',
                startIndex: start,
                endIndex: end,
              }),
            ]),
          );
          const span = result.citations[0].spans[0];
          expect(result.text.slice(span.claimStart, span.claimEnd)).toBe(claim);
        },
      ),
    );
  });

  it('drops a citation annotation that names no source', () => {
    const cited = fromLangChainMessage({
      content: [
        {
          type: 'text',
          text: 'Cited.',
          annotations: [
            { type: 'citation', url: 'https://lc.example/a', startIndex: 0, endIndex: 6 },
            { type: 'citation', startIndex: 0, endIndex: 6 },
          ],
        },
      ],
    } as unknown as LangChainMessage);
    expect(cited.citations.map((c) => c.displayTitle)).toEqual(['lc.example']);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry']);
  });
});
