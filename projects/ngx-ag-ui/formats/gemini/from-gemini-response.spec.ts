/** @jest-environment node */
import fc from 'fast-check';
import { claims, expectUnreadablePayload } from '../adapter-spec.test-helpers';
import type {
  GeminiGroundingChunk,
  GeminiGroundingSupport,
  GeminiPart,
  GeminiResponse,
} from './gemini-response';
import { fromGeminiResponse } from './from-gemini-response';

const redirect = 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/';

function response(
  parts: readonly GeminiPart[],
  groundingChunks: readonly GeminiGroundingChunk[],
  groundingSupports: readonly GeminiGroundingSupport[],
): GeminiResponse {
  return {
    candidates: [
      {
        content: { role: 'model', parts },
        groundingMetadata: { groundingChunks, groundingSupports },
      },
    ],
  };
}

const japanese = '東京タワーの高さは333メートルです。';
const english = ' 🗼 It opened in 1958.';

describe('fromGeminiResponse', () => {
  it('converts UTF-8 byte offsets after Japanese text and an emoji to UTF-16', () => {
    // 東京タワーの高さは is 9 × 3 bytes, 333 is 3, メートルです。 is 7 × 3: the sentence is 51 bytes;
    // " 🗼 " is 1 + 4 + 1 bytes, so "It opened in 1958." spans bytes 57..75.
    const cited = fromGeminiResponse(
      response(
        [{ text: japanese + english }],
        [
          { web: { uri: 'https://tower.example.jp/height', title: 'Height' } },
          { web: { uri: 'https://tower.example.jp/history', title: 'History' } },
        ],
        [
          { segment: { endIndex: 51 }, groundingChunkIndices: [0] },
          { segment: { startIndex: 57, endIndex: 75 }, groundingChunkIndices: [1] },
        ],
      ),
    );

    expect(cited.text).toBe(japanese + english);
    expect(claims(cited)).toEqual([
      { index: 1, claim: japanese, marker: japanese.length },
      { index: 2, claim: 'It opened in 1958.', marker: cited.text.length },
    ]);
    expect(cited.diagnostics).toEqual([]);
  });

  it('rounds an offset inside a multi-byte character up to the next character', () => {
    // Byte 2 lies inside 東 (bytes 0..3), byte 5 inside 京 (3..6): the claim covers both.
    const cited = fromGeminiResponse(
      response(
        [{ text: '東京です' }],
        [{ web: { uri: 'https://example.jp/a' } }],
        [{ segment: { startIndex: 2, endIndex: 5 }, groundingChunkIndices: [0] }],
      ),
    );

    expect(cited.citations[0].spans[0]).toMatchObject({
      claimStart: 1,
      claimEnd: 2,
      markerOffset: 2,
    });
  });

  it('skips thought parts and reads offsets relative to the part named by partIndex', () => {
    const cited = fromGeminiResponse(
      response(
        [
          { text: 'Plan: look up the tower height.', thought: true },
          { text: 'Héllo. ' },
          { functionCall: { name: 'lookup' } } as GeminiPart,
          { text: 'Tokyo Tower is 333 m tall.' },
        ],
        [{ web: { uri: 'https://tower.example.jp/height', title: 'Height' } }],
        [
          {
            segment: { partIndex: 3, startIndex: 15, endIndex: 25, text: '333 m tall' },
            groundingChunkIndices: [0],
          },
        ],
      ),
    );

    expect(cited.text).toBe('Héllo. Tokyo Tower is 333 m tall.');
    expect(claims(cited)).toEqual([{ index: 1, claim: '333 m tall', marker: 32 }]);
  });

  it('treats omitted partIndex and startIndex as 0', () => {
    const cited = fromGeminiResponse(
      response(
        [{ text: 'Kyoto was the capital. ' }, { text: 'Nara came before it.' }],
        [{ web: { uri: 'https://history.example.jp/kyoto' } }],
        [{ segment: { endIndex: 22, text: 'Kyoto was the capital.' }, groundingChunkIndices: [0] }],
      ),
    );

    expect(claims(cited)).toEqual([{ index: 1, claim: 'Kyoto was the capital.', marker: 22 }]);
  });

  it('places a tiny repeated segment such as ** by its position, not by its first text match', () => {
    const text = 'Use **bold** for **emphasis** and **notes**.';
    const third = text.lastIndexOf('**');
    const cited = fromGeminiResponse(
      response(
        [{ text }],
        [{ web: { uri: 'https://markdown.example.org/' } }],
        [
          {
            segment: { startIndex: third, endIndex: third + 2, text: '**' },
            groundingChunkIndices: [0],
          },
        ],
      ),
    );

    expect(cited.citations[0].spans[0]).toMatchObject({ claimStart: third, claimEnd: third + 2 });
    expect(cited.diagnostics?.map((d) => d.code)).not.toContain('re-anchored');
  });

  it('re-anchors on segment.text when the positions were sent in the wrong unit', () => {
    // A gateway that already converted to UTF-16 but still claims bytes: read as bytes, 11 lands
    // inside "333"; the segment text moves the claim back onto its words.
    const text = '高さは333メートル。Opened in 1958.';
    const start = text.indexOf('Opened');
    const cited = fromGeminiResponse(
      response(
        [{ text }],
        [{ web: { uri: 'https://tower.example.jp/history' } }],
        [
          {
            segment: { startIndex: start, endIndex: text.length, text: 'Opened in 1958.' },
            groundingChunkIndices: [0],
          },
        ],
      ),
    );

    expect(claims(cited)).toEqual([{ index: 1, claim: 'Opened in 1958.', marker: text.length }]);
    expect(cited.diagnostics?.map((d) => d.code)).toContain('re-anchored');
  });

  it('honours an offsetUnit override', () => {
    const text = '🚀 Launch at dawn.';
    const cited = fromGeminiResponse(
      response(
        [{ text }],
        [{ web: { uri: 'https://launch.example.com/' } }],
        [{ segment: { startIndex: 2, endIndex: 18 }, groundingChunkIndices: [0] }],
      ),
      { offsetUnit: 'codepoint' },
    );

    expect(claims(cited)).toEqual([{ index: 1, claim: 'Launch at dawn.', marker: 18 }]);
  });

  it('merges chunks with the same URI into one numbered source with several spans', () => {
    const cited = fromGeminiResponse(
      response(
        [{ text: 'First claim. Second claim.' }],
        [
          { web: { uri: 'https://news.example.com/b', title: 'B' } },
          { web: { uri: 'https://news.example.com/a#top', title: 'A' } },
          { web: { uri: 'https://NEWS.example.com/a', title: 'A again' } },
        ],
        [
          { segment: { endIndex: 12 }, groundingChunkIndices: [1] },
          { segment: { startIndex: 13, endIndex: 26 }, groundingChunkIndices: [2, 0] },
        ],
      ),
    );

    expect(
      cited.citations.map((c) => [c.index, c.title, c.spans.map((s) => s.markerOffset)]),
    ).toEqual([
      [1, 'A', [12, 26]],
      [2, 'B', [26]],
    ]);
  });

  it('lists chunks that no support cites after the cited ones', () => {
    const cited = fromGeminiResponse(
      response(
        [{ text: 'Only the second chunk is cited.' }],
        [
          { web: { uri: 'https://a.example.com/', title: 'Uncited' } },
          { web: { uri: 'https://b.example.com/', title: 'Cited' } },
        ],
        [{ segment: { endIndex: 31 }, groundingChunkIndices: [1] }],
      ),
    );

    expect(cited.citations.map((c) => [c.index, c.title, c.spans.length])).toEqual([
      [1, 'Cited', 1],
      [2, 'Uncited', 0],
    ]);
  });

  it('takes the domain of a redirect URI from web.domain, else a hostname-like title, else null', () => {
    const cited = fromGeminiResponse(
      response(
        [{ text: 'abc' }],
        [
          { web: { uri: `${redirect}one`, title: 'Champions League final', domain: 'uefa.com' } },
          { web: { uri: `${redirect}two`, title: 'www.Example.co.uk' } },
          { web: { uri: `${redirect}three`, title: 'Match report' } },
          { web: { uri: 'https://www.bbc.example.com/sport', title: 'bbc.example.com' } },
        ],
        [],
      ),
    );

    expect(cited.citations.map((c) => [c.domain, c.href !== null])).toEqual([
      ['uefa.com', true],
      ['example.co.uk', true],
      [null, true],
      ['bbc.example.com', true],
    ]);
    expect(cited.citations[2].displayTitle).toBe('Match report');
  });

  it('never gives an href to javascript:, data:, relative or gs:// URIs', () => {
    const cited = fromGeminiResponse(
      response(
        [{ text: 'abc' }],
        [
          { web: { uri: 'JavaScript:alert(1)', title: 'x' } },
          { web: { uri: 'java\tscript:alert(2)', title: 'y' } },
          { web: { uri: 'data:text/html,<b>hi</b>', title: 'z' } },
          { web: { uri: '/relative/page', title: 'r' } },
          {
            retrievedContext: {
              uri: 'gs://bucket/manual.pdf',
              title: 'Manual',
              text: 'Page 4 says…',
            },
          },
          {
            maps: {
              uri: 'https://maps.example.com/?cid=42',
              title: 'Tower',
              placeId: 'places/abc',
            },
          },
        ],
        [],
      ),
    );

    expect(cited.citations.map((c) => [c.url, c.href, c.domain])).toEqual([
      ['JavaScript:alert(1)', null, null],
      ['java\tscript:alert(2)', null, null],
      ['data:text/html,<b>hi</b>', null, null],
      ['/relative/page', null, null],
      ['gs://bucket/manual.pdf', null, null],
      ['https://maps.example.com/?cid=42', 'https://maps.example.com/?cid=42', 'maps.example.com'],
    ]);
    expect(cited.citations[4]).toMatchObject({
      kind: 'document',
      snippet: 'Page 4 says…',
      providerType: 'retrievedContext',
    });
    expect(cited.citations[5]).toMatchObject({ recordId: 'places/abc', providerType: 'maps' });
  });

  it('keeps RAG page spans as page locations with an exclusive end', () => {
    const cited = fromGeminiResponse(
      response(
        [{ text: 'abc' }],
        [
          {
            retrievedContext: {
              title: 'Handbook',
              documentName: 'docs/handbook',
              ragChunk: { text: 'Leave policy', pageSpan: { firstPage: 3, lastPage: 4 } },
            },
          },
        ],
        [],
      ),
    );

    expect(cited.citations[0]).toMatchObject({
      recordId: 'docs/handbook',
      snippet: 'Leave policy',
      locations: [{ kind: 'page', start: 3, end: 5 }],
    });
  });

  it('maps confidenceScores onto the spans of the matching chunks', () => {
    const cited = fromGeminiResponse(
      response(
        [{ text: 'Claim.' }],
        [{ web: { uri: 'https://a.example.com/' } }, { web: { uri: 'https://b.example.com/' } }],
        [{ segment: { endIndex: 6 }, groundingChunkIndices: [0, 1], confidenceScores: [0.9, 7] }],
      ),
    );

    expect(cited.citations.map((c) => c.spans[0].confidence)).toEqual([0.9, undefined]);
  });

  it('keeps markers beyond the streamed text pending and clamps a past-the-part offset of an earlier part', () => {
    const payload = response(
      [{ text: 'Early part. ' }, { text: 'Still stream' }],
      [{ web: { uri: 'https://a.example.com/' } }, { web: { uri: 'https://b.example.com/' } }],
      [
        { segment: { partIndex: 0, startIndex: 0, endIndex: 40 }, groundingChunkIndices: [0] },
        { segment: { partIndex: 1, startIndex: 0, endIndex: 20 }, groundingChunkIndices: [1] },
      ],
    );

    const streaming = fromGeminiResponse(payload, { streaming: true });
    expect(streaming.citations.map((c) => [c.spans[0].status, c.spans[0].markerOffset])).toEqual([
      ['final', 11],
      ['pending', 24],
    ]);
    expect(streaming.diagnostics?.map((d) => d.code)).toContain('offset-clamped');
    const final = fromGeminiResponse(payload);
    expect(final.citations[1].spans[0]).toMatchObject({
      status: 'final',
      claimStart: 12,
      claimEnd: 24,
    });
  });

  it('returns an empty result with a diagnostic for a payload that is not a response', () => {
    for (const garbage of [
      null,
      undefined,
      42,
      'text',
      [],
      { candidates: 'no' },
      { candidates: [7] },
    ]) {
      const cited = fromGeminiResponse(garbage as unknown as GeminiResponse);
      expectUnreadablePayload(cited);
    }
  });

  it('reports malformed supports and keeps every usable part', () => {
    const cited = fromGeminiResponse(
      response(
        [{ text: 'Good claim.' }],
        [
          { web: { uri: 'https://good.example.com/' } },
          'not a chunk' as unknown as GeminiGroundingChunk,
        ],
        [
          'bad' as unknown as GeminiGroundingSupport,
          { segment: { endIndex: 11 }, groundingChunkIndices: [0, 9, -1, 1.5] },
          { segment: { partIndex: 4, endIndex: 3 }, groundingChunkIndices: [1] },
          {
            segment: { startIndex: '3' as unknown as number, endIndex: 5 },
            groundingChunkIndices: [0],
          },
          { groundingChunkIndices: [] },
        ],
      ),
      { offsetUnit: 'bytes' as unknown as 'utf8' },
    );

    expect(cited.text).toBe('Good claim.');
    // 'not a chunk' names no source: dropped, not listed as "Source 2".
    expect(cited.citations.map((c) => [c.index, c.url ?? null, c.spans.length])).toEqual([
      [1, 'https://good.example.com/', 1],
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
  it('places every claim exactly on its text for any part layout (property)', () => {
    const token = fc.constantFrom('a', 'Tokyo ', '東京', '🗼', 'é', '👩‍💻', ' ', '。', '\n');
    const layout = fc
      .array(fc.array(token, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 })
      .chain((parts) =>
        fc.record({
          parts: fc.constant(parts),
          part: fc.nat(parts.length - 1),
          thoughtFirst: fc.boolean(),
        }),
      )
      .chain(({ parts, part, thoughtFirst }) =>
        fc.record({
          parts: fc.constant(parts),
          part: fc.constant(part),
          thoughtFirst: fc.constant(thoughtFirst),
          from: fc.nat(parts[part].length - 1),
          length: fc.integer({ min: 1, max: parts[part].length }),
        }),
      );
    fc.assert(
      fc.property(layout, ({ parts, part, thoughtFirst, from, length }) => {
        const tokens = parts[part];
        const to = Math.min(tokens.length, from + length);
        const bytes = (list: readonly string[]) => Buffer.byteLength(list.join(''), 'utf8');
        const shown = parts.map((p) => ({ text: p.join('') }));
        const cited = fromGeminiResponse(
          response(
            thoughtFirst ? [{ text: 'plan', thought: true }, ...shown] : shown,
            [{ web: { uri: 'https://a.example.com/' } }],
            [
              {
                segment: {
                  partIndex: part + (thoughtFirst ? 1 : 0),
                  startIndex: bytes(tokens.slice(0, from)),
                  endIndex: bytes(tokens.slice(0, to)),
                },
                groundingChunkIndices: [0],
              },
            ],
          ),
        );
        const span = cited.citations[0].spans[0];
        const base =
          parts.slice(0, part).flat().join('').length + tokens.slice(0, from).join('').length;
        expect(cited.text.slice(span.claimStart, span.claimEnd)).toBe(
          tokens.slice(from, to).join(''),
        );
        expect(span.claimStart).toBe(base);
      }),
    );
  });
});
