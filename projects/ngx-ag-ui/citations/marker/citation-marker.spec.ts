import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { type ComponentFixture, TestBed } from '@angular/core/testing';
import type { Citation } from 'ngx-ag-ui/core';

import { accessibleName, sampleCitedText } from '../citation-fixtures.test-helpers';
import { type CitationOptionsInit, provideCitationOptions } from '../options/citation-options';
import { CitationMarker } from './citation-marker';

const [signals, , hostile, person] = sampleCitedText().citations;

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [CitationMarker],
  template: `
    <p>
      Text<agui-citation-marker [citation]="citation()" (activeChange)="active.set($event)" /> more.
      <button type="button">elsewhere</button>
    </p>
  `,
})
class Host {
  readonly citation = signal<Citation>(signals);
  readonly active = signal(false);
}

/** A pointer event (jsdom has no PointerEvent constructor). */
function pointer(type: string, pointerType: 'mouse' | 'touch'): Event {
  const event = new MouseEvent(type, { bubbles: type === 'pointerdown', cancelable: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

describe('CitationMarker', () => {
  let fixture: ComponentFixture<Host>;
  let root: HTMLElement;

  const trigger = () => root.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
  const dialog = () => root.querySelector<HTMLElement>('[role="dialog"]');
  const host = () => root.querySelector('agui-citation-marker')!;
  const elsewhere = () =>
    [...root.querySelectorAll('button')].find((b) => b.textContent === 'elsewhere')!;
  const escape = (init: KeyboardEventInit = {}) =>
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init });

  async function setUp(options: CitationOptionsInit = {}, citation: Citation = signals) {
    TestBed.configureTestingModule({ providers: [provideCitationOptions(options)] });
    fixture = TestBed.createComponent(Host);
    fixture.componentInstance.citation.set(citation);
    root = fixture.nativeElement;
    document.body.appendChild(root);
    await fixture.whenStable();
  }

  afterEach(() => {
    root.remove();
    jest.useRealTimers();
  });

  describe('keyboard', () => {
    beforeEach(() => setUp());

    it('is a button announcing a dialog, closed at first', () => {
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
      expect(trigger().hasAttribute('aria-controls')).toBe(false);
      expect(dialog()).toBeNull();
    });

    it('opens the card on keyboard focus and points at it', async () => {
      trigger().focus();
      await fixture.whenStable();
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
      expect(trigger().getAttribute('aria-controls')).toBe(dialog()!.id);
      expect(
        accessibleName(dialog()!.querySelector(`#${dialog()!.getAttribute('aria-labelledby')}`)!),
      ).toBe('Source 1: Signals guide');
      expect(fixture.componentInstance.active()).toBe(true);
    });

    it('puts the card link right after the marker in tab order', async () => {
      trigger().focus();
      await fixture.whenStable();
      const focusables = [...host().querySelectorAll<HTMLElement>('button, a[href]')];
      expect(focusables[0]).toBe(trigger());
      expect(focusables[1].getAttribute('href')).toBe('https://angular.dev/guide/signals');
    });

    it('moves focus into the card on activation and back on Escape', async () => {
      trigger().focus();
      trigger().click();
      await fixture.whenStable();
      expect(document.activeElement).toBe(dialog());
      dialog()!.dispatchEvent(escape());
      await fixture.whenStable();
      expect(dialog()).toBeNull();
      expect(document.activeElement).toBe(trigger());
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
    });

    it('closes on Escape without modifiers only, and stops the Escape there', async () => {
      const outer = jest.fn();
      root.addEventListener('keydown', outer);
      trigger().focus();
      await fixture.whenStable();
      trigger().dispatchEvent(escape({ shiftKey: true }));
      await fixture.whenStable();
      expect(dialog()).not.toBeNull();
      trigger().dispatchEvent(escape());
      await fixture.whenStable();
      expect(dialog()).toBeNull();
      expect(outer).toHaveBeenCalledTimes(1);
    });

    it('stays open while focus moves from the marker into the card', async () => {
      trigger().focus();
      await fixture.whenStable();
      dialog()!.querySelector<HTMLAnchorElement>('a')!.focus();
      await fixture.whenStable();
      expect(dialog()).not.toBeNull();
    });

    it('closes when focus leaves marker and card', async () => {
      trigger().focus();
      await fixture.whenStable();
      dialog()!.querySelector<HTMLAnchorElement>('a')!.focus();
      elsewhere().focus();
      await fixture.whenStable();
      expect(dialog()).toBeNull();
      expect(fixture.componentInstance.active()).toBe(false);
    });
  });

  describe('touch', () => {
    beforeEach(() => setUp());

    it('opens on tap, ignores touch hover, and closes on a second tap', async () => {
      trigger().dispatchEvent(pointer('pointerenter', 'touch'));
      await fixture.whenStable();
      expect(dialog()).toBeNull();
      trigger().dispatchEvent(pointer('pointerdown', 'touch'));
      trigger().click();
      await fixture.whenStable();
      expect(dialog()).not.toBeNull();
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
      trigger().dispatchEvent(pointer('pointerdown', 'touch'));
      trigger().click();
      await fixture.whenStable();
      expect(dialog()).toBeNull();
    });

    it('closes on a tap outside marker and card', async () => {
      trigger().click();
      await fixture.whenStable();
      dialog()!.dispatchEvent(pointer('pointerdown', 'touch'));
      await fixture.whenStable();
      expect(dialog()).not.toBeNull();
      elsewhere().dispatchEvent(pointer('pointerdown', 'touch'));
      await fixture.whenStable();
      expect(dialog()).toBeNull();
    });
  });

  describe('hover', () => {
    beforeEach(async () => {
      await setUp({ openDelay: 100, closeDelay: 300 });
      jest.useFakeTimers();
    });

    // whenStable() waits on real timers; with fake ones, render synchronously instead.
    async function advance(ms: number) {
      jest.advanceTimersByTime(ms);
      fixture.detectChanges();
    }

    it('opens after the pointer rests on the marker', async () => {
      host().dispatchEvent(pointer('pointerenter', 'mouse'));
      await advance(50);
      expect(dialog()).toBeNull();
      await advance(60);
      expect(dialog()).not.toBeNull();
    });

    it('stays open while the pointer crosses into the card, then closes after the delay', async () => {
      host().dispatchEvent(pointer('pointerenter', 'mouse'));
      await advance(100);
      host().dispatchEvent(pointer('pointerleave', 'mouse'));
      await advance(200);
      host().dispatchEvent(pointer('pointerenter', 'mouse'));
      await advance(1000);
      expect(dialog()).not.toBeNull();
      host().dispatchEvent(pointer('pointerleave', 'mouse'));
      await advance(300);
      expect(dialog()).toBeNull();
    });

    it('never opens when the pointer only passes over', async () => {
      host().dispatchEvent(pointer('pointerenter', 'mouse'));
      await advance(50);
      host().dispatchEvent(pointer('pointerleave', 'mouse'));
      await advance(1000);
      expect(dialog()).toBeNull();
    });
  });

  describe('card content', () => {
    it('shows no link for a javascript: URL and renders markup in the title as text', async () => {
      await setUp({}, hostile);
      trigger().click();
      await fixture.whenStable();
      expect(dialog()!.querySelector('a')).toBeNull();
      expect(dialog()!.querySelector('img, script')).toBeNull();
      expect(dialog()!.textContent).toContain('<img src=x onerror="alert(1)">');
      expect(dialog()!.textContent).toContain('<script>alert(2)</script>');
      expect(accessibleName(trigger())).toBe('Source 3: <img src=x onerror="alert(1)">');
    });

    it('opens the source in a new tab, safely, and says so', async () => {
      await setUp();
      trigger().click();
      await fixture.whenStable();
      const link = dialog()!.querySelector('a')!;
      expect(link.getAttribute('href')).toBe('https://angular.dev/guide/signals');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(accessibleName(link)).toBe('Open source (opens in a new tab)');
    });

    it('shows the same number in the marker, its name and the card', async () => {
      await setUp({}, sampleCitedText().citations[1]);
      trigger().click();
      await fixture.whenStable();
      expect(trigger().querySelector('[aria-hidden="true"]')!.textContent!.trim()).toBe('2');
      // The number and the hidden name stay separate words when the text is copied or read raw.
      expect(trigger().textContent).toMatch(/^\s*2\s+Source 2: /);
      expect(accessibleName(trigger())).toMatch(/^Source 2: /);
      expect(accessibleName(dialog()!)).toMatch(/^Source 2: /);
    });

    it('renders a friendly anchor as its label with a superscript number and lists its fields', async () => {
      await setUp({}, person);
      expect(trigger().querySelector('sup')!.textContent).toBe('4');
      expect(trigger().textContent).toContain('Jane Doe');
      trigger().click();
      await fixture.whenStable();
      const terms = [...dialog()!.querySelectorAll('dt')].map((term) => term.textContent);
      const values = [...dialog()!.querySelectorAll('dd')].map((value) => value.textContent);
      expect(terms).toEqual(['Record', 'department', 'location', 'skills']);
      expect(values).toEqual(['EMP-42', 'Platform', 'Berlin', 'Angular, RxJS']);
    });

    it('shows a favicon only from the URL builder the app provides', async () => {
      await setUp();
      trigger().click();
      await fixture.whenStable();
      expect(dialog()!.querySelector('img')).toBeNull();
      TestBed.resetTestingModule();
      root.remove();
      await setUp({ faviconUrl: (citation) => `https://icons.example/${citation.domain}.png` });
      trigger().click();
      await fixture.whenStable();
      const img = dialog()!.querySelector('img')!;
      expect(img.getAttribute('src')).toBe('https://icons.example/angular.dev.png');
      expect(img.getAttribute('alt')).toBe('');
    });

    it('uses the app labels and the domain variant', async () => {
      await setUp({ variant: 'domain', labels: { markerName: 'Quelle {n}: {title}, {domain}' } });
      expect(trigger().querySelector('[aria-hidden="true"]')!.textContent!.trim()).toBe(
        'angular.dev',
      );
      expect(accessibleName(trigger())).toBe('Quelle 1: Signals guide, angular.dev');
    });
  });
});
