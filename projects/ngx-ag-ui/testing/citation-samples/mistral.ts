import type { MistralMessagePayload } from 'ngx-ag-ui/formats';

/**
 * A Mistral assistant message mixing `text` chunks with `web_search` `tool_reference` chunks and
 * a RAG `reference` chunk resolved against the app's reference map: a 🏔️, Japanese text, a
 * page referenced twice (deduplicated by URL), a reference whose URL is not a web link (listed,
 * not clickable), and a thinking chunk that is not displayed.
 *
 * @example
 * const cited = fromMistralMessage(mistralSample);
 */
export const mistralSample: MistralMessagePayload = {
  message: {
    role: 'assistant',
    content: [
      {
        type: 'thinking',
        thinking: [{ type: 'text', text: 'Compare the two summits, then check the trip notes.' }],
      },
      { type: 'text', text: 'Mont Blanc 🏔️ rises to 4,806 m, the highest summit in the Alps. ' },
      {
        type: 'tool_reference',
        tool: 'web_search',
        title: 'Mont Blanc - Wikipedia',
        url: 'https://en.wikipedia.org/wiki/Mont_Blanc',
        favicon: 'https://en.wikipedia.org/static/favicon/wikipedia.ico',
        description: 'Mont Blanc is the highest mountain in the Alps and Western Europe.',
      },
      {
        type: 'text',
        text: '富士山 (Mount Fuji) is 3,776 m, so Mont Blanc is about 1,030 m higher. ',
      },
      {
        type: 'tool_reference',
        tool: 'web_search',
        title: '富士山 - 公式ガイド',
        url: 'https://www.fujisan.example.jp/en/',
        favicon: null,
        description: 'Official climbing guide for Mount Fuji.',
      },
      {
        type: 'tool_reference',
        tool: 'web_search',
        title: 'Mont Blanc',
        url: 'https://en.wikipedia.org/wiki/Mont_Blanc#Height',
        favicon: null,
        description: null,
      },
      { type: 'text', text: 'Your trip notes plan the Goûter route for July.\n' },
      { type: 'reference', reference_ids: [0, 1] },
    ],
  },
  references: {
    '0': {
      url: 'https://notes.example.com/trips/alps-2026',
      title: 'Alps 2026 trip notes',
      snippet: 'Day 3: Goûter route, hut booked for 14 July.',
      source: 'notes_search',
    },
    '1': {
      url: 'file:///home/shared/packing-list.md',
      title: 'Packing list',
      description: 'Crampons, helmet, harness.',
      source: 'notes_search',
    },
  },
};
