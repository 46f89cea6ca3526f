import { renderCitationMarkers } from 'ngx-ag-ui/core';
import { fromMistralMessage } from 'ngx-ag-ui/formats';
import { mistralSample } from './mistral';

describe('mistralSample', () => {
  it('normalises without diagnostics, with markers after the text that precedes each reference', () => {
    const cited = fromMistralMessage(mistralSample);

    expect(cited.diagnostics).toEqual([]);
    expect(cited.citations.map((c) => [c.index, c.displayTitle, c.href !== null])).toEqual([
      [1, 'Mont Blanc - Wikipedia', true],
      [2, '富士山 - 公式ガイド', true],
      [3, 'Alps 2026 trip notes', true],
      [4, 'Packing list', false],
    ]);
    expect(renderCitationMarkers(cited)).toContain('highest summit in the Alps.[1] 富士山');
    expect(renderCitationMarkers(cited)).toContain('for July.[3][4]\n');
  });
});
