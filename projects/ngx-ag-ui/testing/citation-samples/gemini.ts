import type { GeminiResponse } from 'ngx-ag-ui/formats';

const redirect = 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/';

/**
 * A grounded Gemini `GenerateContentResponse` (Google Search): a thought part (not displayed),
 * a Japanese sentence and a 🗻 before the English offsets (segment offsets are UTF-8 bytes per
 * part), redirect URIs whose domain comes from `web.domain` or the title, a chunk repeated under
 * the same URI (deduplicated), omitted `startIndex` and a chunk no support cites.
 *
 * @example
 * const cited = fromGeminiResponse(geminiSample);
 */
export const geminiSample: GeminiResponse = {
  responseId: 'sample-gemini-1',
  modelVersion: 'gemini-2.5-flash',
  candidates: [
    {
      index: 0,
      finishReason: 'STOP',
      content: {
        role: 'model',
        parts: [
          {
            thought: true,
            text: 'The user asks when Mount Fuji can be climbed; search for the season dates.',
          },
          {
            text:
              '富士山の登山シーズンは7月上旬から9月上旬までです。🗻 The official climbing season on Mount Fuji ' +
              'runs from early July to early September. ',
          },
          {
            text:
              'The Yoshida Trail usually opens first, and the mountain huts fill up quickly, so ' +
              '**book a hut early**.',
          },
        ],
      },
      groundingMetadata: {
        webSearchQueries: ['Mount Fuji climbing season dates', '富士山 登山シーズン'],
        groundingChunks: [
          { web: { uri: `${redirect}AUZIYQFuji01`, title: 'fujisan-climb.example.jp' } },
          {
            web: {
              uri: `${redirect}AUZIYQTrail02`,
              title: 'Yoshida Trail guide',
              domain: 'trails.example.org',
            },
          },
          { web: { uri: `${redirect}AUZIYQFuji01`, title: 'fujisan-climb.example.jp' } },
          { web: { uri: `${redirect}AUZIYQHuts03`, title: 'Mountain hut reservations' } },
          {
            web: {
              uri: 'https://www.japan-travel.example.com/fuji/weather',
              title: 'Fuji weather',
            },
          },
        ],
        groundingSupports: [
          // startIndex is 0 here and in the third support, so protobuf JSON omits it.
          {
            segment: {
              partIndex: 1,
              endIndex: 74,
              text: '富士山の登山シーズンは7月上旬から9月上旬までです。',
            },
            groundingChunkIndices: [0],
          },
          {
            segment: {
              partIndex: 1,
              startIndex: 79,
              endIndex: 162,
              text: 'The official climbing season on Mount Fuji runs from early July to early September.',
            },
            groundingChunkIndices: [2, 1],
            confidenceScores: [0.94, 0.71],
          },
          {
            segment: { partIndex: 2, endIndex: 37, text: 'The Yoshida Trail usually opens first' },
            groundingChunkIndices: [1],
          },
          {
            segment: { partIndex: 2, startIndex: 83, endIndex: 99, text: 'book a hut early' },
            groundingChunkIndices: [3],
          },
        ],
      },
    },
  ],
};
