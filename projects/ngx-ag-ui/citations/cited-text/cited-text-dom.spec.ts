import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { type ComponentFixture, TestBed } from '@angular/core/testing';
import type { CitedText } from 'ngx-ag-ui/core';

import { aCitation, sampleCitedText, spanAfter } from '../citation-fixtures.test-helpers';
import { provideCitationOptions } from '../options/citation-options';
import { CitedTextView } from './cited-text-view';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [CitedTextView],
  template: `<agui-cited-text [cited]="cited()" [streaming]="true" messageKey="m1" />`,
})
class Host {
  readonly cited = signal<CitedText>(sampleCitedText());
}

/** The text `text` with one marker of its own source after each of `claims`. */
function citedWith(text: string, claims: readonly string[]): CitedText {
  return {
    text,
    citations: claims.map((claim, i) =>
      aCitation({ id: `c${i}`, index: i + 1, spans: [spanAfter(text, claim)] }),
    ),
  };
}

/** Comment nodes in the text, an open card's own template aside. */
function commentsIn(root: Node): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (walker.nextNode())
    if (!walker.currentNode.parentElement?.closest('agui-citation-card')) count++;
  return count;
}

/** Whether two lists hold the very same nodes (`toEqual` compares DOM nodes by structure). */
function sameNodes(a: readonly Node[], b: readonly Node[]): boolean {
  return a.length === b.length && a.every((node, i) => node === b[i]);
}

describe('CitedTextView DOM', () => {
  let fixture: ComponentFixture<Host>;
  const view = () => fixture.nativeElement.querySelector('agui-cited-text') as HTMLElement;

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [provideCitationOptions({ openDelay: 0, closeDelay: 0 })],
    });
    fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
  });

  it('renders markers and text with no embedded view or comment anchor each', async () => {
    expect(view().querySelectorAll('agui-citation-marker')).toHaveLength(4);
    expect(commentsIn(view())).toBe(0);

    view().querySelector<HTMLButtonElement>('button.agui-marker')!.focus();
    await fixture.whenStable();
    expect(view().querySelectorAll('mark').length).toBeGreaterThan(0);
    expect(view().querySelectorAll('agui-citation-card')).toHaveLength(1);
    expect(commentsIn(view())).toBe(0);
  });

  it('listens for leaving, blurring and Escape only once the reader reaches the text', async () => {
    const added: string[] = [];
    const addEventListener = jest
      .spyOn(HTMLElement.prototype, 'addEventListener')
      .mockImplementation(function (this: HTMLElement, type, listener, options) {
        if (this.localName === 'agui-cited-text') added.push(type);
        return EventTarget.prototype.addEventListener.call(this, type, listener, options);
      });
    const other = TestBed.createComponent(Host);
    await other.whenStable();
    expect(added.sort()).toEqual(['click', 'focusin', 'pointerover']);

    const text = other.nativeElement.querySelector('agui-cited-text') as HTMLElement;
    text.querySelector<HTMLButtonElement>('button.agui-marker')!.focus();
    await other.whenStable();
    expect(added.sort()).toEqual([
      'click',
      'focusin',
      'focusout',
      'keydown',
      'pointerout',
      'pointerover',
    ]);
    addEventListener.mockRestore();
  });

  it('touches only the changed tail while the text streams', async () => {
    const first = 'Alpha is one. Beta is two.';
    fixture.componentInstance.cited.set(citedWith(first, ['Alpha is one.', 'Beta is two.']));
    await fixture.whenStable();
    const before = [...view().childNodes];
    // Alpha run, marker, space, Beta run (a claim starts there), marker.
    expect(before).toHaveLength(5);

    const records: MutationRecord[] = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(view(), { childList: true, characterData: true, subtree: true });
    const text = `${first} Gamma is three.`;
    fixture.componentInstance.cited.set(
      citedWith(text, ['Alpha is one.', 'Beta is two.', 'Gamma is three.']),
    );
    await fixture.whenStable();
    records.push(...observer.takeRecords());
    observer.disconnect();

    const after = [...view().childNodes];
    expect(sameNodes(after.slice(0, 5), before)).toBe(true);
    expect(after).toHaveLength(8);
    expect(records.flatMap((record) => [...record.removedNodes])).toEqual([]);
    const touched = new Set(records.map((record) => record.target));
    expect([...touched]).toEqual([view()]);
    expect(
      sameNodes(
        records.flatMap((record) => [...record.addedNodes]),
        after.slice(5),
      ),
    ).toBe(true);
  });

  it('keeps a text run and its node while its claim is highlighted and released', async () => {
    const text = 'Alpha is one. Beta is two.';
    fixture.componentInstance.cited.set(citedWith(text, ['Alpha is one.', 'Beta is two.']));
    await fixture.whenStable();
    const run = view().firstChild!;
    const marker = view().querySelector<HTMLButtonElement>('button.agui-marker')!;
    marker.focus();
    await fixture.whenStable();
    expect(run.parentElement?.tagName).toBe('MARK');
    expect(view().firstChild).toBe(run.parentElement);

    marker.blur();
    await fixture.whenStable();
    expect(view().querySelector('mark')).toBeNull();
    expect(view().firstChild).toBe(run);
    const runs = [...view().childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    expect(runs.map((node) => node.textContent).join('')).toBe(text);
  });
});
