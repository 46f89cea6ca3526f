import { renderCitationMarkers } from 'ngx-ag-ui/core';
import { fromAgentforceMessage } from 'ngx-ag-ui/formats';
import { agentforceSample } from './agentforce';

describe('agentforceSample', () => {
  it('normalises without diagnostics: claims match their sentences, one number per source', () => {
    const cited = fromAgentforceMessage(agentforceSample);
    expect(cited.diagnostics).toEqual([]);
    expect(cited.citations.map((c) => [c.index, c.displayTitle, c.domain, c.spans.length])).toEqual(
      [
        [1, 'northwind', 'help.northwind.example', 2],
        [2, 'Refund policy (Knowledge)', 'northwind.lightning.force.com', 2],
      ],
    );
    const claims = cited.citations.flatMap((c) =>
      c.spans.map((s) => cited.text.slice(s.claimStart, s.claimEnd)),
    );
    expect(claims).toEqual([
      'Our return window is 30 days from delivery.',
      'Items must be unused and in their original packaging.',
      'Refunds go back to the original payment method within 5–7 business days.',
      '日本からのご注文も同じ条件で返品できます。',
    ]);
    expect(renderCitationMarkers(cited)).toContain('packaging.[1] Refunds');
  });
});
