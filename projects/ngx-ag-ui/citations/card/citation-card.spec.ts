import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { Citation } from 'ngx-ag-ui/core';

import {
  accessibleName,
  aCitation,
  HREF_CASES,
  links,
  sampleCitedText,
} from '../citation-fixtures.test-helpers';
import { CitationCard } from './citation-card';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [CitationCard],
  template: `<agui-citation-card [citation]="citation()" />`,
})
class Host {
  readonly citation = signal<Citation>(aCitation({ id: 'h', index: 1 }));
}

describe('CitationCard', () => {
  async function render(citation: Citation, showFields?: boolean): Promise<HTMLElement> {
    const fixture = TestBed.createComponent(CitationCard);
    fixture.componentRef.setInput('citation', citation);
    if (showFields !== undefined) fixture.componentRef.setInput('showFields', showFields);
    await fixture.whenStable();
    return fixture.nativeElement;
  }

  it('shows number, title, domain and the whole snippet', async () => {
    const signals = sampleCitedText().citations[0];
    const root = await render(signals);
    expect(accessibleName(root.querySelector('[id]')!)).toBe('Source 1: Signals guide');
    expect(root.textContent).toContain('angular.dev');
    expect(root.textContent).toContain(signals.snippet);
  });

  it('lists extra fields only for a friendly anchor unless asked', async () => {
    const record = aCitation({
      id: 'r',
      index: 1,
      title: 'Ticket',
      recordId: 'T-1',
      extra: { score: 0.9 },
    });
    expect([...(await render(record)).querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Record',
    ]);
    expect(
      [...(await render(record, true)).querySelectorAll('dt')].map((dt) => dt.textContent),
    ).toEqual(['Record', 'score']);
  });

  it('shows a label that differs from the title', async () => {
    const root = await render(
      aCitation({ id: 'l', index: 2, title: 'Example Domain', label: 'example' }),
    );
    expect([...root.querySelectorAll('dt, dd')].map((el) => el.textContent)).toEqual([
      'Label',
      'example',
    ]);
  });

  it('renders no link without a safe href', async () => {
    const root = await render(
      aCitation({ id: 'x', index: 1, url: 'javascript:alert(1)', title: 'x' }),
    );
    expect(root.querySelector('a')).toBeNull();
  });

  it.each(HREF_CASES)(
    'links a hand-built href of $href only as an absolute http(s) URL',
    async ({ href, bound }) => {
      const fixture = TestBed.createComponent(Host);
      fixture.componentInstance.citation.set(
        aCitation({ id: 'h', index: 1, title: 'Hand-built', href }),
      );
      await fixture.whenStable();
      const root: HTMLElement = fixture.nativeElement;
      expect(links(root).map((link) => link.getAttribute('href'))).toEqual(
        bound === null ? [] : [bound],
      );
      expect(accessibleName(root.querySelector('[id]')!)).toBe('Source 1: Hand-built');
    },
  );
});
