import { expectUnreadablePayload } from '../adapter-spec.test-helpers';
import { fromVercelUIMessage } from './from-vercel-ui-message';
import type { VercelUIMessage } from './vercel-ui-message';

function answer(): VercelUIMessage {
  return {
    id: 'msg-7f3',
    role: 'assistant',
    parts: [
      { type: 'step-start' },
      { type: 'reasoning', text: 'The user wants build tooling advice.', state: 'done' },
      {
        type: 'tool-searchDocs',
        toolCallId: 'call_1',
        state: 'output-available',
        input: { q: 'vite' },
        output: ['…'],
      },
      { type: 'text', text: 'Vite 🚀 starts a dev server in milliseconds. ', state: 'done' },
      {
        type: 'source-url',
        sourceId: 'src-1',
        url: 'https://vite.dev/guide/',
        title: 'Vite guide',
        providerMetadata: { openai: { annotationIndex: 0 } },
      },
      { type: 'step-start' },
      { type: 'text', text: '中文文档也有。', state: 'done' },
      {
        type: 'source-document',
        sourceId: 'doc-9',
        mediaType: 'application/pdf',
        title: 'Build spec',
        filename: 'spec.pdf',
      },
      {
        type: 'source-url',
        sourceId: 'src-2',
        url: 'https://VITE.dev/guide/#overview',
        title: 'Duplicate of the guide',
      },
      {
        type: 'source-document',
        sourceId: 'doc-9',
        mediaType: 'application/pdf',
        title: 'Same document again',
      },
      {
        type: 'source-url',
        sourceId: 'src-3',
        url: 'https://cn.vite.dev/guide/?utm_source=openai',
        title: 'Vite 中文',
      },
      { type: 'data-weather', id: 'w1', data: { city: 'Paris' } },
      { type: 'file', mediaType: 'image/png', url: 'https://files.example.com/chart.png' },
    ],
  };
}

describe('fromVercelUIMessage', () => {
  it('concatenates the text parts exactly and skips reasoning, tool, data and file parts', () => {
    expect(fromVercelUIMessage(answer()).text).toBe(
      'Vite 🚀 starts a dev server in milliseconds. 中文文档也有。',
    );
  });

  it('lists sources in part order without any marker or claim', () => {
    const cited = fromVercelUIMessage(answer());
    expect(cited.citations.map((c) => [c.index, c.displayTitle, c.kind])).toEqual([
      [1, 'Vite guide', 'web'],
      [2, 'Build spec', 'document'],
      [3, 'Vite 中文', 'web'],
    ]);
    expect(cited.citations.every((c) => c.spans.length === 0)).toBe(true);
  });

  it('merges source-url parts by URL and source-document parts by sourceId', () => {
    const [guide, spec] = fromVercelUIMessage(answer()).citations;
    expect(guide).toMatchObject({
      id: 'src-1',
      href: 'https://vite.dev/guide/',
      domain: 'vite.dev',
      providerType: 'source-url',
    });
    expect(guide.extra).toEqual({ providerMetadata: { openai: { annotationIndex: 0 } } });
    expect(spec).toMatchObject({
      id: 'doc-9',
      recordId: 'doc-9',
      mediaType: 'application/pdf',
      filename: 'spec.pdf',
      href: null,
    });
  });

  it('gives no href to unsafe or relative URLs', () => {
    const cited = fromVercelUIMessage({
      parts: [
        { type: 'text', text: 'See sources.' },
        { type: 'source-url', sourceId: 'a', url: 'javascript:alert(1)', title: 'Trap' },
        { type: 'source-url', sourceId: 'b', url: 'data:text/html,<script>1</script>' },
        { type: 'source-url', sourceId: 'c', url: '../relative/page' },
        { type: 'source-url', sourceId: 'd', url: 's3://bucket/report.pdf' },
      ],
    });
    expect(cited.citations.map((c) => [c.href, c.domain])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(cited.citations[1].displayTitle).toBe('data:text/html,<script>1</script>');
  });

  it('ignores offsetUnit and streaming, since there are no offsets', () => {
    const plain = fromVercelUIMessage(answer());
    expect(fromVercelUIMessage(answer(), { offsetUnit: 'utf8', streaming: true })).toEqual(plain);
  });

  it('tolerates missing optional fields', () => {
    const cited = fromVercelUIMessage({
      parts: [
        { type: 'text', text: 'Hi.' },
        { type: 'source-url', sourceId: 's', url: 'https://example.org/page' },
        { type: 'source-document', sourceId: 'd', mediaType: 'text/plain' },
      ],
    });
    expect(cited.citations.map((c) => c.displayTitle)).toEqual(['example.org', 'Source 2']);
    expect(cited.diagnostics).toEqual([]);
  });

  it.each([null, 'parts', {}, { parts: {} }])('reports %p as a schema violation', (payload) => {
    const cited = fromVercelUIMessage(payload as VercelUIMessage);
    expectUnreadablePayload(cited);
  });

  it('reports malformed parts and keeps the rest', () => {
    const cited = fromVercelUIMessage({
      parts: [
        7,
        { type: 'text', text: ['x'] },
        { type: 'text', text: 'Kept.' },
        { type: 'source-url', sourceId: 'u' },
        { type: 'source-document', title: 'No id' },
      ],
    } as unknown as VercelUIMessage);
    expect(cited.text).toBe('Kept.');
    // The source-url without a url names no source: dropped, not listed as "Source 1".
    expect(cited.citations.map((c) => c.displayTitle)).toEqual(['No id']);
    expect(cited.diagnostics?.map((d) => d.code)).toEqual([
      'dropped-entry',
      'schema-violation',
      'schema-violation',
      'schema-violation',
    ]);
  });
});
