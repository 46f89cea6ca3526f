import {
  booleanAttribute,
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  signal,
} from '@angular/core';
import type { CitedText as CitedTextModel } from 'ngx-ag-ui/core';

import { CitationMarker } from '../marker/citation-marker';
import type { CitationLabels } from '../options/citation-labels';
import {
  AGUI_CITATION_OPTIONS,
  type CitationMarkerAction,
  type CitationVariant,
} from '../options/citation-options';
import { toCitationEntryId, toCitationReferenceId } from './citation-ids';
import { toCitedTextPieces } from './to-cited-text-pieces';

let nextKey = 0;

/**
 * A message's text with inline citation markers at their UTF-16 offsets (`[1][2]` groups in
 * ascending order). Text is rendered as text, never as HTML, with its line breaks kept. Hovering
 * or focusing a marker highlights the claim it supports. While streaming, pending markers stay
 * hidden and existing markers keep their DOM elements, so focus and hover survive each update.
 *
 * @example
 * <agui-cited-text [cited]="cited()" [streaming]="store.isRunning()" messageKey="m1" />
 * <agui-sources [cited]="cited()" messageKey="m1" />
 */
@Component({
  selector: 'agui-cited-text',
  imports: [CitationMarker],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { '[attr.aria-busy]': 'streaming() || null' },
  template: `
    @for (piece of pieces(); track piece.key) {
      @if (piece.kind === 'marker') {
        <agui-citation-marker
          [citation]="piece.citation"
          [referenceId]="referenceId(piece.citation.index, piece.occurrence)"
          [entryId]="entryId(piece.citation.index)"
          [variant]="variant()"
          [action]="action()"
          [friendlyAnchors]="friendlyAnchors()"
          [labels]="labels()"
          (activeChange)="setActive(piece.key, $event)"
        />
      } @else if (highlighted().has(piece.key)) {
        <mark>{{ piece.text }}</mark>
      } @else {
        <ng-container>{{ piece.text }}</ng-container>
      }
    }
  `,
  styles: `
    :host {
      --_claim-bg: var(--agui-citation-claim-background, #fef08a);
      white-space: pre-wrap;
      overflow-wrap: break-word;
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
})
export class CitedTextView {
  private readonly options = inject(AGUI_CITATION_OPTIONS);

  /** The text and its numbered citations (from `resolveCitedText` or any `from*` adapter). */
  readonly cited = input.required<CitedTextModel>();
  /** Whether the text is still streaming (pending markers stay hidden; sets `aria-busy`). */
  readonly streaming = input(false, { transform: booleanAttribute });
  /** Key shared with `<agui-sources>` to link markers and entries (the message id). */
  readonly messageKey = input(`agui-m${nextKey++}`);
  /** Look of the markers; defaults to `AGUI_CITATION_OPTIONS.variant`. */
  readonly variant = input<CitationVariant>();
  /** Behaviour of the markers; defaults to `AGUI_CITATION_OPTIONS.action`. */
  readonly action = input<CitationMarkerAction>();
  /**
   * Whether citations with a `label` show as the label with a superscript number; a label
   * written right before its marker becomes part of the marker instead of being shown twice.
   */
  readonly friendlyAnchors = input<boolean>();
  /** Labels overriding those of `AGUI_CITATION_OPTIONS`. */
  readonly labels = input<Partial<CitationLabels>>();

  protected readonly pieces = computed(() =>
    toCitedTextPieces(this.cited(), {
      friendlyAnchors: this.friendlyAnchors() ?? this.options.friendlyAnchors,
    }),
  );
  private readonly activeKey = signal<string | null>(null);
  protected readonly highlighted = computed(() => {
    const key = this.activeKey();
    const pieces = this.pieces();
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

  protected setActive(key: string, active: boolean): void {
    if (active) this.activeKey.set(key);
    else if (this.activeKey() === key) this.activeKey.set(null);
  }

  protected entryId(n: number): string {
    return toCitationEntryId(this.messageKey(), n);
  }

  protected referenceId(n: number, k: number): string {
    return toCitationReferenceId(this.messageKey(), n, k);
  }
}
