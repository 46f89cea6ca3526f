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
});
