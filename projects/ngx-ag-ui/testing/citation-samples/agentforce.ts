import type { AgentforceMessage } from 'ngx-ag-ui/formats';

const returns = 'https://help.northwind.example/s/article/returns';

/**
 * A Salesforce Agentforce outbound message (`staticContent.text` + `citationContent`): a 📦
 * before the second claim (UTF-16 offsets), a Japanese closing sentence, the same article cited
 * twice under different `#fragment`s (one source, two markers), a link `label` and `recordId`,
 * and a Knowledge record cited twice through one `citedReference`.
 *
 * @example
 * const cited = fromAgentforceMessage(agentforceSample);
 */
export const agentforceSample: AgentforceMessage = {
  type: 'Inform',
  id: '0Mwbb000000AbCdCAK',
  feedbackId: 'a9f3c1d2-5b6e-4c7d-8e9f-0a1b2c3d4e5f',
  isContentSafe: true,
  staticContent: {
    formatType: 'Text',
    text:
      'Our return window is 30 days from delivery. 📦 Items must be unused and in their ' +
      'original packaging. Refunds go back to the original payment method within 5–7 ' +
      'business days. 日本からのご注文も同じ条件で返品できます。',
    citationContent: {
      citations: [
        {
          citedReference: {
            citedReferenceType: 'Link',
            link: { url: `${returns}#window` },
            label: 'northwind',
            recordId: 'ka05e000000AbCdAAK',
          },
          citedDetails: {
            citedDetailsType: 'InlineMetadata',
            inlineMetadata: [
              { citedLocationOffset: 43, claim: { claimStartOffset: 0, claimEndOffset: 43 } },
            ],
          },
        },
        {
          citedReference: {
            citedReferenceType: 'Link',
            link: { url: `${returns}#condition` },
            label: 'northwind',
          },
          citedDetails: {
            citedDetailsType: 'InlineMetadata',
            inlineMetadata: [
              { citedLocationOffset: 100, claim: { claimStartOffset: 47, claimEndOffset: 100 } },
            ],
          },
        },
        {
          citedReference: {
            citedReferenceType: 'Link',
            link: {
              url: 'https://northwind.lightning.force.com/lightning/r/Knowledge__kav/ka05e000000XyZ1AAK/view',
            },
            label: 'Refund policy (Knowledge)',
            recordId: 'ka05e000000XyZ1AAK',
          },
          citedDetails: {
            citedDetailsType: 'InlineMetadata',
            inlineMetadata: [
              { citedLocationOffset: 173, claim: { claimStartOffset: 101, claimEndOffset: 173 } },
              { citedLocationOffset: 195, claim: { claimStartOffset: 174, claimEndOffset: 195 } },
            ],
          },
        },
      ],
    },
  },
};
