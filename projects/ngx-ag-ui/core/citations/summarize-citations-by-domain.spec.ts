import type { Citation } from 'ngx-ag-ui/core/runtime';
import { summarizeCitationsByDomain } from './summarize-citations-by-domain';

function source(index: number, domain: string | null, displayTitle = `Source ${index}`): Citation {
  return {
    id: `s${index}`,
    index,
    kind: 'web',
    href: null,
    domain,
    displayTitle,
    spans: [],
    provider: 'test',
  };
}

describe('summarizeCitationsByDomain', () => {
  it('counts sources per domain, largest first', () => {
    const citations = [
      source(1, 'nasa.gov'),
      source(2, 'en.wikipedia.org'),
      source(3, 'en.wikipedia.org'),
      source(4, 'nasa.gov'),
      source(5, 'en.wikipedia.org'),
      source(6, 'esa.int'),
    ];
    expect(summarizeCitationsByDomain(citations)).toEqual([
      { domain: 'en.wikipedia.org', count: 3 },
      { domain: 'nasa.gov', count: 2 },
      { domain: 'esa.int', count: 1 },
    ]);
  });

  it('counts one site once, however its domain was written', () => {
    expect(
      summarizeCitationsByDomain([
        source(1, 'www.britannica.com'),
        source(2, 'britannica.com'),
        source(3, 'Britannica.com.'),
        source(4, null, 'Lunar Handbook'),
      ]),
    ).toEqual([
      { domain: 'britannica.com', count: 3 },
      { domain: 'Lunar Handbook', count: 1 },
    ]);
  });

  it('breaks ties by first appearance', () => {
    expect(
      summarizeCitationsByDomain([source(1, 'b.example'), source(2, 'a.example')]).map(
        (d) => d.domain,
      ),
    ).toEqual(['b.example', 'a.example']);
  });

  it('groups sources without a domain under their display title', () => {
    const citations = [
      source(1, null, 'HR policy'),
      source(2, null, 'HR policy'),
      source(3, ' ', 'Jane Doe'),
    ];
    expect(summarizeCitationsByDomain(citations)).toEqual([
      { domain: 'HR policy', count: 2 },
      { domain: 'Jane Doe', count: 1 },
    ]);
  });

  it('returns nothing for no or malformed citations', () => {
    expect(summarizeCitationsByDomain([])).toEqual([]);
    expect(summarizeCitationsByDomain(null as unknown as Citation[])).toEqual([]);
    expect(summarizeCitationsByDomain([null, 3] as unknown as Citation[])).toEqual([]);
  });
});
