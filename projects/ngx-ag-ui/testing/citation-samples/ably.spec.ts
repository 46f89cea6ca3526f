import { fromAblyAnnotations } from 'ngx-ag-ui/formats';
import { ablySample } from './ably';
import { claimTexts, sourceRows } from './sample-checks.test-helpers';

describe('ablySample', () => {
  it('normalises without diagnostics, with summary counts and a summary-only source', () => {
    const cited = fromAblyAnnotations(ablySample);
    expect(cited.diagnostics).toEqual([]);
    expect(sourceRows(cited)).toEqual([
      [1, 'James Webb Space Telescope - Wikipedia', 'en.wikipedia.org', 2],
      [2, "Webb's Orbit", 'science.nasa.gov', 1],
      [3, 'esa.int', 'esa.int', 0],
    ]);
    const claims = claimTexts(cited);
    expect(claims).toEqual([
      'The James Webb Space Telescope launched on 25 December 2021.',
      'Its primary mirror is 6.5 m across, made of 18 gold-coated segments.',
      'It orbits the Sun near the L2 point, about 1.5 million km from Earth.',
    ]);
    expect(cited.domainCounts).toEqual([
      {
        domain: 'en.wikipedia.org',
        count: 2,
        clientIds: { 'research-agent': 1, 'fact-checker': 1 },
      },
      { domain: 'science.nasa.gov', count: 1, clientIds: { 'research-agent': 1 } },
      { domain: 'esa.int', count: 1, clientIds: { 'research-agent': 1 } },
    ]);
  });
});
