import { fromVercelUIMessage } from 'ngx-ag-ui/formats';
import { vercelUIMessageSample } from './vercel';

describe('vercelUIMessageSample', () => {
  it('normalises without diagnostics into a deduplicated sources list with no markers', () => {
    const cited = fromVercelUIMessage(vercelUIMessageSample);

    expect(cited.diagnostics).toEqual([]);
    expect(cited.text).toBe(
      'Vite 🚀 serves source files over native ES modules, so the dev server starts almost instantly. 官方文档也有中文版。',
    );
    expect(cited.citations.map((c) => [c.index, c.displayTitle, c.kind, c.spans.length])).toEqual([
      [1, 'Why Vite', 'web', 0],
      [2, 'Vite 中文文档', 'web', 0],
      [3, 'Frontend build spec', 'document', 0],
    ]);
  });
});
