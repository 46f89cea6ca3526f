import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  computed,
  DestroyRef,
  DOCUMENT,
  ElementRef,
  inject,
  Injector,
  input,
  output,
  signal,
  viewChild,
} from '@angular/core';
import type { Citation } from 'ngx-ag-ui/core';

import { CitationCard } from '../card/citation-card';
import { type CitationLabels, mergeLabels } from '../options/citation-labels';
import {
  AG_UI_CITATION_OPTIONS,
  type CitationMarkerAction,
  type CitationVariant,
} from '../options/citation-options';
import { placeCardElement } from './card-offset';
import { CardTriggerBehaviour } from './card-trigger-behaviour';
import { CITATION_MARKER_STYLES } from './citation-marker-styles';
import { followLayout } from './follow-layout';
import { toMarkerFace } from './marker-face';
import { revealAndFocus } from './reveal-and-focus';

let nextId = 0;

/**
 * One inline citation marker. As a `<button>` (the default `card` action) it opens a
 * non-modal dialog with the source's card on hover, keyboard focus and tap, as a popover placed
 * next to the marker and inside the viewport (`placeCard`); the card closes on
 * Escape, when focus leaves marker and card, and on an outside click, and stays open while the
 * pointer moves into it (WCAG 1.4.13). Its link follows the marker in tab order. As a link
 * (`link` action, needs `entryId`) it jumps to the source's entry in `<agui-sources>`.
 *
 * The accessible name contains the visible number and the source ("Source 2: Signals guide,
 * angular.dev") through visually hidden text; the hit area is at least 24×24 CSS px.
 *
 * @example
 * <agui-citation-marker [citation]="citation" />
 */
@Component({
  selector: 'agui-citation-marker',
  imports: [CitationCard],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    '(pointerenter)': 'startHover($event)',
    '(pointerleave)': 'endHover($event)',
    '(focusin)': 'enterFocus($event)',
    '(focusout)': 'leaveFocus($event)',
    '(keydown)': 'closeOnEscape($event)',
  },
  template: `
    @if (isLink()) {
      <a
        class="agui-marker"
        [attr.id]="referenceId() || null"
        [href]="'#' + entryId()"
        [attr.data-look]="face().look"
        (click)="goToEntry($event)"
        ><span class="agui-marker-face" aria-hidden="true"
          >{{ face().text }}@if (face().sup; as sup) {<sup>{{ sup }}</sup>}</span
        ><span class="agui-vh"> {{ face().name }}</span></a
      >
    } @else {
      <button
        #trigger
        type="button"
        class="agui-marker"
        aria-haspopup="dialog"
        [attr.id]="referenceId() || null"
        [attr.aria-expanded]="open()"
        [attr.aria-controls]="open() ? cardId : null"
        [attr.data-look]="face().look"
        (click)="toggle()"
      >
        <span class="agui-marker-face" aria-hidden="true"
          >{{ face().text }}@if (face().sup; as sup) {<sup>{{ sup }}</sup>}</span
        ><span class="agui-vh"> {{ face().name }}</span>
      </button>
      @if (open()) {
        <agui-citation-card
          role="dialog"
          popover="manual"
          tabindex="-1"
          [id]="cardId"
          [attr.aria-labelledby]="cardId + '-title'"
          [titleId]="cardId + '-title'"
          [citation]="citation()"
          [labels]="labels()"
        />
      }
    }
  `,
  styles: CITATION_MARKER_STYLES,
})
export class CitationMarker {
  private readonly options = inject(AG_UI_CITATION_OPTIONS);
  private readonly document = inject(DOCUMENT);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  private readonly injector = inject(Injector);

  /** The source this marker points to; its `index` is the visible number. */
  readonly citation = input.required<Citation>();
  /** Look of the marker; defaults to `AG_UI_CITATION_OPTIONS.variant`. */
  readonly variant = input<CitationVariant>();
  /** Behaviour of the marker; defaults to `AG_UI_CITATION_OPTIONS.action`. */
  readonly action = input<CitationMarkerAction>();
  /** Whether a citation with a `label` shows as the label with a superscript number. */
  readonly friendlyAnchors = input<boolean>();
  /** Labels overriding those of `AG_UI_CITATION_OPTIONS`. */
  readonly labels = input<Partial<CitationLabels>>();
  /** Id of the marker element itself (the target of the sources list's back-links). */
  readonly referenceId = input<string>();
  /** Id of the source's entry in `<agui-sources>`; the `link` action needs it. */
  readonly entryId = input<string>();
  /** Emits `true` while the marker is active (card open, or link hovered or focused). */
  readonly activeChange = output<boolean>();

  private readonly isOpen = signal(false);
  /** Whether the card is showing. */
  readonly open = this.isOpen.asReadonly();
  protected readonly cardId = `agui-citation-card-${nextId++}`;

  protected readonly isLink = computed(
    () => (this.action() ?? this.options.action) === 'link' && Boolean(this.entryId()),
  );
  protected readonly face = computed(() =>
    toMarkerFace(
      this.citation(),
      this.variant() ?? this.options.variant,
      this.friendlyAnchors() ?? this.options.friendlyAnchors,
      mergeLabels(this.options.labels, this.labels()),
    ),
  );

  /** Stops re-placing the open card as the page scrolls or resizes. */
  private stopFollowing: () => void = () => undefined;
  private readonly trigger = viewChild<ElementRef<HTMLElement>>('trigger');
  private readonly card = viewChild(CitationCard, { read: ElementRef });
  private readonly behaviour = new CardTriggerBehaviour(
    {
      openDelay: this.options.openDelay,
      closeDelay: this.options.closeDelay,
      isLink: () => this.isLink(),
      setOpen: (open) => {
        this.stopFollowing();
        if (open) this.stopFollowing = followLayout(this.document, () => this.position());
        this.isOpen.set(open);
      },
      afterOpen: (focusCard) =>
        afterNextRender(
          () => {
            this.position();
            if (focusCard) this.card()?.nativeElement.focus();
          },
          { injector: this.injector },
        ),
      focusTrigger: () => this.trigger()?.nativeElement.focus(),
      cardHasFocus: () => this.card()?.nativeElement.contains(this.document.activeElement) ?? false,
      contains: (node) => this.host.nativeElement.contains(node),
      setActive: (active) => this.activeChange.emit(active),
    },
    this.document,
  );

  constructor() {
    inject(DestroyRef).onDestroy(() => {
      this.behaviour.destroy();
      this.stopFollowing();
    });
  }

  protected toggle(): void {
    this.behaviour.toggle();
  }

  protected startHover(event: PointerEvent): void {
    this.behaviour.pointerEnter(event.pointerType);
  }

  protected endHover(event: PointerEvent): void {
    this.behaviour.pointerLeave(event.pointerType);
  }

  protected enterFocus(event: FocusEvent): void {
    this.behaviour.focusIn(event.relatedTarget);
  }

  protected leaveFocus(event: FocusEvent): void {
    this.behaviour.focusOut(event.relatedTarget);
  }

  protected closeOnEscape(event: KeyboardEvent): void {
    if (this.behaviour.keyDown(event)) event.stopPropagation();
  }

  protected goToEntry(event: MouseEvent): void {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    if (revealAndFocus(this.document, this.entryId() ?? '', this.injector)) event.preventDefault();
  }

  /** Keeps the card inside the viewport: shifted sideways, flipped above, capped in height. */
  private position(): void {
    const card = this.card()?.nativeElement;
    if (!card) return;
    placeCardElement(card, this.trigger()?.nativeElement ?? this.host.nativeElement);
  }
}
