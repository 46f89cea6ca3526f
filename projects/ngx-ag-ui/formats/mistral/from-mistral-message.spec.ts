import { expectUnreadablePayload } from '../adapter-spec.test-helpers';
import { fromMistralMessage } from './from-mistral-message';
import type { MistralMessagePayload } from './mistral-message';

const T0 = 'Mont Blanc 🏔️ is 4,806 m high. ';
const T1 = '富士山 is 3,776 m. ';
const T2 = 'Both are popular with climbers.\n';

/** An Agents / Conversations answer with web_search tool references. */
function webAnswer(): MistralMessagePayload {
  return {
    message: {
      role: 'assistant',
      content: [
        { type: 'text', text: T0 },
        {
          type: 'tool_reference',
          tool: 'web_search',
          title: 'Mont Blanc - Wikipedia',
          url: 'https://en.wikipedia.org/wiki/Mont_Blanc',
          favicon: 'https://en.wikipedia.org/static/favicon/wikipedia.ico',
          description: 'Highest mountain in the Alps.',
        },
        { type: 'text', text: T1 },
        {
          type: 'tool_reference',
          tool: 'web_search',
          title: '富士山 - 公式',
          url: 'https://www.fujisan.example.jp/',
          favicon: null,
          description: null,
        },
        { type: 'text', text: T2 },
        {
          type: 'tool_reference',
          tool: 'web_search',
          title: 'Mont Blanc (again)',
          url: 'https://EN.wikipedia.org/wiki/Mont_Blanc#Height',
        },
        { type: 'thinking', thinking: [{ type: 'text', text: 'Hidden reasoning.' }] },
      ],
    },
  };
}

/** A chat-completions RAG answer with reference chunks resolved against the app's map. */
function ragAnswer(): MistralMessagePayload {
  return {
    message: {
      role: 'assistant',
      content: [
        { type: 'text', text: 'Refunds take five days 📦. ' },
        { type: 'reference', reference_ids: [0, 2] },
        { text: 'Exchanges are free.' },
        { referenceIds: [2, 'kb-7'] },
      ],
    },
    references: {
      '0': {
        url: 'https://help.example.com/refunds',
        title: 'Refund policy',
        snippet: 'Five business days.',
        source: 'helpdesk',
      },
      '2': {
        url: 'javascript:alert(1)',
        title: 'Hostile entry',
        description: 'Should never be a link.',
      },
      'kb-7': { url: '/kb/7', title: 'Relative KB page' },
    },
  };
}

describe('fromMistralMessage', () => {
  it('concatenates the text chunks exactly and skips other chunks', () => {
    expect(fromMistralMessage(webAnswer()).text).toBe(T0 + T1 + T2);
  });

  it('places markers at the end of the text so far, moved left past whitespace, in UTF-16', () => {
    const cited = fromMistralMessage(webAnswer());
    const offsets = cited.citations.map((c) => c.spans.map((s) => s.markerOffset));
    expect(offsets).toEqual([[T0.length - 1, (T0 + T1 + T2).length - 1], [(T0 + T1).length - 1]]);
    expect(cited.text.slice(0, offsets[1][0]).endsWith('3,776 m.')).toBe(true);
  });

  it('gives no claims', () => {
    const spans = fromMistralMessage(webAnswer()).citations.flatMap((c) => c.spans);
    expect(spans.every((s) => s.claimStart === undefined && s.claimEnd === undefined)).toBe(true);
  });

  it('merges tool references by URL and keeps the first non-empty fields', () => {
    const [wiki, fuji] = fromMistralMessage(webAnswer()).citations;
    expect(wiki).toMatchObject({
      index: 1,
      title: 'Mont Blanc - Wikipedia',
      snippet: 'Highest mountain in the Alps.',
      faviconUrl: 'https://en.wikipedia.org/static/favicon/wikipedia.ico',
      domain: 'en.wikipedia.org',
      kind: 'web',
      providerType: 'tool_reference',
      provider: 'mistral',
    });
    expect(fuji).toMatchObject({
      index: 2,
      domain: 'fujisan.example.jp',
      displayTitle: '富士山 - 公式',
    });
    expect(fuji.snippet).toBeUndefined();
  });

  it('resolves reference ids against the map, with the id as a string recordId', () => {
    const cited = fromMistralMessage(ragAnswer());
    expect(cited.text).toBe('Refunds take five days 📦. Exchanges are free.');
    expect(
      cited.citations.map((c) => [
        c.index,
        c.recordId,
        c.title,
        c.spans.map((s) => s.markerOffset),
      ]),
    ).toEqual([
      [1, '0', 'Refund policy', [26]],
      [2, '2', 'Hostile entry', [26, 46]],
      [3, 'kb-7', 'Relative KB page', [46]],
    ]);
    expect(cited.citations[0]).toMatchObject({
      snippet: 'Five business days.',
      extra: { source: 'helpdesk' },
    });
    expect(cited.citations[1].snippet).toBe('Should never be a link.');
  });

  it('gives no href to unsafe or relative reference URLs', () => {
    const cited = fromMistralMessage(ragAnswer());
    expect(cited.citations.map((c) => c.href)).toEqual([
      'https://help.example.com/refunds',
      null,
      null,
    ]);
    expect(cited.citations.map((c) => c.kind)).toEqual(['web', 'document', 'document']);
  });

  it('drops a reference id missing from the reference map, with a diagnostic', () => {
    const cited = fromMistralMessage({
      message: {
        content: [
          { type: 'text', text: 'Claim.' },
          { type: 'reference', reference_ids: [0, 9] },
        ],
      },
      references: { 0: { url: 'https://docs.mistral.ai/', title: 'Docs' } },
    });
    expect(cited.citations.map((c) => c.displayTitle)).toEqual(['Docs']);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual(['unknown-reference']);
  });

  it('keeps tool references without a URL apart by title', () => {
    const cited = fromMistralMessage({
      message: {
        content: [
          { type: 'text', text: 'A.' },
          { type: 'tool_reference', tool: 'document_library', title: 'Handbook.pdf' },
          { type: 'tool_reference', tool: 'document_library', title: 'Handbook.pdf' },
          { type: 'tool_reference', tool: 'document_library', title: 'Policy.pdf' },
        ],
      },
    });
    // The repeated Handbook.pdf chunk marks the same point: one occurrence (rule 6).
    expect(cited.citations.map((c) => [c.displayTitle, c.spans.length, c.href])).toEqual([
      ['Handbook.pdf', 1, null],
      ['Policy.pdf', 1, null],
    ]);
  });

  it('ignores offsetUnit, since positions come from the chunk order', () => {
    expect(fromMistralMessage(webAnswer(), { offsetUnit: 'utf8' })).toEqual(
      fromMistralMessage(webAnswer()),
    );
  });

  it('reads a string content as plain text without citations', () => {
    expect(fromMistralMessage({ message: { content: 'Just text 🙂' } })).toEqual({
      text: 'Just text 🙂',
      citations: [],
      diagnostics: [],
    });
    expect(fromMistralMessage({ message: { content: null } })).toEqual({
      text: '',
      citations: [],
      diagnostics: [],
    });
  });

  it.each([null, 5, {}, { message: {} }, { message: { content: 3 } }])(
    'reports %p as a schema violation',
    (payload) => {
      const cited = fromMistralMessage(payload as MistralMessagePayload);
      expectUnreadablePayload(cited);
    },
  );

  it('reports malformed chunks and references and keeps the rest', () => {
    const cited = fromMistralMessage({
      message: {
        content: [
          'loose string',
          { type: 'text', text: 42 },
          { type: 'text', text: 'Kept.' },
          { type: 'reference', reference_ids: 'zero' },
          { type: 'reference', reference_ids: [{}, 0] },
        ],
      },
      references: [] as unknown,
    } as unknown as MistralMessagePayload);
    expect(cited.text).toBe('Kept.');
    expect(cited.citations).toEqual([]);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual([
      'schema-violation',
      'dropped-entry',
      'schema-violation',
      'schema-violation',
      'dropped-entry',
      'unknown-reference',
    ]);
  });
});
