import type { VercelUIMessage } from 'ngx-ag-ui/formats';

/**
 * A Vercel AI SDK `UIMessage` from a multi-step answer: reasoning and tool parts (not
 * displayed), two text parts with a 🚀 and Chinese text, `source-url` parts (one URL sent twice,
 * deduplicated) and a `source-document` sent twice under one `sourceId`. The SDK keeps no
 * positions, so the sources form a list without inline markers.
 *
 * @example
 * const cited = fromVercelUIMessage(vercelUIMessageSample);
 */
export const vercelUIMessageSample: VercelUIMessage = {
  id: 'msg-sample-vercel-1',
  role: 'assistant',
  parts: [
    { type: 'step-start' },
    {
      type: 'reasoning',
      text: 'The user compares dev servers; look up Vite and the internal spec.',
      state: 'done',
    },
    {
      type: 'tool-searchDocs',
      toolCallId: 'call_sample_1',
      state: 'output-available',
      input: { query: 'vite dev server startup' },
      output: { hits: 3 },
    },
    { type: 'step-start' },
    {
      type: 'text',
      text: 'Vite 🚀 serves source files over native ES modules, so the dev server starts almost instantly. ',
      state: 'done',
    },
    {
      type: 'source-url',
      sourceId: 'src-vite-guide',
      url: 'https://vite.dev/guide/why',
      title: 'Why Vite',
      providerMetadata: { openai: { annotationType: 'url_citation' } },
    },
    { type: 'text', text: '官方文档也有中文版。', state: 'done' },
    {
      type: 'source-url',
      sourceId: 'src-vite-cn',
      url: 'https://cn.vite.dev/guide/',
      title: 'Vite 中文文档',
    },
    {
      type: 'source-url',
      sourceId: 'src-vite-guide-2',
      url: 'https://vite.dev/guide/why#the-problems',
      title: 'Why Vite (again)',
    },
    {
      type: 'source-document',
      sourceId: 'doc-build-spec',
      mediaType: 'application/pdf',
      title: 'Frontend build spec',
      filename: 'frontend-build-spec.pdf',
    },
    {
      type: 'source-document',
      sourceId: 'doc-build-spec',
      mediaType: 'application/pdf',
      title: 'Frontend build spec',
    },
  ],
};
