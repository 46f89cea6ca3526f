import { fromOpenAIResponse } from 'ngx-ag-ui/formats';
import { openAIResponseSample } from './openai-response';

describe('openAIResponseSample', () => {
  it('normalises without diagnostics, with code-point offsets converted past the emoji', () => {
    const cited = fromOpenAIResponse(openAIResponseSample);

    expect(cited.diagnostics).toEqual([]);
    expect(cited.citations.map((c) => [c.index, c.displayTitle, c.spans.length])).toEqual([
      [1, 'Visiting Fushimi Inari Taisha', 2],
      [2, 'Fushimi Inari: when to go', 1],
      [3, 'Fushimi Inari travel guide', 1],
      [4, 'kyoto-itinerary.pdf', 1],
    ]);
    const [inari, early] = cited.citations;
    expect(cited.text.slice(inari.spans[0].claimStart, inari.spans[0].claimEnd)).toBe(
      'the hike to the summit of Mount Inari takes 2–3 hours.',
    );
    expect(cited.text.slice(early.spans[0].claimStart, early.spans[0].markerOffset)).toMatch(
      /^Go early: 朝7時前 🌅 .*intersection\.$/,
    );
    expect(cited.citations[3].spans[0].markerOffset).toBe(cited.text.length);
  });
});
