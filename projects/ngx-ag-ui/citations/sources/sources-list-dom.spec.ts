import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { type ComponentFixture, TestBed } from '@angular/core/testing';
import type { CitedText } from 'ngx-ag-ui/core';

import { accessibleName, aCitation, spanAfter } from '../citation-fixtures.test-helpers';
import { DEFAULT_CITATION_LABELS, formatLabel } from '../options/citation-labels';
import { SourcesList } from './sources-list';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [SourcesList],
  template: `<agui-sources [cited]="cited()" messageKey="m1" [headingLevel]="level()" />`,
})
class Host {
  readonly cited = signal<CitedText>({ text: '', citations: [] });
  readonly level = signal(2);
}

/** `text` citing a source after each of `claims`; sources with no claim are listed only. */
function cited(text: string, claims: readonly (string | null)[]): CitedText {
  return {
    text,
    citations: claims.map((claim, i) =>
      aCitation({
        id: `c${i}`,
        index: i + 1,
        title: `Title ${i + 1}`,
        href: `https://s${i + 1}.example/`,
        domain: `s${i + 1}.example`,
        spans: claim === null ? [] : [spanAfter(text, claim)],
      }),
    ),
  };
}

describe('SourcesList DOM', () => {
  let fixture: ComponentFixture<Host>;
  const list = () => fixture.nativeElement.querySelector('ol') as HTMLOListElement;
  const items = () => [...list().querySelectorAll('li')];
  const set = async (value: CitedText) => {
    fixture.componentInstance.cited.set(value);
    await fixture.whenStable();
  };

  beforeEach(async () => {
    fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
  });

  it('renders each default entry with no embedded view or comment anchor of its own', async () => {
    const text = 'One. Two. Three.';
    const base = cited(text, ['One.', 'Two.', null]);
    const [c0, ...rest] = base.citations;
    await set({
      text,
      citations: [{ ...c0, spans: [...c0.spans, spanAfter(text, 'Three.')] }, ...rest],
    });
    expect(items()).toHaveLength(3);
    const walker = document.createTreeWalker(list(), NodeFilter.SHOW_COMMENT);
    let comments = 0;
    while (walker.nextNode()) comments++;
    // The anchor of the custom-template block only.
    expect(comments).toBe(1);
    const first = items()[0];
    expect(first.id).toBe('agui-cite-m1-1');
    expect(first.getAttribute('value')).toBe('1');
    expect(first.getAttribute('tabindex')).toBe('-1');
    const title = first.querySelector('a:not(.agui-sources-backlink)')!;
    expect(title.getAttribute('target')).toBe('_blank');
    expect(title.getAttribute('rel')).toBe('noopener noreferrer');
    expect(title.textContent).toBe(`Title 1 ${DEFAULT_CITATION_LABELS.opensInNewTab}`);
    expect(first.querySelector('.agui-sources-domain')?.textContent).toBe('s1.example');
    const back = first.querySelectorAll('.agui-sources-backlink');
    expect([...back].map((link) => link.getAttribute('href'))).toEqual([
      '#agui-cite-ref-m1-1-1',
      '#agui-cite-ref-m1-1-2',
    ]);
    expect(accessibleName(back[1])).toBe(
      formatLabel(DEFAULT_CITATION_LABELS.backToReference, { n: 1, k: 2 }),
    );
  });

  it('renders its heading by level with the count', async () => {
    const heading = () => fixture.nativeElement.querySelector('section [id]') as HTMLElement;
    await set(cited('One. Two.', ['One.', 'Two.']));
    expect(heading().localName).toBe('h2');
    expect(heading().textContent).toBe(` ${DEFAULT_CITATION_LABELS.sources} (2)`);
    fixture.componentInstance.level.set(4);
    await fixture.whenStable();
    expect(heading().localName).toBe('h4');
    expect(fixture.nativeElement.querySelectorAll('h2, h3, h4, h5, h6')).toHaveLength(1);
  });

  it('keeps the items of unchanged entries, and the item of a changed one, as sources stream', async () => {
    await set(cited('One. Two.', ['One.', null]));
    const [one, two] = items();
    expect(two.querySelector('.agui-sources-backlink')).toBeNull();
    const oneTitle = one.firstChild;

    await set(cited('One. Two. Three.', ['One.', 'Two.', 'Three.']));
    expect(items()).toHaveLength(3);
    expect(items()[0]).toBe(one);
    expect(one.firstChild).toBe(oneTitle);
    expect(items()[1]).toBe(two);
    expect(two.querySelectorAll('.agui-sources-backlink')).toHaveLength(1);

    const three = cited('One. Two. Three.', ['One.', 'Two.', 'Three.']);
    await set({ ...three, citations: three.citations.slice(1) });
    expect(items()).toHaveLength(2);
    expect(items()[0]).toBe(two);
    expect(one.isConnected).toBe(false);
  });
});
