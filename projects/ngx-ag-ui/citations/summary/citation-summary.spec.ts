import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { CitationDomainCount, CitedText } from 'ngx-ag-ui/core';

import { aCitation } from '../citation-fixtures.test-helpers';
import { CitationSummary } from './citation-summary';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [CitationSummary],
  template: `<agui-citation-summary [cited]="cited()" [counts]="counts()" [labels]="{ summaryItem: '{domain}: {count}' }" />`,
})
class Host {
  readonly cited = signal<CitedText | undefined>(undefined);
  readonly counts = signal<readonly CitationDomainCount[] | undefined>(undefined);
}

const web = (index: number, domain: string) =>
  aCitation({
    id: `s${index}`,
    index,
    domain,
    href: `https://${domain}/${index}`,
    title: `Page ${index}`,
  });

describe('CitationSummary', () => {
  async function render(setUp: (host: Host) => void): Promise<HTMLElement> {
    const fixture = TestBed.createComponent(Host);
    setUp(fixture.componentInstance);
    await fixture.whenStable();
    return fixture.nativeElement;
  }

  const items = (root: HTMLElement) =>
    [...root.querySelectorAll('[role="list"] > li')].map((li) =>
      li.textContent!.replace(/^, /, ''),
    );

  it('counts sources per domain, largest first', async () => {
    const root = await render((host) =>
      host.cited.set({
        text: '',
        citations: [
          web(1, 'nasa.gov'),
          web(2, 'wikipedia.org'),
          web(3, 'wikipedia.org'),
          web(4, 'nasa.gov'),
          web(5, 'wikipedia.org'),
        ],
      }),
    );
    expect(items(root)).toEqual(['wikipedia.org: 3', 'nasa.gov: 2']);
    expect(root.querySelector('[role="list"]')!.getAttribute('aria-label')).toBe(
      'Sources by domain',
    );
  });

  it('prefers the counts the source reported (Ably summaries) over counting citations', async () => {
    const root = await render((host) =>
      host.cited.set({
        text: '',
        citations: [web(1, 'nasa.gov')],
        domainCounts: [
          { domain: 'en.wikipedia.org', count: 3, clientIds: { 'research-agent': 3 } },
          { domain: 'nasa.gov', count: 2 },
        ],
      }),
    );
    expect(items(root)).toEqual(['en.wikipedia.org: 3', 'nasa.gov: 2']);
  });

  it('shows explicit counts and says them in the default language', async () => {
    const fixture = TestBed.createComponent(CitationSummary);
    fixture.componentRef.setInput('counts', [
      { domain: 'wikipedia.org', count: 3 },
      { domain: 'nasa.gov', count: 2 },
    ]);
    await fixture.whenStable();
    const root: HTMLElement = fixture.nativeElement;
    const visible = [...root.querySelectorAll('li')].map((li) => li.textContent).join('');
    expect(visible).toBe('3 from wikipedia.org, 2 from nasa.gov');
  });

  it('renders nothing without sources', async () => {
    const root = await render((host) => host.cited.set({ text: 'plain', citations: [] }));
    expect(root.querySelector('[role="list"]')).toBeNull();
  });
});
