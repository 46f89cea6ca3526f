import type { CohereV2ChatResponse } from 'ngx-ag-ui/formats';

/**
 * A Cohere v2 chat response with documents and a tool result: Korean text and 🏙️ (two code
 * points, three UTF-16 units) before the offsets (code points), a `PLAN` citation that cites
 * the tool plan (not displayed), two documents with the same URL (deduplicated) and a tool
 * output without a URL.
 *
 * @example
 * const cited = fromCohereResponse(cohereSample);
 */
export const cohereSample: CohereV2ChatResponse = {
  id: 'sample-cohere-1',
  finish_reason: 'COMPLETE',
  message: {
    role: 'assistant',
    tool_plan: 'I will look up the population and the transit statistics for Seoul.',
    content: [
      {
        type: 'text',
        text:
          "서울의 인구는 약 940만 명입니다 🏙️. Seoul's subway carries about 7 million riders a day, " +
          'and the Han River parks are free to visit.',
      },
    ],
    citations: [
      {
        start: 0,
        end: 19,
        text: '서울의 인구는 약 940만 명입니다',
        type: 'TEXT_CONTENT',
        sources: [
          {
            type: 'document',
            id: 'doc:0',
            document: {
              id: 'doc:0',
              title: 'Seoul population estimate',
              url: 'https://stats.example.kr/seoul/population',
              snippet: '서울특별시 인구: 약 940만 명 (추계).',
            },
          },
        ],
      },
      {
        start: 24,
        end: 75,
        text: "Seoul's subway carries about 7 million riders a day",
        type: 'TEXT_CONTENT',
        sources: [
          {
            type: 'tool',
            id: 'transit_stats_q7:0',
            tool_output: { title: 'Transit statistics', riders_per_day: '7.0M', year: '2024' },
          },
        ],
      },
      {
        start: 81,
        end: 118,
        text: 'the Han River parks are free to visit',
        type: 'TEXT_CONTENT',
        sources: [
          {
            type: 'document',
            id: 'doc:2',
            document: {
              id: 'doc:2',
              title: 'Han River parks',
              url: 'https://parks.example.kr/han-river#visiting',
              snippet: 'Entry to the Han River parks is free of charge.',
            },
          },
          {
            type: 'document',
            id: 'doc:3',
            document: {
              id: 'doc:3',
              title: 'Han River parks (copy)',
              url: 'https://parks.example.kr/han-river',
              text: 'Free entry, open all year.',
            },
          },
        ],
      },
      {
        start: 38,
        end: 56,
        text: 'transit statistics',
        type: 'PLAN',
        sources: [
          { type: 'tool', id: 'transit_stats_q7:0', tool_output: { riders_per_day: '7.0M' } },
        ],
      },
    ],
  },
};
