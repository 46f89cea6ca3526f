import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  computed,
  ElementRef,
  inject,
  input,
} from '@angular/core';
import { formatLabel } from 'ngx-ag-ui/citations';
import type { VersionPosition } from 'ngx-ag-ui';

import { injectChatSession } from '../session/chat-session';
import { CHAT_VISUALLY_HIDDEN_STYLE } from '../shared/visually-hidden-style';

/**
 * `‹ 2 / 3 ›` on the first message of a turn that has versions (an edit or a regenerate kept
 * the one it replaced): Previous and Next show the neighbouring version, the position is
 * announced. A switch replaces this row; the new one takes the focus back to the same button.
 */
@Component({
  selector: 'agui-message-versions',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <button
      type="button"
      data-version="previous"
      [attr.aria-label]="labels.previousVersion"
      [attr.aria-disabled]="position().index === 1 || running() || null"
      (click)="go(-1)"
    >
      ‹
    </button>
    <span aria-hidden="true">{{ position().index }} / {{ position().count }}</span>
    <span class="agui-chat-vh" aria-live="polite">{{ announced() }}</span>
    <button
      type="button"
      data-version="next"
      [attr.aria-label]="labels.nextVersion"
      [attr.aria-disabled]="position().index === position().count || running() || null"
      (click)="go(1)"
    >
      ›
    </button>
  `,
  styles: `
    :host {
      display: inline-flex;
      align-items: center;
      gap: 0.25rem;
    }
    ${CHAT_VISUALLY_HIDDEN_STYLE}
  `,
})
export class MessageVersions {
  /** Where this turn stands among its versions. */
  readonly position = input.required<VersionPosition>();

  protected readonly session = injectChatSession();
  protected readonly labels = this.session.options.labels;
  protected readonly running = computed(() => this.session.store().isRunning());
  protected readonly announced = computed(() =>
    formatLabel(this.labels.versionOf, {
      n: this.position().index,
      count: this.position().count,
    }),
  );
  readonly #host = inject<ElementRef<HTMLElement>>(ElementRef);

  constructor() {
    // The row that had the focus was replaced by this one: the same button takes it back.
    afterNextRender(() => {
      const focus = this.session.versionFocus;
      if (!focus || focus.key !== this.position().key) return;
      this.session.versionFocus = null;
      this.#host.nativeElement
        .querySelector<HTMLElement>(`[data-version="${focus.button}"]`)
        ?.focus();
    });
  }

  protected go(step: -1 | 1): void {
    const { key, index, count } = this.position();
    const to = index - 1 + step;
    if (to < 0 || to >= count || this.running()) return;
    this.session.versionFocus = { key, button: step < 0 ? 'previous' : 'next' };
    if (!this.session.switchVersion(key, to)) this.session.versionFocus = null;
  }
}
