import { renderCitationMarkers } from 'ngx-ag-ui/core';
import { fromGeminiResponse } from 'ngx-ag-ui/formats';
import { geminiSample } from './gemini';
import { sourceRows } from './sample-checks.test-helpers';

describe('geminiSample', () => {
  it('normalises without diagnostics into numbered, deduplicated sources', () => {
    const cited = fromGeminiResponse(geminiSample);

    expect(cited.diagnostics).toEqual([]);
    expect(cited.text.startsWith('富士山の登山シーズンは')).toBe(true);
    expect(cited.text).not.toContain('search for the season dates');
    expect(sourceRows(cited)).toEqual([
      [1, 'fujisan-climb.example.jp', 'fujisan-climb.example.jp', 2],
      [2, 'Yoshida Trail guide', 'trails.example.org', 2],
      [3, 'Mountain hut reservations', null, 1],
      [4, 'Fuji weather', 'japan-travel.example.com', 0],
    ]);
    const hut = cited.citations[2].spans[0];
    expect(cited.text.slice(hut.claimStart, hut.claimEnd)).toBe('book a hut early');
    expect(renderCitationMarkers(cited)).toContain(
      'early September.[1][2] The Yoshida Trail usually opens first[2],',
    );
  });
});
