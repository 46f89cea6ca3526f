import {
  ApplicationRef,
  ChangeDetectionStrategy,
  Component,
  DOCUMENT,
  ElementRef,
  EnvironmentInjector,
  inject,
  Injector,
  Renderer2,
} from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { aCitation } from '../citation-fixtures.test-helpers';
import { MarkerCards } from './marker-cards';
import { createMarkerElement, type MarkerElementRow, updateMarkerElement } from './marker-element';

/** A component that builds markers by hand, as `<agui-cited-text>` and `<agui-markdown>` do. */
@Component({
  selector: 'agui-test-markers',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: '',
  styles: 'agui-citation-card { color: red; }',
})
class Markers {
  readonly renderer = inject(Renderer2);
  readonly element = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;
  readonly cards = new MarkerCards({
    renderer: this.renderer,
    appRef: inject(ApplicationRef),
    environmentInjector: inject(EnvironmentInjector),
    elementInjector: inject(Injector),
    document: inject(DOCUMENT),
  });
}

const signals = aCitation({
  id: 'signals',
  index: 1,
  title: 'Signals guide',
  displayTitle: 'Signals guide',
  domain: 'angular.dev',
  snippet: 'A signal wraps a value.',
});

const row: MarkerElementRow = {
  key: 'm7:signals',
  face: { look: 'number', text: '1', name: 'Source 1: Signals guide, angular.dev' },
  referenceId: 'agui-cite-ref-m1-1-1',
};

describe('hand-built markers', () => {
  let host: Markers;

  beforeEach(() => {
    const fixture = TestBed.createComponent(Markers);
    fixture.detectChanges();
    host = fixture.componentInstance;
  });

  const build = (marker: MarkerElementRow) => {
    const wrapper = createMarkerElement(host.renderer, marker);
    host.element.append(wrapper);
    return wrapper;
  };

  it('builds a button marker with its name, face and ids, text as text', () => {
    const wrapper = build({ ...row, face: { ...row.face, name: '<b>x</b> title' } });
    const button = wrapper.querySelector('button');
    expect(wrapper.tagName).toBe('AGUI-CITATION-MARKER');
    expect(wrapper.getAttribute('data-agui-key')).toBe('m7:signals');
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(button?.hasAttribute('aria-controls')).toBe(false);
    expect(button?.id).toBe('agui-cite-ref-m1-1-1');
    expect(button?.getAttribute('data-look')).toBe('number');
    expect(button?.querySelector('[aria-hidden="true"]')?.textContent).toBe('1');
    expect(button?.querySelector('.agui-vh')?.textContent).toBe(' <b>x</b> title');
    expect(button?.querySelector('b')).toBeNull();
  });

  it('builds a link marker to the entry, with a superscript after a friendly label', () => {
    const wrapper = build({
      ...row,
      entryId: 'agui-cite-m1-1',
      face: { look: 'friendly', text: 'Guide', sup: 1, name: 'Guide, source 1' },
    });
    const link = wrapper.querySelector('a');
    expect(wrapper.querySelector('button')).toBeNull();
    expect(link?.getAttribute('href')).toBe('#agui-cite-m1-1');
    expect(link?.getAttribute('data-look')).toBe('friendly');
    expect(link?.querySelector('[aria-hidden="true"]')?.textContent).toBe('Guide1');
    expect(link?.querySelector('sup')?.textContent).toBe('1');
  });

  // Jest strips component styles (so no `_ngcontent` attributes here): the renderer is what
  // gives the elements the encapsulation attribute in an app, so every element comes from it.
  it('gives every element what the renderer gives the elements it creates', () => {
    const createElement = host.renderer.createElement.bind(host.renderer);
    jest.spyOn(host.renderer, 'createElement').mockImplementation((name: string) => {
      const element = createElement(name) as HTMLElement;
      element.setAttribute('data-from-renderer', '');
      return element;
    });
    const wrappers = [build(row), build({ ...row, key: 'k2', face: { ...row.face, sup: 2 } })];
    for (const wrapper of wrappers) {
      const elements = [wrapper, ...wrapper.querySelectorAll('*')];
      expect(elements.length).toBeGreaterThanOrEqual(4);
      expect(elements.every((element) => element.hasAttribute('data-from-renderer'))).toBe(true);
    }
    const card = host.cards.show(row.key, wrappers[0], signals, undefined);
    expect(card.hasAttribute('data-from-renderer')).toBe(true);
  });

  it('updates a marker in place, keeping its elements', () => {
    const wrapper = build(row);
    const button = wrapper.querySelector('button');
    const next = { ...row, face: { look: 'domain' as const, text: 'angular.dev', name: 'New' } };
    expect(updateMarkerElement(host.renderer, wrapper, row, next)).toBe(true);
    expect(wrapper.querySelector('button')).toBe(button);
    expect(button?.getAttribute('data-look')).toBe('domain');
    expect(button?.querySelector('[aria-hidden="true"]')?.textContent).toBe('angular.dev');
    expect(button?.querySelector('.agui-vh')?.textContent).toBe(' New');
    expect(updateMarkerElement(host.renderer, wrapper, next, { ...next })).toBe(false);
  });

  it('opens a card after the button as a labelled dialog, and closes it', () => {
    const wrapper = build(row);
    const button = wrapper.querySelector('button');
    const card = host.cards.show(row.key, wrapper, signals, { markerNameNoDomain: 'Src {n}' });

    expect(wrapper.lastElementChild).toBe(card);
    expect(card.tagName).toBe('AGUI-CITATION-CARD');
    expect(card.getAttribute('role')).toBe('dialog');
    expect(card.getAttribute('popover')).toBe('manual');
    expect(card.getAttribute('tabindex')).toBe('-1');
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(button?.getAttribute('aria-controls')).toBe(card.id);
    const title = card.querySelector(`[id="${card.getAttribute('aria-labelledby')}"]`);
    expect(title?.textContent).toContain('Signals guide');
    expect(title?.textContent).toContain('Src 1');
    expect(host.cards.has(row.key)).toBe(true);
    expect(host.cards.cardOf(row.key)).toBe(card);

    host.cards.hide(row.key);
    expect(wrapper.querySelector('agui-citation-card')).toBeNull();
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(button?.hasAttribute('aria-controls')).toBe(false);
    expect(host.cards.has(row.key)).toBe(false);
  });

  it('keeps a card id across openings and closes cards whose marker is gone', () => {
    const wrapper = build(row);
    const first = host.cards.show(row.key, wrapper, signals, undefined).id;
    host.cards.hide(row.key);
    expect(host.cards.show(row.key, wrapper, signals, undefined).id).toBe(first);

    const renamed = { ...signals, displayTitle: 'Signals, renamed' };
    host.cards.refresh(() => renamed, undefined);
    TestBed.inject(ApplicationRef).tick();
    expect(host.cards.cardOf(row.key)?.textContent).toContain('Signals, renamed');

    host.cards.refresh(() => undefined, undefined);
    expect(wrapper.querySelector('agui-citation-card')).toBeNull();
  });

  it('destroys every open card', () => {
    const a = build(row);
    const b = build({ ...row, key: 'm9:signals', referenceId: 'agui-cite-ref-m1-1-2' });
    host.cards.show(row.key, a, signals, undefined);
    host.cards.show('m9:signals', b, signals, undefined);
    host.cards.destroy();
    expect(host.element.querySelectorAll('agui-citation-card')).toHaveLength(0);
    expect([...host.cards.keys()]).toEqual([]);
  });
});
