import fc from 'fast-check';
import { claims, expectUnreadablePayload, tokenClaim } from '../adapter-spec.test-helpers';
import type {
  BedrockKnowledgeBaseCitation,
  BedrockKnowledgeBaseResponse,
  BedrockRetrievedReference,
} from './bedrock-knowledge-base-response';
import { fromBedrockKnowledgeBase } from './from-bedrock-knowledge-base';

function part(
  text: string | undefined,
  start: number,
  end: number,
  retrievedReferences: readonly BedrockRetrievedReference[],
): BedrockKnowledgeBaseCitation {
  return {
    generatedResponsePart: { textResponsePart: { text, span: { start, end } } },
    retrievedReferences,
  };
}

const s3 = (uri: string, text = 'chunk'): BedrockRetrievedReference => ({
  content: { type: 'TEXT', text },
  location: { type: 'S3', s3Location: { uri } },
});

// Code points: "Tea is grown in Assam 🍵." is 0..23 (23 inclusive), "茶は中国から伝わった。" 25..35.
const text = 'Tea is grown in Assam 🍵. 茶は中国から伝わった。';

describe('fromBedrockKnowledgeBase', () => {
  it('reads span.end as inclusive and converts code points after an emoji', () => {
    const result = fromBedrockKnowledgeBase({
      output: { text },
      citations: [
        part('Tea is grown in Assam 🍵.', 0, 23, [s3('s3://tea/assam.pdf')]),
        part('茶は中国から伝わった。', 25, 35, [s3('s3://tea/history.pdf')]),
      ],
    });

    expect(claims(result)).toEqual([
      { index: 1, claim: 'Tea is grown in Assam 🍵.', marker: 25 },
      { index: 2, claim: '茶は中国から伝わった。', marker: text.length },
    ]);
    expect(result.diagnostics).toEqual([]);
  });

  it('claims [start, end + 1) even without the claim text', () => {
    const result = fromBedrockKnowledgeBase({
      output: { text: 'Alpha beta. Gamma.' },
      citations: [part(undefined, 0, 10, [s3('s3://a/b')])],
    });

    expect(claims(result)).toEqual([{ index: 1, claim: 'Alpha beta.', marker: 11 }]);
  });

  it('re-anchors on textResponsePart.text when the span used an exclusive end or UTF-16', () => {
    const result = fromBedrockKnowledgeBase({
      output: { text },
      citations: [
        part('Tea is grown in Assam 🍵.', 0, 24, [s3('s3://tea/assam.pdf')]),
        part('茶は中国から伝わった。', 26, 36, [s3('s3://tea/history.pdf')]),
      ],
    });

    expect(claims(result).map((c) => c.claim)).toEqual([
      'Tea is grown in Assam 🍵.',
      '茶は中国から伝わった。',
    ]);
    expect(result.diagnostics?.filter((d) => d.code === 're-anchored')).toHaveLength(2);
  });

  it('honours an offsetUnit override', () => {
    const result = fromBedrockKnowledgeBase(
      { output: { text: '🍵 Tea.' }, citations: [part(undefined, 3, 6, [s3('s3://a')])] },
      { offsetUnit: 'utf16' },
    );

    expect(claims(result)).toEqual([{ index: 1, claim: 'Tea.', marker: 7 }]);
  });

  it('takes the URL from the first location member present and the record id from custom locations', () => {
    const references: BedrockRetrievedReference[] = [
      { location: { type: 'WEB', webLocation: { url: 'https://www.tea.example.com/assam' } } },
      {
        location: {
          type: 'CONFLUENCE',
          confluenceLocation: { url: 'https://wiki.example.com/tea' },
        },
      },
      {
        location: {
          type: 'SALESFORCE',
          salesforceLocation: { url: 'https://org.example.com/ka01' },
        },
      },
      {
        location: {
          type: 'SHAREPOINT',
          sharePointLocation: { url: 'https://share.example.com/tea.docx' },
        },
      },
      {
        location: {
          type: 'KENDRA',
          kendraDocumentLocation: { uri: 'https://kendra.example.com/doc/9' },
        },
      },
      {
        location: { type: 'CUSTOM', customDocumentLocation: { id: 'tea-faq-3' } },
        metadata: { title: 'Tea FAQ' },
      },
      {
        location: { type: 'S3' },
        metadata: { 'x-amz-bedrock-kb-source-uri': 's3://tea/meta.pdf' },
      },
    ];
    const result = fromBedrockKnowledgeBase({
      output: { text },
      citations: [part(undefined, 0, 23, references)],
    });

    expect(
      result.citations.map((c) => [
        c.url ?? null,
        c.domain,
        c.recordId ?? null,
        c.kind,
        c.providerType,
      ]),
    ).toEqual([
      ['https://www.tea.example.com/assam', 'tea.example.com', null, 'web', 'WEB'],
      ['https://wiki.example.com/tea', 'wiki.example.com', null, 'document', 'CONFLUENCE'],
      ['https://org.example.com/ka01', 'org.example.com', null, 'record', 'SALESFORCE'],
      ['https://share.example.com/tea.docx', 'share.example.com', null, 'document', 'SHAREPOINT'],
      ['https://kendra.example.com/doc/9', 'kendra.example.com', null, 'document', 'KENDRA'],
      [null, null, 'tea-faq-3', 'record', 'CUSTOM'],
      ['s3://tea/meta.pdf', null, null, 'unknown', 'S3'],
    ]);
    expect(result.citations[5]).toMatchObject({
      displayTitle: 'Tea FAQ',
      extra: { title: 'Tea FAQ' },
    });
  });

  it('never gives an href to s3://, javascript:, data: or relative URLs', () => {
    const urls = ['s3://tea/assam.pdf', 'javascript:alert(1)', 'data:text/html,x', '/kb/tea'];
    const result = fromBedrockKnowledgeBase({
      output: { text },
      citations: [
        part(
          undefined,
          0,
          23,
          urls.map((url) => ({ location: { webLocation: { url } } })),
        ),
      ],
    });

    expect(result.citations.map((c) => [c.url, c.href, c.domain])).toEqual(
      urls.map((url) => [url, null, null]),
    );
    expect(result.citations[0].displayTitle).toBe('s3://tea/assam.pdf');
  });

  it('merges references to the same document across citations', () => {
    const result = fromBedrockKnowledgeBase({
      output: { text },
      citations: [
        part(undefined, 0, 23, [
          s3('s3://tea/guide.pdf', 'first chunk'),
          { location: { customDocumentLocation: { id: 'faq' } } },
        ]),
        part(undefined, 25, 35, [
          s3('s3://tea/guide.pdf', 'second chunk'),
          { location: { customDocumentLocation: { id: 'faq' } } },
        ]),
      ],
    });

    expect(
      result.citations.map((c) => [
        c.index,
        c.url ?? c.recordId,
        c.snippet ?? null,
        c.spans.length,
      ]),
    ).toEqual([
      [1, 's3://tea/guide.pdf', 'first chunk', 2],
      [2, 'faq', null, 2],
    ]);
  });

  it('skips parts without references and lists the sources of a part without a span', () => {
    const result = fromBedrockKnowledgeBase({
      output: { text },
      citations: [part('Tea', 0, 2, []), { retrievedReferences: [s3('s3://tea/nospan.pdf')] }],
    });

    expect(result.citations.map((c) => [c.url, c.spans.length])).toEqual([
      ['s3://tea/nospan.pdf', 0],
    ]);
    expect(result.diagnostics?.map((d) => d.code)).toEqual(['invalid-claim']);
  });

  it('keeps a span beyond the streamed text pending', () => {
    const payload = {
      output: { text: 'Tea is gr' },
      citations: [part('Tea is grown.', 0, 12, [s3('s3://a')])],
    };

    expect(
      fromBedrockKnowledgeBase(payload, { streaming: true }).citations[0].spans[0].status,
    ).toBe('pending');
    expect(fromBedrockKnowledgeBase(payload).citations[0].spans[0]).toMatchObject({
      status: 'final',
      claimEnd: 9,
    });
  });

  it('returns an empty result with a diagnostic for a payload that is not a response', () => {
    for (const garbage of [null, undefined, 1, 'x', [], {}, { output: 'text' }]) {
      const result = fromBedrockKnowledgeBase(garbage as unknown as BedrockKnowledgeBaseResponse);
      expectUnreadablePayload(result);
    }
  });

  it('reports malformed citations, references and offsets and keeps the rest', () => {
    const result = fromBedrockKnowledgeBase(
      {
        output: { text },
        citations: [
          'junk' as unknown as BedrockKnowledgeBaseCitation,
          part(undefined, 0, 23, ['junk' as unknown as BedrockRetrievedReference, s3('s3://ok')]),
          part(undefined, -4, 2.5, [s3('s3://bad-span')]),
        ],
      },
      { offsetUnit: 'bytes' as unknown as 'utf8' },
    );

    expect(result.citations.map((c) => [c.url, c.spans.length])).toEqual([
      ['s3://ok', 1],
      ['s3://bad-span', 0],
    ]);
    expect(result.diagnostics?.map((d) => d.code)).toEqual(
      expect.arrayContaining(['invalid-option', 'dropped-entry', 'invalid-offset']),
    );
  });
  it('claims exactly the cited text for any inclusive code-point span (property)', () => {
    fc.assert(
      fc.property(tokenClaim, ({ text, claim, start, end }) => {
        // The span end is inclusive: the last code point of the claim.
        const result = fromBedrockKnowledgeBase({
          output: { text },
          citations: [part(undefined, start, end - 1, [s3('s3://a')])],
        });
        const span = result.citations[0].spans[0];
        expect(result.text.slice(span.claimStart, span.claimEnd)).toBe(claim);
      }),
    );
  });

  it('drops a retrieved reference that names no source', () => {
    const cited = fromBedrockKnowledgeBase({
      output: { text: 'Cited.' },
      citations: [
        {
          generatedResponsePart: {
            textResponsePart: { text: 'Cited.', span: { start: 0, end: 5 } },
          },
          retrievedReferences: [
            { location: { type: 'WEB', webLocation: { url: 'https://kb.example/a' } } },
            { location: {} },
          ],
        },
      ],
    } as unknown as BedrockKnowledgeBaseResponse);
    expect(cited.citations.map((c) => c.displayTitle)).toEqual(['kb.example']);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['dropped-entry']);
  });
});
