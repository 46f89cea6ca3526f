import { renderCitationMarkers } from 'ngx-ag-ui/core';
import { fromBedrockConverse } from 'ngx-ag-ui/formats';
import { bedrockConverseSample } from './bedrock-converse';

describe('bedrockConverseSample', () => {
  it('normalises without diagnostics, one source per document', () => {
    const cited = fromBedrockConverse(bedrockConverseSample);

    expect(cited.diagnostics).toEqual([]);
    expect(cited.citations.map((c) => [c.index, c.displayTitle, c.href, c.spans.length])).toEqual([
      [1, 'Employee handbook 2025', null, 2],
      [2, 'Shanghai office policy', null, 1],
      [3, 'IT equipment FAQ', 'https://it.example.com/faq#equipment', 1],
    ]);
    const shanghai = cited.citations[1].spans[0];
    expect(cited.text.slice(shanghai.claimStart, shanghai.claimEnd)).toBe(
      '在上海办公室，远程工作需要经理批准。',
    );
    expect(renderCitationMarkers(cited)).toContain(
      '经理批准。[2] Home-office equipment is reimbursed up to $500.[1][3] ',
    );
  });
});
