import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { type ComponentFixture, TestBed } from '@angular/core/testing';
import type { CitedText } from 'ngx-ag-ui/core';

import {
  accessibleName,
  aCitation,
  SAMPLE_TEXT,
  sampleCitedText,
  spanAfter,
} from '../citation-fixtures.test-helpers';
import { provideCitationOptions } from '../options/citation-options';
import { CitedTextView } from './cited-text-view';

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [CitedTextView],
  template: `
    <agui-cited-text [cited]="cited()" [streaming]="streaming()" messageKey="m1" />
    <button type="button">after</button>
  `,
})
class Host {
  readonly cited = signal<CitedText>(sampleCitedText());
  readonly streaming = signal(false);
}

/** Text the reader sees: text nodes and highlighted runs (not markers, not comments). */
function isText(node: Node): boolean {
  return (
    node.nodeType === Node.TEXT_NODE || (node instanceof HTMLElement && node.tagName === 'MARK')
  );
}

describe('CitedTextView', () => {
  let fixture: ComponentFixture<Host>;
  let root: HTMLElement;

  const view = () => root.querySelector('agui-cited-text') as HTMLElement;
  const markers = () => [
    ...root.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="dialog"]'),
  ];
  const marker = (n: number) =>
    markers().find((button) => accessibleName(button).startsWith(`Source ${n}:`)) ?? null;
  const highlighted = () =>
    [...root.querySelectorAll('mark')].map((mark) => mark.textContent).join('');

  /** Text offsets at which each marker sits, with the marker's visible number. */
  function markerPositions(): { offset: number; visible: string }[] {
    const positions: { offset: number; visible: string }[] = [];
    let offset = 0;
    for (const node of view().childNodes) {
      if (node instanceof HTMLElement && node.tagName === 'AGUI-CITATION-MARKER') {
        const face = node.querySelector('[aria-hidden="true"]');
        positions.push({ offset, visible: face?.textContent?.trim() ?? '' });
      } else if (isText(node)) {
        offset += node.textContent?.length ?? 0;
      }
    }
    return positions;
  }

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [provideCitationOptions({ openDelay: 0, closeDelay: 0 })],
    });
    fixture = TestBed.createComponent(Host);
    root = fixture.nativeElement;
    await fixture.whenStable();
  });

  it('places the markers at their UTF-16 offsets in emoji and CJK text', () => {
    const after = (claim: string) => SAMPLE_TEXT.indexOf(claim) + claim.length;
    expect(markerPositions()).toEqual([
      { offset: after('reactive values.'), visible: '1' },
      { offset: after('首都です。'), visible: '2' },
      { offset: after('首都です。'), visible: '3' },
      { offset: SAMPLE_TEXT.length, visible: 'Jane Doe4' },
    ]);
  });

  it('renders the text as text with its line break', () => {
    const text = [...view().childNodes]
      .filter(isText)
      .map((node) => node.textContent)
      .join('');
    expect(text).toBe(SAMPLE_TEXT);
    expect(text).toContain('\n');
  });

  it('renders a group of markers at one offset once each, in ascending order', () => {
    const grouped = markerPositions().filter(
      (position) => position.offset === SAMPLE_TEXT.indexOf('👩'),
    );
    expect(grouped.map((position) => position.visible)).toEqual(['2', '3']);
  });

  it('gives each marker a name with its visible number and its source', () => {
    expect(markers().map(accessibleName)).toEqual([
      'Source 1: Signals guide, angular.dev',
      'Source 2: 東京 – Wikipedia, ja.wikipedia.org',
      'Source 3: <img src=x onerror="alert(1)">',
      'Source 4: Jane Doe',
    ]);
  });

  it('highlights the claim of the focused marker only', async () => {
    marker(1)!.focus();
    await fixture.whenStable();
    expect(highlighted()).toBe('Signals 🚦 are reactive values.');
    marker(3)!.focus();
    await fixture.whenStable();
    expect(highlighted()).toBe('reactive values.\n東京');
  });

  it('removes the highlight when focus leaves the markers', async () => {
    marker(1)!.focus();
    await fixture.whenStable();
    root.querySelector<HTMLButtonElement>('button:not([aria-haspopup])')!.focus();
    await fixture.whenStable();
    expect(root.querySelector('mark')).toBeNull();
  });

  it('hides pending markers while streaming and shows them once they resolve', async () => {
    const partial = 'Signals 🚦 are reactive values.\n東京';
    const pending = sampleCitedText(SAMPLE_TEXT);
    fixture.componentInstance.streaming.set(true);
    fixture.componentInstance.cited.set({
      text: partial,
      citations: pending.citations.map((citation) =>
        citation.index === 1
          ? citation
          : {
              ...citation,
              spans: citation.spans.map((span) => ({ ...span, status: 'pending' as const })),
            },
      ),
    });
    await fixture.whenStable();
    expect(markers().map(accessibleName)).toEqual(['Source 1: Signals guide, angular.dev']);
    expect(view().getAttribute('aria-busy')).toBe('true');

    fixture.componentInstance.streaming.set(false);
    fixture.componentInstance.cited.set(sampleCitedText());
    await fixture.whenStable();
    expect(markers()).toHaveLength(4);
    expect(view().hasAttribute('aria-busy')).toBe(false);
  });

  it('keeps the marker element and its focus while more text streams in', async () => {
    const first = 'Signals 🚦 are reactive values.';
    fixture.componentInstance.streaming.set(true);
    fixture.componentInstance.cited.set({
      text: first,
      citations: [
        aCitation({
          id: 'signals',
          index: 1,
          title: 'Signals guide',
          spans: [spanAfter(first, first)],
        }),
      ],
    });
    await fixture.whenStable();
    const held = marker(1)!;
    held.focus();
    await fixture.whenStable();

    for (const more of [
      ' Computed',
      ' Computed signals derive.',
      ' Computed signals derive. Effects run.',
    ]) {
      const text = first + more;
      fixture.componentInstance.cited.set({
        text,
        citations: [
          aCitation({
            id: 'signals',
            index: 1,
            title: 'Signals guide',
            spans: [spanAfter(text, first)],
          }),
          aCitation({
            id: 'computed',
            index: 2,
            title: 'Computed',
            spans: text.includes('derive.') ? [spanAfter(text, 'derive.')] : [],
          }),
        ],
      });
      await fixture.whenStable();
      expect(held.isConnected).toBe(true);
      expect(marker(1)).toBe(held);
      expect(document.activeElement).toBe(held);
    }
    expect(markers()).toHaveLength(2);
    expect(held.getAttribute('aria-expanded')).toBe('true');
  });

  it('turns a label written before its marker into the friendly anchor itself', async () => {
    const text = 'Your HR partner is Jane Doe.';
    const jane = aCitation({
      id: 'emp',
      index: 1,
      label: 'Jane Doe',
      title: 'People directory',
      displayTitle: 'People directory',
      spans: [spanAfter(text, 'Jane Doe')],
    });
    fixture.componentInstance.cited.set({ text, citations: [jane] });
    await fixture.whenStable();
    const anchor = root.querySelector('button[aria-haspopup="dialog"]')!;
    expect(accessibleName(anchor)).toBe('Jane Doe, source 1: People directory');
    expect(anchor.querySelector('sup')!.textContent).toBe('1');
    expect(view().textContent!.match(/Jane Doe/g)).toHaveLength(2);
    expect(
      [...view().childNodes]
        .filter(isText)
        .map((node) => node.textContent)
        .join(''),
    ).toBe('Your HR partner is .');
  });

  it('never creates elements from markup in the text', async () => {
    fixture.componentInstance.cited.set({
      text: 'Look: <img src=x onerror="alert(1)"><b>bold</b>',
      citations: [],
    });
    await fixture.whenStable();
    expect(view().querySelector('img, b')).toBeNull();
    expect(view().textContent).toBe('Look: <img src=x onerror="alert(1)"><b>bold</b>');
  });

  it('creates a card only for the marker that opens, and removes it when it closes', async () => {
    expect(root.querySelector('agui-citation-card')).toBeNull();
    const second = marker(2)!;
    second.focus();
    await fixture.whenStable();
    const cards = root.querySelectorAll('agui-citation-card');
    expect(cards).toHaveLength(1);
    expect(cards[0].id).toBe(second.getAttribute('aria-controls'));
    expect(cards[0].getAttribute('role')).toBe('dialog');
    expect(second.parentElement!.contains(cards[0])).toBe(true);
    root.querySelector<HTMLButtonElement>('button:not([aria-haspopup])')!.focus();
    await fixture.whenStable();
    expect(root.querySelector('agui-citation-card')).toBeNull();
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover through the listener on the text, and Escape goes no further', async () => {
    const first = marker(1)!;
    const pointer = (type: string, target: Element, relatedTarget: Element | null) => {
      const event = new MouseEvent(type, { bubbles: true, relatedTarget });
      Object.defineProperty(event, 'pointerType', { value: 'mouse' });
      target.dispatchEvent(event);
    };
    pointer('pointerover', first, view());
    await new Promise((resolve) => setTimeout(resolve, 10));
    await fixture.whenStable();
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(highlighted()).toBe('Signals 🚦 are reactive values.');

    const outer = jest.fn();
    root.addEventListener('keydown', outer);
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await fixture.whenStable();
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(first);
    expect(outer).not.toHaveBeenCalled();
  });

  it('jumps from a link marker to its sources entry', async () => {
    TestBed.resetTestingModule();
    TestBed.configureTestingModule({
      providers: [provideCitationOptions({ action: 'link', openDelay: 0, closeDelay: 0 })],
    });
    fixture = TestBed.createComponent(Host);
    root = fixture.nativeElement;
    await fixture.whenStable();
    const entry = document.createElement('li');
    entry.id = 'agui-cite-m1-1';
    entry.tabIndex = -1;
    document.body.append(entry);
    const link = root.querySelector<HTMLAnchorElement>('a.agui-marker')!;
    expect(link.getAttribute('href')).toBe('#agui-cite-m1-1');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(entry);
    entry.remove();
  });

  it('renders markers without claims as marker-and-text pairs, the same text and markers', async () => {
    const text = 'Tokyo 東京 is big.\nOsaka 🚦 too.';
    const at = (offset: number) => ({ markerOffset: offset, status: 'final' as const });
    fixture.componentInstance.cited.set({
      text,
      citations: [
        aCitation({ id: 'a', index: 1, title: 'Tokyo', spans: [at(9), at(text.length)] }),
        aCitation({ id: 'b', index: 2, title: 'Osaka', spans: [at(9), at(0)] }),
      ],
    });
    await fixture.whenStable();
    expect(markerPositions()).toEqual([
      { offset: 0, visible: '2' },
      { offset: 9, visible: '1' },
      { offset: 9, visible: '2' },
      { offset: text.length, visible: '1' },
    ]);
    expect(
      [...view().childNodes]
        .filter(isText)
        .map((node) => node.textContent)
        .join(''),
    ).toBe(text);
    marker(2)!.focus();
    await fixture.whenStable();
    expect(root.querySelectorAll('agui-citation-card')).toHaveLength(1);
    expect(marker(2)!.getAttribute('aria-expanded')).toBe('true');
  });
});
