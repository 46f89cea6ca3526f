import { renderCitationMarkers } from 'ngx-ag-ui/core';
import { fromCohereResponse } from 'ngx-ag-ui/formats';
import { cohereSample } from './cohere';

describe('cohereSample', () => {
  it('normalises without diagnostics, leaving out the PLAN citation', () => {
    const cited = fromCohereResponse(cohereSample);

    expect(cited.diagnostics).toEqual([]);
    expect(cited.citations.map((c) => [c.index, c.displayTitle, c.kind])).toEqual([
      [1, 'Seoul population estimate', 'web'],
      [2, 'Transit statistics', 'record'],
      [3, 'Han River parks', 'web'],
    ]);
    // doc:2 and doc:3 share a URL and cite the same claim: one source with one span (rule 6).
    const parks = cited.citations[2].spans.map((s) => cited.text.slice(s.claimStart, s.claimEnd));
    expect(parks).toEqual(['the Han River parks are free to visit']);
    const subway = cited.citations[1].spans[0];
    expect(cited.text.slice(subway.claimStart, subway.claimEnd)).toBe(
      "Seoul's subway carries about 7 million riders a day",
    );
    expect(renderCitationMarkers(cited)).toBe(
      "서울의 인구는 약 940만 명입니다[1] 🏙️. Seoul's subway carries about 7 million riders a day[2], " +
        'and the Han River parks are free to visit[3].',
    );
  });
});
