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
import { type CitationLabels, formatLabel } from '../options/citation-labels';
import {
  AGUI_CITATION_OPTIONS,
  type CitationMarkerAction,
  type CitationVariant,
} from '../options/citation-options';
import { CITATION_MARKER_STYLES } from './citation-marker-styles';
import { revealAndFocus } from './reveal-and-focus';

let nextId = 0;

/**
 * One inline citation marker. As a `<button>` (the default `card` action) it opens a
 * non-modal dialog with the source's card on hover, keyboard focus and tap; the card closes on
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
        [attr.data-look]="look()"
        (click)="goToEntry($event)"
        ><span class="agui-marker-face" aria-hidden="true"
          >{{ face().text }}@if (face().sup; as sup) {<sup>{{ sup }}</sup>}</span
        ><span class="agui-vh"> {{ name() }}</span></a
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
        [attr.data-look]="look()"
        (click)="toggle()"
      >
        <span class="agui-marker-face" aria-hidden="true"
          >{{ face().text }}@if (face().sup; as sup) {<sup>{{ sup }}</sup>}</span
        ><span class="agui-vh"> {{ name() }}</span>
      </button>
      @if (open()) {
        <agui-citation-card
          role="dialog"
          tabindex="-1"
          [id]="cardId"
          [attr.aria-labelledby]="cardId + '-title'"
          [attr.data-placement]="placement()"
          [style.translate]="shift() ? shift() + 'px 0' : null"
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
  private readonly options = inject(AGUI_CITATION_OPTIONS);
  private readonly document = inject(DOCUMENT);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  private readonly injector = inject(Injector);

  /** The source this marker points to; its `index` is the visible number. */
  readonly citation = input.required<Citation>();
  /** Look of the marker; defaults to `AGUI_CITATION_OPTIONS.variant`. */
  readonly variant = input<CitationVariant>();
  /** Behaviour of the marker; defaults to `AGUI_CITATION_OPTIONS.action`. */
  readonly action = input<CitationMarkerAction>();
  /** Whether a citation with a `label` shows as the label with a superscript number. */
  readonly friendlyAnchors = input<boolean>();
  /** Labels overriding those of `AGUI_CITATION_OPTIONS`. */
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
  protected readonly placement = signal<'below' | 'above'>('below');
  protected readonly shift = signal(0);
  protected readonly cardId = `agui-citation-card-${nextId++}`;

  protected readonly text = computed(() => ({ ...this.options.labels, ...this.labels() }));
  protected readonly isLink = computed(
    () => (this.action() ?? this.options.action) === 'link' && Boolean(this.entryId()),
  );
  protected readonly look = computed(() => {
    const citation = this.citation();
    if ((this.friendlyAnchors() ?? this.options.friendlyAnchors) && citation.label)
      return 'friendly';
    return (this.variant() ?? this.options.variant) === 'domain' && citation.domain
      ? 'domain'
      : 'number';
  });
  /**
   * What the marker shows: the number, the domain, or the friendly label with the number as a
   * superscript. One text and an optional `<sup>`, rather than a template per look: a long
   * answer has thousands of markers, and every embedded view costs memory.
   */
  protected readonly face = computed(() => {
    const { index, domain, label } = this.citation();
    const look = this.look();
    if (look === 'friendly') return { text: label ?? '', sup: index };
    return { text: look === 'domain' ? (domain ?? '') : String(index), sup: undefined };
  });
  protected readonly name = computed(() => {
    const { index: n, displayTitle: title, domain, label } = this.citation();
    const text = this.text();
    if (this.look() === 'friendly' && label !== title) {
      return formatLabel(text.friendlyMarkerName, { label: label ?? '', n, title });
    }
    const template = domain && domain !== title ? text.markerName : text.markerNameNoDomain;
    return formatLabel(template, { n, title, domain: domain ?? '' });
  });

  private readonly trigger = viewChild<ElementRef<HTMLElement>>('trigger');
  private readonly card = viewChild(CitationCard, { read: ElementRef });
  private pinned = false;
  private hovered = false;
  private focusWithin = false;
  private active = false;
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly closeOnOutsidePointer = (event: Event) => {
    if (!(event.target instanceof Node) || !this.host.nativeElement.contains(event.target))
      this.hide();
  };

  constructor() {
    inject(DestroyRef).onDestroy(() => {
      this.clearTimers();
      this.document.removeEventListener('pointerdown', this.closeOnOutsidePointer, true);
    });
  }

  /** Opens the card and moves focus into it, or closes a card opened that way. */
  protected toggle(): void {
    if (this.open() && this.pinned) this.hide();
    else this.show(true);
  }

  protected startHover(event: PointerEvent): void {
    // Touch has no hover: a tap opens the card through focus and click instead.
    if (event.pointerType === 'touch') return;
    this.hovered = true;
    clearTimeout(this.closeTimer);
    if (this.isLink() || this.open()) return this.syncActive();
    this.openTimer = setTimeout(() => this.show(false), this.options.openDelay);
  }

  protected endHover(event: PointerEvent): void {
    if (event.pointerType === 'touch') return;
    this.hovered = false;
    clearTimeout(this.openTimer);
    if (this.isLink()) return this.syncActive();
    if (this.open() && !this.pinned && !this.focusWithin) {
      this.closeTimer = setTimeout(() => this.hide(), this.options.closeDelay);
    }
  }

  protected enterFocus(event: FocusEvent): void {
    if (this.isInside(event.relatedTarget)) return;
    this.focusWithin = true;
    if (this.isLink()) return this.syncActive();
    this.show(false);
  }

  protected leaveFocus(event: FocusEvent): void {
    if (this.isInside(event.relatedTarget)) return;
    this.focusWithin = false;
    this.pinned = false;
    if (this.isLink()) return this.syncActive();
    if (!this.hovered) this.hide();
  }

  protected closeOnEscape(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    if (!this.open()) return;
    // Handled here: a dialog or drawer around the message must not close as well.
    event.stopPropagation();
    this.hide(true);
  }

  protected goToEntry(event: MouseEvent): void {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    if (revealAndFocus(this.document, this.entryId() ?? '', this.injector)) event.preventDefault();
  }

  private show(pinned: boolean): void {
    this.clearTimers();
    this.pinned ||= pinned;
    if (!this.open()) {
      this.placement.set('below');
      this.shift.set(0);
      this.isOpen.set(true);
      this.document.addEventListener('pointerdown', this.closeOnOutsidePointer, true);
    }
    afterNextRender(
      () => {
        this.position();
        if (pinned) this.card()?.nativeElement.focus();
      },
      { injector: this.injector },
    );
    this.syncActive();
  }

  private hide(restoreFocus = false): void {
    this.clearTimers();
    this.pinned = false;
    if (!this.open()) return;
    const card = this.card()?.nativeElement;
    if (restoreFocus || (card && card.contains(this.document.activeElement)))
      this.trigger()?.nativeElement.focus();
    this.isOpen.set(false);
    this.document.removeEventListener('pointerdown', this.closeOnOutsidePointer, true);
    this.syncActive();
  }

  /** Keeps the card inside the viewport: shifted sideways, flipped above when there is no room. */
  private position(): void {
    const card = this.card()?.nativeElement;
    const view = this.document.defaultView;
    if (!card || !view) return;
    const margin = 8;
    const rect = card.getBoundingClientRect();
    const width = this.document.documentElement.clientWidth || view.innerWidth;
    let shift = 0;
    if (rect.right > width - margin) shift = width - margin - rect.right;
    if (rect.left + shift < margin) shift = margin - rect.left;
    this.shift.set(Math.round(shift));
    const anchor = this.host.nativeElement.getBoundingClientRect();
    if (rect.bottom > view.innerHeight - margin && anchor.top - rect.height - margin > 0)
      this.placement.set('above');
  }

  private syncActive(): void {
    const active = this.isLink() ? this.hovered || this.focusWithin : this.open();
    if (active === this.active) return;
    this.active = active;
    this.activeChange.emit(active);
  }

  private isInside(target: EventTarget | null): boolean {
    return target instanceof Node && this.host.nativeElement.contains(target);
  }

  private clearTimers(): void {
    clearTimeout(this.openTimer);
    clearTimeout(this.closeTimer);
  }
}
