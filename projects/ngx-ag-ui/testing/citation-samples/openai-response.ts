import type { OpenAIResponse } from 'ngx-ag-ui/formats';

const INARI = 'https://inari.example.jp/en/visit?utm_source=openai';
const TRAVEL = 'https://travel.example.com/kyoto/fushimi-inari';

/**
 * An OpenAI Responses API `Response` with web search and file search: a reasoning item and tool
 * calls (not displayed), a 🦊, CJK text and a 🌅 before later offsets (code points, per
 * `output_text` part), model-written `([domain](url))` links kept verbatim, one page cited twice
 * (one with a `#fragment`), the same travel page with and without `utm_source` (two sources),
 * and a `file_citation` point marker sent twice at one position (collapsed).
 *
 * @example
 * const cited = fromOpenAIResponse(openAIResponseSample);
 */
export const openAIResponseSample: OpenAIResponse = {
  id: 'resp_sample_openai_1',
  object: 'response',
  created_at: 1767225600,
  status: 'completed',
  model: 'gpt-5',
  output: [
    { type: 'reasoning', id: 'rs_sample_1', summary: [] },
    {
      type: 'web_search_call',
      id: 'ws_sample_1',
      status: 'completed',
      action: { type: 'search', query: 'Fushimi Inari hike duration best time' },
    },
    {
      type: 'file_search_call',
      id: 'fs_sample_1',
      status: 'completed',
      queries: ['Kyoto itinerary'],
      results: null,
    },
    {
      type: 'message',
      id: 'msg_sample_1',
      role: 'assistant',
      status: 'completed',
      content: [
        {
          type: 'output_text',
          logprobs: [],
          text:
            "Kyoto's Fushimi Inari 🦊 shrine has about 10,000 torii gates, and the hike to the summit of " +
            `Mount Inari takes 2–3 hours. ([inari.example.jp](${INARI}))\n\n` +
            'Go early: 朝7時前 🌅 the lower trail is nearly empty, while midday crowds thin out above the ' +
            `Yotsutsuji intersection. ([travel.example.com](${TRAVEL}?utm_source=openai))\n\n` +
            'Your saved itinerary already reserves the morning of day two for it.',
          annotations: [
            {
              type: 'url_citation',
              url: INARI,
              title: 'Visiting Fushimi Inari Taisha',
              start_index: 120,
              end_index: 193,
            },
            {
              type: 'url_citation',
              url: `${INARI}#hiking`,
              title: 'Hiking Mount Inari',
              start_index: 65,
              end_index: 119,
            },
            {
              type: 'url_citation',
              url: TRAVEL,
              title: 'Fushimi Inari: when to go',
              start_index: 195,
              end_index: 308,
            },
            {
              type: 'url_citation',
              url: `${TRAVEL}?utm_source=openai`,
              title: 'Fushimi Inari travel guide',
              start_index: 309,
              end_index: 397,
            },
            {
              type: 'file_citation',
              file_id: 'file-kyoto-itinerary',
              filename: 'kyoto-itinerary.pdf',
              index: 467,
            },
            {
              type: 'file_citation',
              file_id: 'file-kyoto-itinerary',
              filename: 'kyoto-itinerary.pdf',
              index: 467,
            },
          ],
        },
      ],
    },
  ],
  usage: { input_tokens: 2310, output_tokens: 142, total_tokens: 2452 },
};
