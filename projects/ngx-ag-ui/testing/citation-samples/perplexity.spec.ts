import { renderCitationMarkers } from 'ngx-ag-ui/core';
import { fromPerplexityCompletion } from 'ngx-ag-ui/formats';
import { perplexitySample } from './perplexity';
import { sourceRows } from './sample-checks.test-helpers';

describe('perplexitySample', () => {
  it('normalises without diagnostics: markers renumbered by first appearance, duplicates merged', () => {
    const cited = fromPerplexityCompletion(perplexitySample);
    expect(cited.diagnostics).toEqual([]);
    expect(sourceRows(cited)).toEqual([
      [1, '7 Proven Health Benefits of Matcha Tea', 'healthline.example', 1],
      [2, 'Matcha - Wikipedia', 'en.wikipedia.org', 2],
      [3, 'Japanese Tea Ceremony (茶道)', 'japan-guide.example', 2],
    ]);
    expect(cited.text).not.toMatch(/\[\d\](?!`)/);
    expect(cited.text).toContain('`cups[1]`');
    expect(renderCitationMarkers(cited)).toBe(
      'Matcha is rich in catechins, which act as antioxidants.[1] It is stone-ground green tea ' +
        'powder[2][3] 🍵 and central to the Japanese tea ceremony, 茶道 (sadō).[3] Its use in ' +
        'Japan dates back to the 12th century.[2] In a recipe list, `cups[1]` is the second cup.',
    );
  });
});
