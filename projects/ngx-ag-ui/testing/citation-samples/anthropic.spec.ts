import { renderCitationMarkers } from 'ngx-ag-ui/core';
import { fromAnthropicMessage } from 'ngx-ag-ui/formats';
import { anthropicSample } from './anthropic';

describe('anthropicSample', () => {
  it('normalises without diagnostics into block claims and deduplicated sources', () => {
    const cited = fromAnthropicMessage(anthropicSample);

    expect(cited.diagnostics).toEqual([]);
    expect(cited.citations.map((c) => [c.index, c.displayTitle, c.spans.length])).toEqual([
      [1, 'Barista handbook (plain text)', 1],
      [2, 'Espresso ratios explained', 2],
      [3, 'Source 3', 1],
      [4, 'Kissaten culture', 1],
      [5, 'Team wiki: kissaten', 1],
      [6, 'Café menu', 1],
    ]);
    expect(renderCitationMarkers(cited)).toContain(
      '36 g in the cup[1][2], pulled in 25 to 30 seconds.[3] In a',
    );
    expect(cited.citations[2].locations).toEqual([
      { kind: 'page', documentIndex: 1, start: 12, end: 13 },
    ]);
  });
});
