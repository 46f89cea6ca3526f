import type { AnthropicMessage } from 'ngx-ag-ui/formats';

const RATIO = 'https://coffee.example.org/guides/espresso-ratio';

/**
 * An Anthropic Messages API `Message` answering from documents and web search: narration before
 * tool blocks (concatenated exactly), a ☕, a 🫖 and Japanese text, every citation claiming its
 * whole text block, char / page / content-block / search-result / web-search locations kept as
 * source positions, a null `document_title` (shown as `Source n`), and one web page cited from
 * two blocks (deduplicated).
 *
 * @example
 * const cited = fromAnthropicMessage(anthropicSample);
 */
export const anthropicSample: AnthropicMessage = {
  id: 'msg_sample_anthropic_1',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-4-5',
  content: [
    { type: 'text', text: "I'll check your barista handbook and the web. ", citations: null },
    {
      type: 'server_tool_use',
      id: 'srvtoolu_sample_1',
      name: 'web_search',
      input: { query: 'espresso brew ratio grams' },
    },
    {
      type: 'web_search_tool_result',
      tool_use_id: 'srvtoolu_sample_1',
      content: [
        {
          type: 'web_search_result',
          url: RATIO,
          title: 'Espresso ratios explained',
          encrypted_content: 'EqgfCioIARgBIiQ3',
          page_age: null,
        },
        {
          type: 'web_search_result',
          url: 'https://kissaten.example.jp/en/',
          title: 'Kissaten culture',
          encrypted_content: 'EqgfCioIARgBIiQ4',
          page_age: null,
        },
      ],
    },
    {
      type: 'text',
      text: 'A classic espresso ☕ uses 18 g of ground coffee for about 36 g in the cup',
      citations: [
        {
          type: 'char_location',
          cited_text: 'Dose 18 g; target a 1:2 ratio, about 36 g of liquid espresso.',
          document_index: 0,
          document_title: 'Barista handbook (plain text)',
          start_char_index: 1204,
          end_char_index: 1266,
          file_id: null,
        },
        {
          type: 'web_search_result_location',
          url: RATIO,
          title: 'Espresso ratios explained',
          cited_text: 'Most cafés brew espresso at a 1:2 ratio, 18 grams in and 36 grams out.',
          encrypted_index: 'Eo8BCioIARgBIiQ5',
        },
      ],
    },
    { type: 'text', text: ', ' },
    {
      type: 'text',
      text: 'pulled in 25 to 30 seconds. ',
      citations: [
        {
          type: 'page_location',
          cited_text: 'Extraction should take between 25 and 30 seconds.',
          document_index: 1,
          document_title: null,
          start_page_number: 12,
          end_page_number: 13,
          file_id: 'file_011CespressoPdf',
        },
      ],
    },
    {
      type: 'text',
      text: 'In a Japanese 喫茶店 (kissaten), slow hand-drip coffee 🫖 is just as common',
      citations: [
        {
          type: 'web_search_result_location',
          url: 'https://kissaten.example.jp/en/',
          title: 'Kissaten culture',
          cited_text: 'Kissaten are known for carefully hand-dripped coffee.',
          encrypted_index: 'Eo8BCioIARgBIiQ6',
        },
        {
          type: 'search_result_location',
          cited_text: 'Pour-over remains the default in traditional coffee houses.',
          search_result_index: 0,
          source: 'https://wiki.example.com/coffee/kissaten',
          title: 'Team wiki: kissaten',
          start_block_index: 0,
          end_block_index: 1,
        },
      ],
    },
    {
      type: 'text',
      text: ', and the house menu lists both styles.',
      citations: [
        {
          type: 'content_block_location',
          cited_text: 'Espresso · Hand drip',
          document_index: 2,
          document_title: 'Café menu',
          start_block_index: 3,
          end_block_index: 5,
          file_id: null,
        },
        {
          type: 'web_search_result_location',
          url: `${RATIO}#menus`,
          title: null,
          cited_text: 'Cafés often list espresso next to pour-over.',
          encrypted_index: 'Eo8BCioIARgBIiQ7',
        },
      ],
    },
  ],
  stop_reason: 'end_turn',
  stop_sequence: null,
  usage: { input_tokens: 6120, output_tokens: 188 },
};
