import { renderCitationMarkers } from 'ngx-ag-ui/core';
import { fromAgentforceMessage } from 'ngx-ag-ui/formats';
import { agentforceSample } from './agentforce';
import { claimTexts, sourceRows } from './sample-checks.test-helpers';

describe('agentforceSample', () => {
  it('normalises without diagnostics: claims match their sentences, one number per source', () => {
    const cited = fromAgentforceMessage(agentforceSample);
    expect(cited.diagnostics).toEqual([]);
    expect(sourceRows(cited)).toEqual([
      [1, 'northwind', 'help.northwind.example', 2],
      [2, 'Refund policy (Knowledge)', 'northwind.lightning.force.com', 2],
    ]);
    const claims = claimTexts(cited);
    expect(claims).toEqual([
      'Our return window is 30 days from delivery.',
      'Items must be unused and in their original packaging.',
      'Refunds go back to the original payment method within 5–7 business days.',
      '日本からのご注文も同じ条件で返品できます。',
    ]);
    expect(renderCitationMarkers(cited)).toContain('packaging.[1] Refunds');
  });
});
