import {
  ChangeDetectionStrategy,
  Component,
  computed,
  DOCUMENT,
  inject,
  input,
  output,
  signal,
} from '@angular/core';
import type { CitedText } from 'ngx-ag-ui/core';

import { type CitationLabels, mergeLabels } from '../options/citation-labels';
import { AG_UI_CITATION_OPTIONS } from '../options/citation-options';
import { toCopyText } from './to-copy-text';

/**
 * A button that copies the message with `[n]` markers and a numbered source list (`toCopyText`)
 * through the Clipboard API, and announces the result in a status region.
 *
 * @example
 * <agui-copy-with-sources [cited]="cited()" />
 */
@Component({
  selector: 'agui-copy-with-sources',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <button type="button" (click)="copy()">{{ text().copyWithSources }}</button>
    <span role="status" class="agui-copy-status">{{ status() === 'copied' ? text().copied : status() === 'failed' ? text().copyFailed : '' }}</span>
  `,
  styles: `
    :host { display: inline-flex; align-items: center; gap: 0.5rem; }
    button {
      min-block-size: 24px;
      padding: 0.125rem 0.5rem;
      border: 1px solid var(--agui-copy-border-color, #6b7280);
      border-radius: 0.375rem;
      background: none;
      color: inherit;
      font: inherit;
      cursor: pointer;
    }
    button:focus-visible { outline: 2px solid var(--agui-citation-focus-color, #4338ca); outline-offset: 2px; }
    @media (prefers-color-scheme: dark) {
      button { border-color: var(--agui-copy-border-color, #9ca3af); }
    }
    @media (forced-colors: active) {
      button { border-color: ButtonText; }
    }
  `,
})
export class CopyWithSources {
  private readonly options = inject(AG_UI_CITATION_OPTIONS);
  private readonly document = inject(DOCUMENT);

  /** The message to copy. */
  readonly cited = input.required<CitedText>();
  /** Labels overriding those of `AG_UI_CITATION_OPTIONS`. */
  readonly labels = input<Partial<CitationLabels>>();
  /** Emits the copied text after a successful copy. */
  readonly copied = output<string>();

  protected readonly text = computed(() => mergeLabels(this.options.labels, this.labels()));
  protected readonly status = signal<'idle' | 'copied' | 'failed'>('idle');

  /** Copies the message with its sources; resolves once the clipboard answered. */
  async copy(): Promise<void> {
    const value = toCopyText(this.cited(), this.text());
    const clipboard = this.document.defaultView?.navigator.clipboard;
    this.status.set('idle');
    if (!clipboard) return this.status.set('failed');
    // writeText rejects when the page lacks focus or clipboard permission: a status, not an error.
    try {
      await clipboard.writeText(value);
    } catch {
      return this.status.set('failed');
    }
    this.status.set('copied');
    this.copied.emit(value);
  }
}
