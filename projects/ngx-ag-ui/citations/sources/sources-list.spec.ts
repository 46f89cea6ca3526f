import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { type ComponentFixture, TestBed } from '@angular/core/testing';
import type { Citation, CitedText } from 'ngx-ag-ui/core';

import {
  accessibleName,
  aCitation,
  HREF_CASES,
  links,
  sampleCitedText,
} from '../citation-fixtures.test-helpers';
import { CitedTextView } from '../cited-text/cited-text-view';
import { SourceEntry } from './source-entry';
import { SourcesList } from './sources-list';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [CitedTextView, SourcesList],
  template: `
    <agui-cited-text [cited]="cited()" messageKey="m 1" action="link" />
    <agui-sources [cited]="cited()" messageKey="m 1" [(expanded)]="expanded" [headingLevel]="3" />
  `,
})
class Host {
  readonly cited = signal<CitedText>(sampleCitedText());
  readonly expanded = signal(true);
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [SourcesList, SourceEntry],
  template: `
    <agui-sources [cited]="cited" [collapsible]="false" [showBackLinks]="false">
      <ng-template aguiSourceEntry let-citation let-n="index">Custom {{ n }}: {{ citation.displayTitle }}</ng-template>
    </agui-sources>
  `,
})
class CustomHost {
  readonly cited = sampleCitedText();
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [SourcesList, SourceEntry],
  template: `
    <agui-sources [cited]="{ text: 'Text.', citations: [citation()] }" sectionLabel="Default" />
    <agui-sources [cited]="{ text: 'Text.', citations: [citation()] }" sectionLabel="Custom">
      <ng-template aguiSourceEntry let-citation>
        @if (citation.href) {
          <a [href]="citation.href">{{ citation.displayTitle }}</a>
        } @else {
          {{ citation.displayTitle }}
        }
      </ng-template>
    </agui-sources>
  `,
})
class HandBuiltHost {
  readonly citation = signal<Citation>(aCitation({ id: 'h', index: 1 }));
}

describe('SourcesList', () => {
  let fixture: ComponentFixture<Host>;
  let root: HTMLElement;

  const section = () => root.querySelector('agui-sources section')!;
  const items = () => [...root.querySelectorAll<HTMLLIElement>('agui-sources ol > li')];
  const item = (n: number) => items().find((li) => li.value === n)!;
  const toggle = () => root.querySelector<HTMLButtonElement>('agui-sources button[aria-expanded]')!;

  beforeEach(async () => {
    fixture = TestBed.createComponent(Host);
    root = fixture.nativeElement;
    document.body.appendChild(root);
    await fixture.whenStable();
  });

  afterEach(() => root.remove());

  it('is an ordered list in a section labelled by its heading', () => {
    const heading = root.querySelector(`#${section().getAttribute('aria-labelledby')}`)!;
    expect(heading.tagName).toBe('H3');
    expect(heading.textContent!.replace(/\s+/g, ' ').trim()).toBe('Sources (5)');
    expect(section().querySelector('ol')).not.toBeNull();
  });

  it('takes a distinct section name for pages with several messages', async () => {
    const list = TestBed.createComponent(SourcesList);
    list.componentRef.setInput('cited', sampleCitedText());
    list.componentRef.setInput('sectionLabel', 'Sources of answer 3');
    await list.whenStable();
    const labelled = (list.nativeElement as HTMLElement).querySelector('section')!;
    expect(labelled.getAttribute('aria-label')).toBe('Sources of answer 3');
    expect(labelled.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('numbers the entries with the markers numbers, including unreferenced sources', () => {
    expect(items().map((li) => li.value)).toEqual([1, 2, 3, 4, 5]);
    expect(item(2).textContent).toContain('東京 – Wikipedia');
    expect(item(5).textContent).toContain('Zoneless guide');
  });

  it('links an entry to a safe href only and shows an unsafe source as plain text', () => {
    const link = item(1).querySelector('a[target="_blank"]')!;
    expect(link.getAttribute('href')).toBe('https://angular.dev/guide/signals');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(accessibleName(link)).toBe('Signals guide (opens in a new tab)');
    expect(item(3).querySelector('a[target="_blank"]')).toBeNull();
    expect(item(3).querySelector('img')).toBeNull();
    expect(item(3).textContent).toContain('<img src=x onerror="alert(1)">');
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.every((href) => href.startsWith('https://') || href.startsWith('#'))).toBe(true);
  });

  it('links markers to their entry and entries back to their markers', async () => {
    const marker = root.querySelector<HTMLAnchorElement>(
      'agui-cited-text a[href="#agui-cite-m_1-2"]',
    )!;
    expect(accessibleName(marker)).toBe('Source 2: 東京 – Wikipedia, ja.wikipedia.org');
    expect(item(2).id).toBe('agui-cite-m_1-2');
    marker.click();
    await fixture.whenStable();
    expect(document.activeElement).toBe(item(2));

    const back = item(2).querySelector<HTMLAnchorElement>('a[href^="#agui-cite-ref-"]')!;
    expect(accessibleName(back)).toBe('Back to reference 1 of source 2');
    back.click();
    await fixture.whenStable();
    expect(document.activeElement).toBe(marker);
    expect(item(5).querySelector('a[href^="#agui-cite-ref-"]')).toBeNull();
  });

  it('collapses with a disclosure button and expands when a marker jumps into it', async () => {
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().textContent!.trim()).toBe('Hide sources');
    const list = root.querySelector<HTMLElement>(`#${toggle().getAttribute('aria-controls')}`)!;
    toggle().click();
    await fixture.whenStable();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent!.trim()).toBe('Show sources');
    expect(list.hidden).toBe(true);
    expect(fixture.componentInstance.expanded()).toBe(false);

    root.querySelector<HTMLAnchorElement>('agui-cited-text a[href="#agui-cite-m_1-1"]')!.click();
    await fixture.whenStable();
    expect(list.hidden).toBe(false);
    expect(document.activeElement).toBe(item(1));
  });

  it('renders entries through a custom template, keeping numbers', async () => {
    const custom = TestBed.createComponent(CustomHost);
    await custom.whenStable();
    const entries = [...(custom.nativeElement as HTMLElement).querySelectorAll('li')];
    expect(entries.map((li) => li.textContent!.trim())).toEqual([
      'Custom 1: Signals guide',
      'Custom 2: 東京 – Wikipedia',
      'Custom 3: <img src=x onerror="alert(1)">',
      'Custom 4: Jane Doe',
      'Custom 5: Zoneless guide',
    ]);
    expect(entries.map((li) => li.value)).toEqual([1, 2, 3, 4, 5]);
    expect((custom.nativeElement as HTMLElement).querySelector('button[aria-expanded]')).toBeNull();
  });

  it.each(HREF_CASES)(
    'links a hand-built href of $href only as an absolute http(s) URL',
    async ({ href, bound }) => {
      const host = TestBed.createComponent(HandBuiltHost);
      host.componentInstance.citation.set(
        aCitation({ id: 'h', index: 1, title: 'Hand-built', href }),
      );
      await host.whenStable();
      const sections = [
        ...(host.nativeElement as HTMLElement).querySelectorAll('section[aria-label]'),
      ];
      expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
        'Default',
        'Custom',
      ]);
      for (const section of sections) {
        const entry = section.querySelector('li')!;
        expect(links(entry).map((link) => link.getAttribute('href'))).toEqual(
          bound === null ? [] : [bound],
        );
        expect(entry.textContent).toContain('Hand-built');
      }
    },
  );
});
