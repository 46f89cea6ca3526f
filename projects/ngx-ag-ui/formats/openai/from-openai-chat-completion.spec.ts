import { codePointOffset, expectUnreadablePayload } from '../adapter-spec.test-helpers';
import { fromOpenAIChatCompletion } from './from-openai-chat-completion';
import type { OpenAIChatCompletion } from './openai-chat-completion';

const MDN = 'https://developer.mozilla.org/en-US/docs/Web/API/Intl/Segmenter?utm_source=openai';
const CONTENT =
  '`Intl.Segmenter` splits 👩‍💻 and 🇯🇵 into graphemes ([developer.mozilla.org](' +
  MDN +
  ')). 漢字 count as one grapheme each. ';

function completion(): OpenAIChatCompletion {
  return {
    id: 'chatcmpl-9x',
    object: 'chat.completion',
    created: 1760000000,
    model: 'gpt-4o-search-preview',
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        logprobs: null,
        message: {
          role: 'assistant',
          content: CONTENT,
          refusal: null,
          annotations: [
            {
              type: 'url_citation',
              url_citation: {
                url: MDN,
                title: 'Intl.Segmenter - MDN',
                start_index: codePointOffset(CONTENT, '([developer'),
                end_index: codePointOffset(CONTENT, ')).', true) - 1,
              },
            },
            {
              type: 'url_citation',
              url_citation: {
                url: 'https://tc39.es/ecma402/#sec-intl-segmenter-objects',
                title: 'ECMA-402',
                start_index: codePointOffset(CONTENT, '漢字'),
                end_index: codePointOffset(CONTENT, 'each. ', true),
              },
            },
            {
              type: 'url_citation',
              url_citation: {
                url: `${MDN}#examples`,
                title: 'MDN again',
                start_index: 0,
                end_index: codePointOffset(CONTENT, 'graphemes', true),
              },
            },
          ],
        },
      },
      { index: 1, message: { role: 'assistant', content: 'A second choice is ignored.' } },
    ],
  };
}

describe('fromOpenAIChatCompletion', () => {
  it('reads choices[0] only and keeps the content verbatim', () => {
    expect(fromOpenAIChatCompletion(completion()).text).toBe(CONTENT);
  });

  it('converts code-point offsets after ZWJ emoji, flags and CJK', () => {
    const cited = fromOpenAIChatCompletion(completion());
    const [mdn, tc39] = cited.citations;
    expect(cited.text.slice(mdn.spans[1].claimStart, mdn.spans[1].claimEnd)).toBe(
      `([developer.mozilla.org](${MDN}))`,
    );
    expect(cited.text.slice(tc39.spans[0].claimStart, tc39.spans[0].claimEnd)).toBe(
      '漢字 count as one grapheme each. ',
    );
  });

  it('places markers at the claim end, moved left past whitespace', () => {
    const cited = fromOpenAIChatCompletion(completion());
    expect(cited.citations[1].spans[0].markerOffset).toBe(CONTENT.length - 1);
    expect(cited.citations[0].spans.map((s) => s.markerOffset)).toEqual([
      CONTENT.indexOf('graphemes') + 9,
      CONTENT.indexOf(')).') + 2,
    ]);
  });

  it('merges the same URL (fragment aside) into one numbered source', () => {
    const cited = fromOpenAIChatCompletion(completion());
    expect(cited.citations.map((c) => [c.index, c.displayTitle, c.domain])).toEqual([
      [1, 'Intl.Segmenter - MDN', 'developer.mozilla.org'],
      [2, 'ECMA-402', 'tc39.es'],
    ]);
  });

  it('honours an offsetUnit override', () => {
    const text = 'Rocket 🚀 launch.';
    const payload = (end: number): OpenAIChatCompletion => ({
      choices: [
        {
          message: {
            content: text,
            annotations: [
              {
                type: 'url_citation',
                url_citation: { url: 'https://example.com/', start_index: 0, end_index: end },
              },
            ],
          },
        },
      ],
    });
    expect(
      fromOpenAIChatCompletion(payload(text.length), { offsetUnit: 'utf16' }).citations[0].spans[0]
        .claimEnd,
    ).toBe(text.length);
    expect(fromOpenAIChatCompletion(payload(text.length - 1)).citations[0].spans[0].claimEnd).toBe(
      text.length,
    );
  });

  it('falls back to code points for an unknown offsetUnit, with a diagnostic', () => {
    const text = 'Rocket 🚀 launch.';
    const cited = fromOpenAIChatCompletion(
      {
        choices: [
          {
            message: {
              content: text,
              annotations: [
                {
                  type: 'url_citation',
                  url_citation: {
                    url: 'https://example.com/',
                    start_index: 0,
                    end_index: text.length - 1,
                  },
                },
              ],
            },
          },
        ],
      },
      { offsetUnit: 'bytes' as unknown as 'utf8' },
    );
    expect(cited.citations[0].spans[0].claimEnd).toBe(text.length);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['invalid-option']);
  });

  it('gives no href to unsafe URLs', () => {
    const cited = fromOpenAIChatCompletion({
      choices: [
        {
          message: {
            content: 'Look here.',
            annotations: [
              {
                type: 'url_citation',
                url_citation: {
                  url: ' javascript:alert(1)',
                  title: 'x',
                  start_index: 0,
                  end_index: 4,
                },
              },
              {
                type: 'url_citation',
                url_citation: { url: 'www.example.com/no-scheme', start_index: 5, end_index: 10 },
              },
            ],
          },
        },
      ],
    });
    expect(cited.citations.map((c) => c.href)).toEqual([null, null]);
    expect(cited.citations[1].displayTitle).toBe('www.example.com/no-scheme');
  });

  it('gives an empty text for null content and tolerates missing annotations', () => {
    expect(fromOpenAIChatCompletion({ choices: [{ message: { content: null } }] })).toEqual({
      text: '',
      citations: [],
      diagnostics: [],
    });
  });

  it.each([null, {}, { choices: [] }, { choices: [{ message: 'hi' }] }])(
    'reports %p as a schema violation',
    (payload) => {
      const cited = fromOpenAIChatCompletion(payload as OpenAIChatCompletion);
      expectUnreadablePayload(cited);
    },
  );

  it('reports content that is not a string', () => {
    const cited = fromOpenAIChatCompletion({
      choices: [{ message: { content: [{ type: 'text' }] } }],
    } as unknown as OpenAIChatCompletion);
    expect(cited.text).toBe('');
    expect(cited.diagnostics?.[0].code).toBe('schema-violation');
  });

  it('drops a url_citation annotation without its url_citation body', () => {
    const cited = fromOpenAIChatCompletion({
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: 'One. Two.',
            annotations: [
              {
                type: 'url_citation',
                url_citation: {
                  url: 'https://a.example/',
                  title: 'A',
                  start_index: 0,
                  end_index: 4,
                },
              },
              { type: 'url_citation' },
              {
                type: 'url_citation',
                url_citation: { title: 'No url', start_index: 5, end_index: 9 },
              },
            ],
          },
        },
      ],
    } as unknown as OpenAIChatCompletion);
    expect(cited.citations.map((c) => c.displayTitle)).toEqual(['A']);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry', 'dropped-entry']);
  });
});
