import type { LangChainMessage } from 'ngx-ag-ui/formats';

/**
 * A LangChain `AIMessage` from `ChatAnthropic` with documents and web search, as its standard
 * `contentBlocks`: a reasoning block (not displayed), citations whose `startIndex` / `endIndex`
 * point into the **source** (`source: "char"` / `"page"`, kept as locations; the text block is
 * the claim), web-search citations whose indices serialised as `null`, 🗼 and Japanese text, and
 * the same page cited twice (deduplicated).
 *
 * @example
 * const cited = fromLangChainMessage(langChainSample);
 */
export const langChainSample: LangChainMessage = {
  id: 'sample-langchain-1',
  type: 'ai',
  contentBlocks: [
    { type: 'reasoning', id: 'r1' },
    { type: 'text', text: 'According to the fact sheet, ' },
    {
      type: 'text',
      text: 'the Eiffel Tower is 330 m tall 🗼',
      annotations: [
        {
          type: 'citation',
          source: 'char',
          title: 'Eiffel Tower fact sheet',
          startIndex: 112,
          endIndex: 171,
          citedText: 'Height: 330 metres (1,083 ft) including antennas.',
        },
      ],
    },
    { type: 'text', text: '. ' },
    {
      type: 'text',
      text: 'エッフェル塔は1889年に完成しました。',
      annotations: [
        {
          type: 'citation',
          source: 'page',
          title: 'Paris guide (PDF)',
          startIndex: 14,
          endIndex: 15,
          citedText: 'Completed in 1889 for the Exposition Universelle.',
        },
      ],
    },
    { type: 'text', text: ' Summit tickets cost €36.10 for adults.' },
    {
      type: 'text',
      text: ' Book online to skip the queue.',
      annotations: [
        {
          type: 'citation',
          url: 'https://tickets.example.fr/eiffel?lang=en',
          title: 'Official ticket office',
          startIndex: null,
          endIndex: null,
          citedText: 'Online tickets let you skip the ticket-office queue.',
        },
        {
          type: 'citation',
          url: 'https://tickets.example.fr/eiffel?lang=en#prices',
          title: 'Ticket prices',
          startIndex: null,
          endIndex: null,
          citedText: 'Summit: adults €36.10.',
        },
      ],
    },
  ],
};
