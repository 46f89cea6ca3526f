import { toMarkdownCitedText } from './to-markdown-cited-text';

describe('toMarkdownCitedText', () => {
  it('reads a footnote label as ending before any `[` (as GFM does), so `[^[^a]` cites a', () => {
    const text = 'Claim [^[^a] more.\n\n[^a]: https://example.com/a';
    const cited = toMarkdownCitedText({ text, citations: [] });
    expect(cited.citations.map((c) => c.id)).toEqual(['footnote:a']);
    expect(cited.citations[0].spans).toEqual([
      { markerOffset: text.indexOf('a]') + 2, status: 'final' },
    ]);
  });
});
