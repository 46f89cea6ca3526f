import { renderCitationMarkers } from 'ngx-ag-ui/core';
import { fromBedrockKnowledgeBase } from 'ngx-ag-ui/formats';
import { bedrockKnowledgeBaseSample } from './bedrock-knowledge-base';

describe('bedrockKnowledgeBaseSample', () => {
  it('normalises without diagnostics, claiming each whole part', () => {
    const cited = fromBedrockKnowledgeBase(bedrockKnowledgeBaseSample);

    expect(cited.diagnostics).toEqual([]);
    expect(
      cited.citations.map((c) => [c.index, c.displayTitle, c.href === null, c.spans.length]),
    ).toEqual([
      [1, 'Refund policy (PDF)', true, 2],
      [2, 'Returns help page', false, 1],
      [3, 'Knowledge article: card refunds', false, 1],
      [4, '返品FAQ', true, 1],
    ]);
    const first = cited.citations[0].spans[0];
    expect(cited.text.slice(first.claimStart, first.claimEnd)).toBe(
      'Our refund window is 30 days from delivery 📦.',
    );
    expect(renderCitationMarkers(cited)).toContain('from delivery 📦.[1][2] Refunds go back');
  });
});
