import { renderCitationMarkers } from 'ngx-ag-ui/core';
import { fromLangChainMessage } from 'ngx-ag-ui/formats';
import { langChainSample } from './langchain';

describe('langChainSample', () => {
  it('normalises without diagnostics, claiming whole blocks for source-side indices', () => {
    const cited = fromLangChainMessage(langChainSample);

    expect(cited.diagnostics).toEqual([]);
    expect(
      cited.citations.map((c) => [c.index, c.displayTitle, c.locations?.[0]?.kind ?? null]),
    ).toEqual([
      [1, 'Eiffel Tower fact sheet', 'char'],
      [2, 'Paris guide (PDF)', 'page'],
      [3, 'Official ticket office', null],
    ]);
    const tower = cited.citations[0].spans[0];
    expect(cited.text.slice(tower.claimStart, tower.claimEnd)).toBe(
      'the Eiffel Tower is 330 m tall 🗼',
    );
    expect(renderCitationMarkers(cited)).toContain(
      '330 m tall 🗼[1]. エッフェル塔は1889年に完成しました。[2] Summit',
    );
  });
});
