import fc from 'fast-check';
import { codePointOffset, expectUnreadablePayload } from '../adapter-spec.test-helpers';
import { fromOpenAIResponse } from './from-openai-response';
import type { OpenAIResponse } from './openai-response';

const NODE_URL = 'https://nodejs.org/en/about/previous-releases?utm_source=openai';
const GITHUB_URL = 'https://github.com/nodejs/Release?utm_source=openai';
const P0 = `Node.js 24 🚀 entered Active LTS in October 2025. ([nodejs.org](${NODE_URL}))`;
const P1 =
  '\n\n日本語の資料 📚 もあります。 The release schedule keeps 24.x until April 2028. ' +
  `([github.com](${GITHUB_URL})) `;
const P2 = 'From your files: the 🔐 rotation policy is 90 days. Details are in the runbook.';

function webAnswer(): OpenAIResponse {
  return {
    id: 'resp_0a1b',
    object: 'response',
    created_at: 1760000000,
    status: 'completed',
    model: 'gpt-5',
    output: [
      { type: 'reasoning', id: 'rs_1', summary: [] },
      {
        type: 'web_search_call',
        id: 'ws_1',
        status: 'completed',
        action: { type: 'search', query: 'node 24 lts' },
      },
      {
        type: 'message',
        id: 'msg_1',
        role: 'assistant',
        status: 'completed',
        content: [
          {
            type: 'output_text',
            text: P0,
            logprobs: [],
            annotations: [
              {
                type: 'url_citation',
                url: NODE_URL,
                title: 'Node.js — Previous releases',
                start_index: codePointOffset(P0, '([nodejs'),
                end_index: codePointOffset(P0, `${NODE_URL}))`, true),
              },
            ],
          },
          {
            type: 'output_text',
            text: P1,
            annotations: [
              {
                type: 'url_citation',
                url: 'https://nodejs.org/en/about/previous-releases',
                title: 'Previous releases (no tracking query)',
                start_index: codePointOffset(P1, 'The release'),
                end_index: codePointOffset(P1, 'April 2028. ', true),
              },
              {
                type: 'url_citation',
                url: GITHUB_URL,
                title: 'nodejs/Release',
                start_index: codePointOffset(P1, '([github'),
                end_index: codePointOffset(P1, `${GITHUB_URL}))`, true),
              },
              {
                type: 'url_citation',
                url: `${NODE_URL}#lts`,
                title: 'A later title that does not win',
                start_index: codePointOffset(P1, '日本語'),
                end_index: codePointOffset(P1, 'あります。', true),
              },
            ],
          },
        ],
      },
    ],
    usage: { input_tokens: 900, output_tokens: 120 },
  };
}

function fileAnswer(): OpenAIResponse {
  const afterDays = codePointOffset(P2, '90 days.', true);
  return {
    output: [
      {
        type: 'file_search_call',
        id: 'fs_1',
        status: 'completed',
        queries: ['rotation policy'],
        results: null,
      },
      {
        type: 'message',
        id: 'msg_2',
        content: [
          { type: 'refusal', refusal: 'I cannot share the secrets themselves.' },
          {
            type: 'output_text',
            text: P2,
            annotations: [
              {
                type: 'file_citation',
                file_id: 'file-abc',
                filename: 'security-policy.pdf',
                index: afterDays,
              },
              {
                type: 'file_citation',
                file_id: 'file-abc',
                filename: 'security-policy.pdf',
                index: afterDays,
              },
              { type: 'file_path', file_id: 'file-generated', index: 4 },
              {
                type: 'container_file_citation',
                container_id: 'cntr_9',
                file_id: 'cfile_7',
                filename: 'rotation.csv',
                start_index: codePointOffset(P2, 'the 🔐'),
                end_index: afterDays,
              },
              {
                type: 'file_citation',
                file_id: 'file-abc',
                filename: 'security-policy.pdf',
                index: codePointOffset(P2, 'runbook.', true),
              },
            ],
          },
        ],
      },
    ],
  };
}

const garbage = (value: unknown): OpenAIResponse => value as OpenAIResponse;

const EMOJI_FIRST = 'Emoji 🚀 first. Then the claim.';

/** A response whose one part is `EMOJI_FIRST`, with one `url_citation` over `[start, end)`. */
function emojiFirst(start: number, end: number): OpenAIResponse {
  return {
    output: [
      {
        type: 'message',
        content: [
          {
            type: 'output_text',
            text: EMOJI_FIRST,
            annotations: [
              {
                type: 'url_citation',
                url: 'https://example.com/',
                start_index: start,
                end_index: end,
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('fromOpenAIResponse', () => {
  it('concatenates the output_text parts of message items exactly, keeping inline links verbatim', () => {
    expect(fromOpenAIResponse(webAnswer()).text).toBe(P0 + P1);
    expect(fromOpenAIResponse(fileAnswer()).text).toBe(P2);
  });

  it('converts code-point offsets per part to UTF-16 after emoji and CJK', () => {
    const cited = fromOpenAIResponse(webAnswer());
    const node = cited.citations[0];
    expect(cited.text.slice(node.spans[0].claimStart, node.spans[0].claimEnd)).toBe(
      `([nodejs.org](${NODE_URL}))`,
    );
    const github = cited.citations.find((c) => c.title === 'nodejs/Release');
    expect(cited.text.slice(github?.spans[0].claimStart, github?.spans[0].claimEnd)).toBe(
      `([github.com](${GITHUB_URL}))`,
    );
    expect(cited.text.slice(node.spans[1].claimStart, node.spans[1].claimEnd)).toBe(
      '日本語の資料 📚 もあります。',
    );
  });

  it('puts url_citation markers at the exclusive claim end, moved left past whitespace', () => {
    const cited = fromOpenAIResponse(webAnswer());
    const plain = cited.citations.find(
      (c) => c.url === 'https://nodejs.org/en/about/previous-releases',
    );
    expect(plain?.spans[0].claimEnd).toBe(P0.length + P1.indexOf('2028. ') + 6);
    expect(plain?.spans[0].markerOffset).toBe(P0.length + P1.indexOf('2028. ') + 5);
    expect(cited.citations[0].spans[0].markerOffset).toBe(P0.length);
  });

  it('keeps utm_source queries significant and merges fragments into one source', () => {
    const cited = fromOpenAIResponse(webAnswer());
    expect(cited.citations.map((c) => [c.index, c.displayTitle, c.spans.length])).toEqual([
      [1, 'Node.js — Previous releases', 2],
      [2, 'Previous releases (no tracking query)', 1],
      [3, 'nodejs/Release', 1],
    ]);
    expect(cited.citations[0]).toMatchObject({
      href: NODE_URL,
      domain: 'nodejs.org',
      kind: 'web',
      provider: 'openai',
    });
  });

  it('turns file_citation into a point marker and collapses repeats of one file at one point', () => {
    const cited = fromOpenAIResponse(fileAnswer());
    const policy = cited.citations.find((c) => c.recordId === 'file-abc');
    expect(policy?.spans.map((s) => s.markerOffset)).toEqual([
      P2.indexOf('90 days.') + 8,
      P2.length,
    ]);
    expect(policy?.spans[0].claimStart).toBeUndefined();
    expect(policy).toMatchObject({
      kind: 'file',
      filename: 'security-policy.pdf',
      displayTitle: 'security-policy.pdf',
      href: null,
    });
  });

  it('reads container_file_citation as a span and ignores file_path', () => {
    const cited = fromOpenAIResponse(fileAnswer());
    expect(cited.citations).toHaveLength(2);
    const csv = cited.citations.find((c) => c.recordId === 'cfile_7');
    expect(cited.text.slice(csv?.spans[0].claimStart, csv?.spans[0].claimEnd)).toBe(
      'the 🔐 rotation policy is 90 days.',
    );
    expect(csv).toMatchObject({
      providerType: 'container_file_citation',
      extra: { containerId: 'cntr_9' },
    });
    expect(cited.citations.some((c) => c.recordId === 'file-generated')).toBe(false);
    expect(cited.diagnostics).toEqual([]);
  });

  it('honours an offsetUnit override', () => {
    const text = EMOJI_FIRST;
    const start16 = text.indexOf('Then');
    const byUnit = fromOpenAIResponse(emojiFirst(start16, text.length), { offsetUnit: 'utf16' });
    expect(byUnit.citations[0].spans[0]).toMatchObject({
      claimStart: start16,
      claimEnd: text.length,
    });
    const byBytes = fromOpenAIResponse(emojiFirst(start16 + 2, text.length + 2), {
      offsetUnit: 'utf8',
    });
    expect(byBytes.citations[0].spans[0]).toMatchObject({
      claimStart: start16,
      claimEnd: text.length,
    });
    const byDefault = fromOpenAIResponse(emojiFirst(start16 - 1, text.length - 1));
    expect(byDefault.citations[0].spans[0]).toMatchObject({
      claimStart: start16,
      claimEnd: text.length,
    });
  });

  it('falls back to code points for an unknown offsetUnit, with a diagnostic', () => {
    const cited = fromOpenAIResponse(emojiFirst(15, 30), {
      offsetUnit: 'graphemes' as unknown as 'utf16',
    });
    expect(cited.citations[0].spans[0]).toMatchObject({
      claimStart: EMOJI_FIRST.indexOf('Then'),
      claimEnd: EMOJI_FIRST.length,
    });
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['invalid-option']);
  });

  it('gives no href to unsafe or relative URLs but keeps them listed', () => {
    const text = 'One. Two. Three.';
    const cited = fromOpenAIResponse({
      output: [
        {
          type: 'message',
          content: [
            {
              type: 'output_text',
              text,
              annotations: [
                {
                  type: 'url_citation',
                  url: 'javascript:alert(document.cookie)',
                  title: 'Trap',
                  start_index: 0,
                  end_index: 4,
                },
                {
                  type: 'url_citation',
                  url: 'data:text/html;base64,PGI+',
                  start_index: 5,
                  end_index: 9,
                },
                {
                  type: 'url_citation',
                  url: '/docs/relative',
                  title: 'Relative',
                  start_index: 10,
                  end_index: 16,
                },
              ],
            },
          ],
        },
      ],
    });
    expect(cited.citations.map((c) => [c.href, c.domain])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(cited.citations.map((c) => c.spans[0].markerOffset)).toEqual([4, 9, 16]);
  });

  it('clamps an offset past its part to the part end, and past the last part to the text end', () => {
    const cited = fromOpenAIResponse({
      output: [
        {
          type: 'message',
          content: [
            {
              type: 'output_text',
              text: 'First part. ',
              annotations: [
                { type: 'url_citation', url: 'https://a.example/', start_index: 0, end_index: 99 },
              ],
            },
            {
              type: 'output_text',
              text: 'Second.',
              annotations: [{ type: 'file_citation', file_id: 'file-1', index: 42 }],
            },
          ],
        },
      ],
    });
    expect(cited.citations[0].spans[0]).toMatchObject({
      claimStart: 0,
      claimEnd: 12,
      markerOffset: 11,
    });
    expect(cited.citations[1].spans[0]).toMatchObject({ markerOffset: 19, status: 'final' });
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['offset-clamped', 'offset-clamped']);
  });

  it('keeps an offset past the last part pending while streaming', () => {
    const cited = fromOpenAIResponse(
      {
        output: [
          {
            type: 'message',
            content: [
              {
                type: 'output_text',
                text: 'Partial',
                annotations: [
                  {
                    type: 'url_citation',
                    url: 'https://a.example/',
                    start_index: 0,
                    end_index: 30,
                  },
                ],
              },
            ],
          },
        ],
      },
      { streaming: true },
    );
    expect(cited.citations[0].spans[0]).toMatchObject({ status: 'pending' });
    expect(cited.diagnostics).toEqual([]);
  });

  it('tolerates missing optional fields', () => {
    const cited = fromOpenAIResponse({
      output: [
        { type: 'message', content: [{ type: 'output_text', text: 'Bare.' }] },
        {
          type: 'message',
          content: [
            {
              type: 'output_text',
              text: ' Cited.',
              annotations: [
                { type: 'url_citation', url: 'https://example.org/x' },
                { type: 'file_citation' },
              ],
            },
          ],
        },
      ],
    });
    expect(cited.text).toBe('Bare. Cited.');
    // The bare file_citation names no file: dropped, not listed as "Source 2".
    expect(cited.citations.map((c) => [c.displayTitle, c.spans.length])).toEqual([
      ['example.org', 0],
    ]);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry']);
  });

  it.each([null, undefined, 'resp', 7, [], { output: {} }])(
    'gives an empty result with a diagnostic for %p',
    (payload) => {
      const cited = fromOpenAIResponse(garbage(payload));
      expectUnreadablePayload(cited);
    },
  );

  it('reports malformed items, parts and annotations and keeps the rest', () => {
    const cited = fromOpenAIResponse(
      garbage({
        output: [
          null,
          { type: 'message', content: 'oops' },
          {
            type: 'message',
            content: [
              { type: 'output_text', text: 12 },
              { type: 'output_text', text: 'Kept.', annotations: 'bad' },
              {
                type: 'output_text',
                text: ' Also kept.',
                annotations: [
                  7,
                  { type: 'future_citation' },
                  {
                    type: 'url_citation',
                    url: 'https://ok.example/',
                    start_index: -3,
                    end_index: 2.5,
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(cited.text).toBe('Kept. Also kept.');
    expect(cited.citations).toHaveLength(1);
    expect(cited.citations[0].spans).toEqual([]);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual([
      'schema-violation',
      'schema-violation',
      'schema-violation',
      'dropped-entry',
      'unknown-annotation',
      'invalid-offset',
    ]);
  });

  it('maps every code-point range of every part to the same characters in the display text', () => {
    const unit = fc.constantFrom('a', ' ', '日', '🚀', '👩‍💻', 'é', '\n');
    const part = fc.array(unit, { minLength: 1, maxLength: 12 }).chain((units) => {
      const text = units.join('');
      const length = Array.from(text).length;
      const range = fc
        .tuple(fc.nat({ max: length }), fc.nat({ max: length }))
        .filter(([a, b]) => a < b);
      return fc.record({ text: fc.constant(text), ranges: fc.array(range, { maxLength: 3 }) });
    });
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), (parts) => {
        let n = 0;
        const expected = new Map<string, string>();
        const response: OpenAIResponse = {
          output: [
            {
              type: 'message',
              content: parts.map((p) => ({
                type: 'output_text' as const,
                text: p.text,
                annotations: p.ranges.map(([start, end]) => {
                  const url = `https://example.com/${n++}`;
                  expected.set(url, Array.from(p.text).slice(start, end).join(''));
                  return { type: 'url_citation' as const, url, start_index: start, end_index: end };
                }),
              })),
            },
          ],
        };
        const cited = fromOpenAIResponse(response);
        expect(cited.citations).toHaveLength(expected.size);
        for (const citation of cited.citations) {
          const [span] = citation.spans;
          expect(cited.text.slice(span.claimStart, span.claimEnd)).toBe(
            expected.get(citation.url ?? ''),
          );
        }
      }),
    );
  });
});
