import type { BedrockKnowledgeBaseResponse } from 'ngx-ag-ui/formats';

/**
 * A Bedrock Knowledge Bases `RetrieveAndGenerate` response: spans with an **inclusive** end in
 * code points, 📦 (one code point, two UTF-16 units) before the second span, a Japanese part,
 * the same S3 document retrieved for two parts (deduplicated, never clickable), a web page, a
 * Salesforce record, a custom document and a part without references.
 *
 * @example
 * const cited = fromBedrockKnowledgeBase(bedrockKnowledgeBaseSample);
 */
export const bedrockKnowledgeBaseSample: BedrockKnowledgeBaseResponse = {
  sessionId: 'sample-kb-session-1',
  output: {
    text:
      'Our refund window is 30 days from delivery 📦. Refunds go back to the original payment ' +
      'method within 5–7 business days. 返品は配達から30日以内に受け付けます。',
  },
  citations: [
    {
      generatedResponsePart: {
        textResponsePart: {
          text: 'Our refund window is 30 days from delivery 📦.',
          span: { start: 0, end: 44 },
        },
      },
      retrievedReferences: [
        {
          content: { type: 'TEXT', text: 'Customers may return items within 30 days of delivery.' },
          location: {
            type: 'S3',
            s3Location: { uri: 's3://acme-policies/returns/refund-policy.pdf' },
          },
          metadata: {
            'x-amz-bedrock-kb-source-uri': 's3://acme-policies/returns/refund-policy.pdf',
            'x-amz-bedrock-kb-chunk-id': 'chunk-0017',
            title: 'Refund policy (PDF)',
          },
        },
        {
          content: {
            type: 'TEXT',
            text: 'Returns are accepted for 30 days after the parcel arrives.',
          },
          location: { type: 'WEB', webLocation: { url: 'https://help.acme.example.com/returns' } },
          metadata: { title: 'Returns help page' },
        },
      ],
    },
    {
      generatedResponsePart: {
        textResponsePart: {
          text: 'Refunds go back to the original payment method within 5–7 business days.',
          span: { start: 46, end: 117 },
        },
      },
      retrievedReferences: [
        {
          content: { type: 'TEXT', text: 'Refunds are issued to the original payment method.' },
          location: {
            type: 'S3',
            s3Location: { uri: 's3://acme-policies/returns/refund-policy.pdf' },
          },
          metadata: { 'x-amz-bedrock-kb-chunk-id': 'chunk-0018' },
        },
        {
          content: { type: 'TEXT', text: 'Card refunds settle in 5 to 7 business days.' },
          location: {
            type: 'SALESFORCE',
            salesforceLocation: { url: 'https://acme.example.my.salesforce.com/ka0000000000001' },
          },
          metadata: { title: 'Knowledge article: card refunds' },
        },
      ],
    },
    {
      generatedResponsePart: {
        textResponsePart: {
          text: '返品は配達から30日以内に受け付けます。',
          span: { start: 119, end: 138 },
        },
      },
      retrievedReferences: [
        {
          content: { type: 'TEXT', text: '返品期限：商品到着後30日以内。' },
          location: { type: 'CUSTOM', customDocumentLocation: { id: 'jp-returns-faq-v3' } },
          metadata: { title: '返品FAQ' },
        },
      ],
    },
    {
      generatedResponsePart: {
        textResponsePart: { text: 'Our refund window', span: { start: 0, end: 16 } },
      },
      retrievedReferences: [],
    },
  ],
};
