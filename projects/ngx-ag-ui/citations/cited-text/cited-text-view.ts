import {
  afterNextRender,
  booleanAttribute,
  ChangeDetectionStrategy,
  Component,
  computed,
  CUSTOM_ELEMENTS_SCHEMA,
  DestroyRef,
  DOCUMENT,
  ElementRef,
  inject,
  Injector,
  input,
  signal,
} from '@angular/core';
import type { CitedText as CitedTextModel } from 'ngx-ag-ui/core';

import { CitationCard } from '../card/citation-card';
import { placeCardElement } from '../marker/card-offset';
import { citationMarkerStyles } from '../marker/citation-marker-styles';
import { followLayout } from '../marker/follow-layout';
import { revealAndFocus } from '../marker/reveal-and-focus';
import { type CitationLabels, mergeLabels } from '../options/citation-labels';
import {
  AG_UI_CITATION_OPTIONS,
  type CitationMarkerAction,
  type CitationVariant,
} from '../options/citation-options';
import { DelegatedMarkers, MARKER_SELECTOR } from './delegated-markers';
import { toCitedTextPieces } from './to-cited-text-pieces';
import { toMarkerPairs, toMarkerRows } from './to-marker-rows';

let nextKey = 0;
let nextCardId = 0;

/** No card open (shared: most texts never open one). */
const NO_CARDS: ReadonlyMap<string, OpenCard> = new Map<string, OpenCard>();

/** An open card. */
interface OpenCard {
  readonly id: string;
}

/**
 * A message's text with inline citation markers at their UTF-16 offsets (`[1][2]` groups in
 * ascending order). Text is rendered as text, never as HTML, with its line breaks kept. Hovering
 * or focusing a marker highlights the claim it supports. While streaming, pending markers stay
 * hidden and existing markers keep their DOM elements, so focus and hover survive each update.
 *
 * Markers look and behave as `<agui-citation-marker>` (same elements, names, card and keys) but
 * are rendered by this template, one `agui-citation-marker` element each, and driven by one set
 * of listeners on the text; a marker's card is created when it opens (a long answer
 * has thousands of markers).
 *
 * @example
 * <agui-cited-text [cited]="cited()" [streaming]="store.isRunning()" messageKey="m1" />
 * <agui-sources [cited]="cited()" messageKey="m1" />
 */
@Component({
  selector: 'agui-cited-text',
  imports: [CitationCard],
  // The marker wrappers are plain `agui-citation-marker` elements: the name apps style and test.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    '[attr.aria-busy]': 'streaming() || null',
    '(pointerover)': 'markers.pointerOver($event)',
    '(pointerout)': 'markers.pointerOut($event)',
    '(focusin)': 'markers.focusIn($event)',
    '(focusout)': 'markers.focusOut($event)',
    '(keydown)': 'markers.keyDown($event)',
    '(click)': 'onClick($event)',
  },
  template: `
    @if (content().pairs; as simple) {
      <ng-container>{{ simple.leading }}</ng-container>
      @if (links()) {
        @for (pair of simple.pairs; track pair.marker.key) {
          @let row = pair.marker;
          <agui-citation-marker [attr.data-agui-key]="row.key"
            ><a
              class="agui-marker"
              [attr.id]="row.referenceId"
              [href]="'#' + row.entryId"
              [attr.data-look]="row.face.look"
              ><span class="agui-marker-face" aria-hidden="true">{{ row.face.text }}</span
              ><span class="agui-vh"> {{ row.face.name }}</span></a
            ></agui-citation-marker
          ><ng-container>{{ pair.after }}</ng-container>
        }
      } @else {
        @for (pair of simple.pairs; track pair.marker.key) {
          @let row = pair.marker;
          <agui-citation-marker [attr.data-agui-key]="row.key"
            ><button
              type="button"
              class="agui-marker"
              aria-haspopup="dialog"
              [attr.id]="row.referenceId"
              [attr.aria-expanded]="open().has(row.key)"
              [attr.aria-controls]="open().get(row.key)?.id ?? null"
              [attr.data-look]="row.face.look"
            >
              <span class="agui-marker-face" aria-hidden="true">{{ row.face.text }}</span
              ><span class="agui-vh"> {{ row.face.name }}</span></button
            >@if (open().get(row.key); as card) {
              <agui-citation-card
                role="dialog"
                popover="manual"
                tabindex="-1"
                [id]="card.id"
                [attr.aria-labelledby]="card.id + '-title'"
                [titleId]="card.id + '-title'"
                [citation]="row.citation"
                [labels]="labels()"
              />
            }</agui-citation-marker
          ><ng-container>{{ pair.after }}</ng-container>
        }
      }
    } @else {
    @for (row of content().rows; track row.key) {
      @if (row.kind === 'marker' && links()) {
        <agui-citation-marker [attr.data-agui-key]="row.key"
          ><a
            class="agui-marker"
            [attr.id]="row.referenceId"
            [href]="'#' + row.entryId"
            [attr.data-look]="row.face.look"
            ><span class="agui-marker-face" aria-hidden="true"
              >{{ row.face.text }}@if (row.face.sup; as sup) {<sup>{{ sup }}</sup>}</span
            ><span class="agui-vh"> {{ row.face.name }}</span></a
          ></agui-citation-marker
        >
      } @else if (row.kind === 'marker') {
        <agui-citation-marker [attr.data-agui-key]="row.key"
          ><button
            type="button"
            class="agui-marker"
            aria-haspopup="dialog"
            [attr.id]="row.referenceId"
            [attr.aria-expanded]="open().has(row.key)"
            [attr.aria-controls]="open().get(row.key)?.id ?? null"
            [attr.data-look]="row.face.look"
          >
            <span class="agui-marker-face" aria-hidden="true"
              >{{ row.face.text }}@if (row.face.sup; as sup) {<sup>{{ sup }}</sup>}</span
            ><span class="agui-vh"> {{ row.face.name }}</span></button
          >@if (open().get(row.key); as card) {
            <agui-citation-card
              role="dialog"
              popover="manual"
              tabindex="-1"
              [id]="card.id"
              [attr.aria-labelledby]="card.id + '-title'"
              [titleId]="card.id + '-title'"
              [citation]="row.citation"
              [labels]="labels()"
            />
          }</agui-citation-marker
        >
      } @else if (highlighted().has(row.key)) {
        <mark>{{ row.text }}</mark>
      } @else {
        <ng-container>{{ row.text }}</ng-container>
      }
    }
    }
  `,
  styles: [
    citationMarkerStyles(MARKER_SELECTOR),
    `
      :host {
        --_claim-bg: var(--agui-citation-claim-background, #fef08a);
        white-space: pre-wrap;
        overflow-wrap: anywhere;
      }
      @media (prefers-color-scheme: dark) {
        :host { --_claim-bg: var(--agui-citation-claim-background, #854d0e); }
      }
      mark {
        background: var(--_claim-bg);
        color: var(--agui-citation-claim-color, inherit);
        border-radius: 0.125em;
      }
      @media (forced-colors: active) {
        mark { background: Mark; color: MarkText; }
      }
    `,
  ],
})
export class CitedTextView {
  private readonly options = inject(AG_UI_CITATION_OPTIONS);
  private readonly document = inject(DOCUMENT);
  private readonly injector = inject(Injector);
  private readonly element = inject<ElementRef<HTMLElement>>(ElementRef).nativeElement;

  /** The text and its numbered citations (from `resolveCitedText` or any `from*` adapter). */
  readonly cited = input.required<CitedTextModel>();
  /** Whether the text is still streaming (pending markers stay hidden; sets `aria-busy`). */
  readonly streaming = input(false, { transform: booleanAttribute });
  /** Key shared with `<agui-sources>` to link markers and entries (the message id). */
  readonly messageKey = input(`agui-m${nextKey++}`);
  /** Look of the markers; defaults to `AG_UI_CITATION_OPTIONS.variant`. */
  readonly variant = input<CitationVariant>();
  /** Behaviour of the markers; defaults to `AG_UI_CITATION_OPTIONS.action`. */
  readonly action = input<CitationMarkerAction>();
  /**
   * Whether citations with a `label` show as the label with a superscript number; a label
   * written right before its marker becomes part of the marker instead of being shown twice.
   */
  readonly friendlyAnchors = input<boolean>();
  /** Labels overriding those of `AG_UI_CITATION_OPTIONS`. */
  readonly labels = input<Partial<CitationLabels>>();

  /**
   * What the template renders, worked out once per text: marker-and-text pairs when no text run
   * can be highlighted (one view per marker), else every piece. Only one of them is kept.
   */
  protected readonly content = computed(() => {
    const friendlyAnchors = this.friendlyAnchors() ?? this.options.friendlyAnchors;
    const rows = toMarkerRows(toCitedTextPieces(this.cited(), { friendlyAnchors }), {
      messageKey: this.messageKey(),
      variant: this.variant() ?? this.options.variant,
      friendlyAnchors,
      labels: mergeLabels(this.options.labels, this.labels()),
      links: this.links(),
    });
    const pairs = toMarkerPairs(rows);
    return pairs === null ? { pairs, rows } : { pairs, rows: [] };
  });
  protected readonly links = computed(() => (this.action() ?? this.options.action) === 'link');
  /** The open cards, by marker key. */
  protected readonly open = signal<ReadonlyMap<string, OpenCard>>(NO_CARDS);
  private readonly activeKey = signal<string | null>(null);
  /** Card ids of the markers opened so far (only those: most markers are never opened). */
  private cardIds?: Map<string, string>;
  protected readonly highlighted = computed(() => {
    const key = this.activeKey();
    const pieces = this.content().rows;
    const active = pieces.find((piece) => piece.key === key);
    const keys = new Set<string>();
    if (!active || active.kind !== 'marker') return keys;
    for (const piece of pieces) {
      if (
        piece.kind === 'text' &&
        active.claims.some(([start, end]) => piece.start >= start && piece.end <= end)
      ) {
        keys.add(piece.key);
      }
    }
    return keys;
  });

  private delegated?: DelegatedMarkers;
  /** Stops re-placing the open cards as the page scrolls or resizes (while any is open). */
  private following?: () => void;

  constructor() {
    inject(DestroyRef).onDestroy(() => {
      this.delegated?.destroy();
      this.stopFollowing();
    });
  }

  /**
   * The markers' listeners, created at the first event that reaches this text: most texts of a
   * long conversation are never pointed at.
   */
  protected get markers(): DelegatedMarkers {
    return (this.delegated ??= this.createMarkers());
  }

  private createMarkers(): DelegatedMarkers {
    return new DelegatedMarkers(this.element, this.document, {
      openDelay: this.options.openDelay,
      closeDelay: this.options.closeDelay,
      isLink: () => this.links(),
      setOpen: (key, open) => this.setOpen(key, open),
      afterOpen: (key, focusCard) =>
        afterNextRender(
          () => {
            this.position(key);
            if (focusCard) this.cardOf(key)?.focus();
          },
          { injector: this.injector },
        ),
      setActive: (key, active) => {
        if (active) this.activeKey.set(key);
        else if (this.activeKey() === key) this.activeKey.set(null);
      },
    });
  }

  protected onClick(event: MouseEvent): void {
    const link = event.target instanceof Element ? event.target.closest('a.agui-marker') : null;
    if (!link || !this.element.contains(link)) return this.markers.click(event);
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    const entryId = link.getAttribute('href')?.slice(1) ?? '';
    if (revealAndFocus(this.document, entryId, this.injector)) event.preventDefault();
  }

  private setOpen(key: string, open: boolean): void {
    const next = new Map(this.open());
    if (open) next.set(key, { id: this.cardIdOf(key) });
    else next.delete(key);
    this.open.set(next);
    // While a card is open, it follows its marker as the page scrolls or resizes.
    if (next.size === 0) this.stopFollowing();
    else if (!this.following)
      this.following = followLayout(this.document, () => {
        for (const openKey of this.open().keys()) this.position(openKey);
      });
  }

  /** A marker's card keeps its id across openings (what `aria-controls` and links point at). */
  private cardIdOf(key: string): string {
    this.cardIds ??= new Map();
    let id = this.cardIds.get(key);
    if (id === undefined) this.cardIds.set(key, (id = `agui-citation-card-t${nextCardId++}`));
    return id;
  }

  private cardOf(key: string): HTMLElement | null {
    const id = this.open().get(key)?.id;
    return id === undefined ? null : this.element.querySelector<HTMLElement>(`[id="${id}"]`);
  }

  /** Keeps the card inside the viewport: shifted sideways, flipped above, capped in height. */
  private position(key: string): void {
    const card = this.cardOf(key);
    const marker = card?.parentElement;
    if (card && marker) placeCardElement(card, marker.querySelector('.agui-marker') ?? marker);
  }

  private stopFollowing(): void {
    this.following?.();
    this.following = undefined;
  }
}
