import {
  ApplicationRef,
  booleanAttribute,
  ChangeDetectionStrategy,
  Component,
  computed,
  DestroyRef,
  DOCUMENT,
  effect,
  ElementRef,
  EnvironmentInjector,
  inject,
  Injector,
  input,
  Renderer2,
  signal,
  untracked,
} from '@angular/core';
import type { CitedText as CitedTextModel } from 'ngx-ag-ui/core';

import { citationMarkerStyles } from '../marker/citation-marker-styles';
import { MarkerCards } from '../marker/marker-cards';
import { revealAndFocus } from '../marker/reveal-and-focus';
import { type CitationLabels, mergeLabels } from '../options/citation-labels';
import {
  AG_UI_CITATION_OPTIONS,
  type CitationMarkerAction,
  type CitationVariant,
} from '../options/citation-options';
import { DelegatedMarkers, MARKER_SELECTOR } from './delegated-markers';
import { CitedTextBody } from './cited-text-body';
import { citedTextPiecesOf } from './cited-text-pieces-of';
import { type CitedTextRow, type MarkerRow, toMarkerRows } from './to-marker-rows';

let nextKey = 0;

/** No highlighted run (shared: most texts never highlight one). */
const NONE: ReadonlySet<string> = new Set<string>();

/**
 * A message's text with inline citation markers at their UTF-16 offsets (`[1][2]` groups in
 * ascending order). Text is rendered as text, never as HTML, with its line breaks kept. Hovering
 * or focusing a marker highlights the claim it supports. While streaming, pending markers stay
 * hidden and existing markers keep their DOM elements, so focus and hover survive each update.
 *
 * Markers look and behave as `<agui-citation-marker>` (same elements, names, card and keys) but
 * are built by this component, one `agui-citation-marker` element each with no view of its own,
 * and driven by one set of listeners on the text; a marker's card is created when it opens (a
 * long answer has thousands of markers).
 *
 * @example
 * <agui-cited-text [cited]="cited()" [streaming]="store.isRunning()" messageKey="m1" />
 * <agui-sources [cited]="cited()" messageKey="m1" />
 */
@Component({
  selector: 'agui-cited-text',
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    '[attr.aria-busy]': 'streaming() || null',
    // The first events that can reach a marker; the rest are listened to from then on.
    '(pointerover)': 'markers.pointerOver($event)',
    '(focusin)': 'markers.focusIn($event)',
    '(click)': 'onClick($event)',
  },
  // The body is built by `CitedTextBody`, keyed by piece: no view per marker or run.
  template: '',
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
  private readonly renderer = inject(Renderer2);

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

  /** The pieces with each marker's face and ids, worked out once per text. */
  private readonly rows = computed(() => {
    const friendlyAnchors = this.friendlyAnchors() ?? this.options.friendlyAnchors;
    return toMarkerRows(citedTextPiecesOf(this.cited(), friendlyAnchors), {
      messageKey: this.messageKey(),
      variant: this.variant() ?? this.options.variant,
      friendlyAnchors,
      labels: mergeLabels(this.options.labels, this.labels()),
      links: this.links(),
    });
  });
  private readonly links = computed(() => (this.action() ?? this.options.action) === 'link');
  private readonly activeKey = signal<string | null>(null);
  /** Keys of the text runs inside the active marker's claims. */
  private readonly highlighted = computed(() => {
    const key = this.activeKey();
    if (key === null) return NONE;
    const rows = this.rows();
    const active = rows.find((row) => row.key === key);
    if (!active || active.kind !== 'marker' || active.claims.length === 0) return NONE;
    const keys = new Set<string>();
    for (const row of rows) {
      if (
        row.kind === 'text' &&
        active.claims.some(([start, end]) => row.start >= start && row.end <= end)
      ) {
        keys.add(row.key);
      }
    }
    return keys;
  });

  private readonly body = new CitedTextBody(this.renderer, this.element);
  private delegated?: DelegatedMarkers;
  /** Removes the listeners added with the markers' behaviour. */
  private stopListening?: () => void;
  /** The open cards, created at the first opening (most texts never open one). */
  private cards?: MarkerCards;

  constructor() {
    effect(() => {
      const rows = this.rows();
      this.body.render(rows, this.highlighted());
      const labels = this.labels();
      untracked(() => this.cards?.refresh((key) => markerRowOf(rows, key)?.citation, labels));
    });
    inject(DestroyRef).onDestroy(() => {
      this.delegated?.destroy();
      this.stopListening?.();
      this.cards?.destroy();
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
    const markers = new DelegatedMarkers(this.element, this.document, {
      openDelay: this.options.openDelay,
      closeDelay: this.options.closeDelay,
      isLink: () => this.links(),
      setOpen: (key, open, marker) => this.setOpen(key, open, marker),
      afterOpen: (key, focusCard) => this.cards?.afterShow(key, focusCard, this.injector),
      setActive: (key, active) => {
        if (active) this.activeKey.set(key);
        else if (this.activeKey() === key) this.activeKey.set(null);
      },
    });
    // Leaving, blurring and Escape only matter once the reader has reached the text (pointer
    // over or focus in first): a thousand texts then need three listeners each, not six.
    const { renderer, element } = this;
    const stops = [
      renderer.listen(element, 'pointerout', (event: PointerEvent) => markers.pointerOut(event)),
      renderer.listen(element, 'focusout', (event: FocusEvent) => markers.focusOut(event)),
      renderer.listen(element, 'keydown', (event: KeyboardEvent) => markers.keyDown(event)),
    ];
    this.stopListening = () => stops.forEach((stop) => stop());
    return markers;
  }

  protected onClick(event: MouseEvent): void {
    const link = event.target instanceof Element ? event.target.closest('a.agui-marker') : null;
    if (!link || !this.element.contains(link)) return this.markers.click(event);
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    const entryId = link.getAttribute('href')?.slice(1) ?? '';
    if (revealAndFocus(this.document, entryId, this.injector)) event.preventDefault();
  }

  private setOpen(key: string, open: boolean, marker: Element): void {
    if (!open) return this.cards?.hide(key);
    const row = markerRowOf(this.rows(), key);
    if (!row) return;
    this.cards ??= new MarkerCards({
      renderer: this.renderer,
      appRef: this.injector.get(ApplicationRef),
      environmentInjector: this.injector.get(EnvironmentInjector),
      elementInjector: this.injector,
      document: this.document,
      idPrefix: 'agui-citation-card-t',
    });
    this.cards.show(key, marker, row.citation, this.labels());
  }
}

function markerRowOf(rows: readonly CitedTextRow[], key: string): MarkerRow | undefined {
  const row = rows.find((candidate) => candidate.key === key);
  return row?.kind === 'marker' ? row : undefined;
}
