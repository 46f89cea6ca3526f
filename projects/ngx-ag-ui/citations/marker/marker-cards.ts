import {
  afterNextRender,
  type ApplicationRef,
  type ComponentRef,
  createComponent,
  type EnvironmentInjector,
  type Injector,
  type Renderer2,
} from '@angular/core';
import type { Citation } from 'ngx-ag-ui/core';

import { CitationCard } from '../card/citation-card';
import type { CitationLabels } from '../options/citation-labels';
import { placeCardElement } from './card-offset';
import { followLayout } from './follow-layout';

let nextCardId = 0;

/** What `MarkerCards` creates cards with. Internal (exported as `ɵ…` for `ngx-ag-ui/markdown`). */
export interface MarkerCardsHost {
  /** The renderer of the component the markers are in (the card host gets its styles). */
  readonly renderer: Renderer2;
  /** Attaches each card's view, so change detection checks it. */
  readonly appRef: ApplicationRef;
  readonly environmentInjector: EnvironmentInjector;
  /** The injector of the component the markers are in (options, source opener). */
  readonly elementInjector: Injector;
  readonly document: Document;
  /** Prefix of the card ids (a counter follows). */
  readonly idPrefix?: string;
}

/** An open card. */
interface OpenCard {
  readonly ref: ComponentRef<CitationCard>;
  readonly wrapper: Element;
}

/**
 * The cards of hand-built markers (`createMarkerElement`), by marker key: a `CitationCard`
 * created when its marker opens, as the non-modal dialog `<agui-citation-marker>` shows, placed
 * next to its marker while the page scrolls, and destroyed when it closes. A long answer has
 * thousands of markers and most are never opened, so none has a card or a view until then.
 * Internal (exported as `ɵ…` for `ngx-ag-ui/markdown`).
 */
export class MarkerCards {
  private readonly open = new Map<string, OpenCard>();
  /** Card ids of the markers opened so far: a card keeps its id across openings. */
  private readonly ids = new Map<string, string>();
  /** Stops re-placing the open cards as the page scrolls or resizes (while any is open). */
  private following?: () => void;

  constructor(private readonly host: MarkerCardsHost) {}

  /** Whether `key`'s card is open. */
  has(key: string): boolean {
    return this.open.has(key);
  }

  /** The keys of the open cards. */
  keys(): IterableIterator<string> {
    return this.open.keys();
  }

  /** The element of `key`'s open card, or `null`. */
  cardOf(key: string): HTMLElement | null {
    return this.open.get(key)?.ref.location.nativeElement ?? null;
  }

  /**
   * Opens `key`'s card inside its marker's wrapper, after the button, and points the button's
   * `aria-expanded` and `aria-controls` at it. Opening an open card only updates its inputs.
   */
  show(
    key: string,
    wrapper: Element,
    citation: Citation,
    labels: Partial<CitationLabels> | undefined,
  ): HTMLElement {
    const current = this.open.get(key);
    if (current?.wrapper === wrapper) {
      this.setInputs(current.ref, citation, labels);
      return current.ref.location.nativeElement;
    }
    if (current) this.hide(key);
    const { renderer } = this.host;
    const id = this.idOf(key);
    // Created by the markers' renderer, the host element takes their component's styles too.
    const element: HTMLElement = renderer.createElement('agui-citation-card');
    renderer.setAttribute(element, 'role', 'dialog');
    renderer.setAttribute(element, 'popover', 'manual');
    renderer.setAttribute(element, 'tabindex', '-1');
    renderer.setAttribute(element, 'id', id);
    renderer.setAttribute(element, 'aria-labelledby', `${id}-title`);
    const ref = createComponent(CitationCard, {
      environmentInjector: this.host.environmentInjector,
      elementInjector: this.host.elementInjector,
      hostElement: element,
    });
    ref.setInput('titleId', `${id}-title`);
    this.setInputs(ref, citation, labels);
    renderer.appendChild(wrapper, element);
    this.host.appRef.attachView(ref.hostView);
    // Rendered now: whoever opened it may place or focus it before the next tick.
    ref.changeDetectorRef.detectChanges();
    this.open.set(key, { ref, wrapper });
    const trigger = triggerOf(wrapper);
    if (trigger) {
      renderer.setAttribute(trigger, 'aria-expanded', 'true');
      renderer.setAttribute(trigger, 'aria-controls', id);
    }
    this.following ??= followLayout(this.host.document, () => this.placeAll());
    return element;
  }

  /** Closes `key`'s card, if open: the card is destroyed, the button says it is collapsed. */
  hide(key: string): void {
    const card = this.open.get(key);
    if (!card) return;
    this.open.delete(key);
    const trigger = triggerOf(card.wrapper);
    if (trigger) {
      this.host.renderer.setAttribute(trigger, 'aria-expanded', 'false');
      this.host.renderer.removeAttribute(trigger, 'aria-controls');
    }
    this.host.appRef.detachView(card.ref.hostView);
    card.ref.destroy();
    this.host.renderer.removeChild(card.wrapper, card.ref.location.nativeElement);
    if (this.open.size === 0) this.stopFollowing();
  }

  /**
   * Brings the open cards up to date with the text: new citation data and labels, or closed
   * when their marker is gone (`citationOf` gives `undefined`).
   */
  refresh(
    citationOf: (key: string) => Citation | undefined,
    labels: Partial<CitationLabels> | undefined,
  ): void {
    for (const [key, card] of [...this.open]) {
      const citation = citationOf(key);
      if (citation === undefined || !card.wrapper.isConnected) this.hide(key);
      else this.setInputs(card.ref, citation, labels);
    }
  }

  /** Keeps `key`'s card inside the viewport, next to its marker. */
  place(key: string): void {
    const card = this.open.get(key);
    if (card)
      placeCardElement(card.ref.location.nativeElement, triggerOf(card.wrapper) ?? card.wrapper);
  }

  /**
   * After the card of `key` is rendered and laid out: places it and, when `focusCard` (opened
   * from the keyboard), focuses it.
   */
  afterShow(key: string, focusCard: boolean, injector: Injector): void {
    afterNextRender(
      () => {
        this.place(key);
        if (focusCard) this.cardOf(key)?.focus();
      },
      { injector },
    );
  }

  /** Closes every card (the markers are going away). */
  destroy(): void {
    for (const key of [...this.open.keys()]) this.hide(key);
    this.stopFollowing();
  }

  private placeAll(): void {
    for (const key of this.open.keys()) this.place(key);
  }

  private setInputs(
    ref: ComponentRef<CitationCard>,
    citation: Citation,
    labels: Partial<CitationLabels> | undefined,
  ): void {
    // setInput skips a value it already has: no check for an unchanged card.
    ref.setInput('citation', citation);
    ref.setInput('labels', labels);
  }

  private idOf(key: string): string {
    let id = this.ids.get(key);
    if (id === undefined)
      this.ids.set(key, (id = `${this.host.idPrefix ?? 'agui-citation-card-h'}${nextCardId++}`));
    return id;
  }

  private stopFollowing(): void {
    this.following?.();
    this.following = undefined;
  }
}

function triggerOf(wrapper: Element): Element | null {
  return wrapper.querySelector('.agui-marker');
}
