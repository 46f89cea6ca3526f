import type { BedrockConverseResponse } from 'ngx-ag-ui/formats';

/**
 * A Bedrock `ConverseResponse` with document citations (Claude on Bedrock): plain text blocks
 * between `citationsContent` blocks (each block is its citations' claim), 🏡 and a Chinese
 * claim, the same document cited twice (deduplicated by document index), page, character and
 * web locations.
 *
 * @example
 * const cited = fromBedrockConverse(bedrockConverseSample);
 */
export const bedrockConverseSample: BedrockConverseResponse = {
  stopReason: 'end_turn',
  output: {
    message: {
      role: 'assistant',
      content: [
        { text: 'Here is what the handbook says about remote work 🏡: ' },
        {
          citationsContent: {
            content: [{ text: 'Employees may work remotely up to three days a week.' }],
            citations: [
              {
                title: 'Employee handbook 2025',
                sourceContent: [{ text: 'Staff may work from home for up to 3 days per week.' }],
                location: { documentPage: { documentIndex: 0, start: 4, end: 5 } },
              },
            ],
          },
        },
        { text: ' ' },
        {
          citationsContent: {
            content: [{ text: '在上海办公室，远程工作需要经理批准。' }],
            citations: [
              {
                title: 'Shanghai office policy',
                sourceContent: [{ text: '上海办公室员工远程办公须经直属经理批准。' }],
                location: { documentChar: { documentIndex: 1, start: 212, end: 231 } },
              },
            ],
          },
        },
        { text: ' ' },
        {
          citationsContent: {
            content: [{ text: 'Home-office equipment is reimbursed up to $500. ' }],
            citations: [
              {
                title: 'Employee handbook 2025',
                sourceContent: [
                  { text: 'Equipment for a home office is reimbursed up to USD 500.' },
                ],
                location: { documentPage: { documentIndex: 0, start: 9, end: 10 } },
              },
              {
                title: 'IT equipment FAQ',
                sourceContent: [{ text: 'Claim monitors and chairs through the expense portal.' }],
                location: {
                  web: { url: 'https://it.example.com/faq#equipment', domain: 'it.example.com' },
                },
              },
            ],
          },
        },
      ],
    },
  },
};
