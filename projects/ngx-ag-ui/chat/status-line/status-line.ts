import { ChangeDetectionStrategy, Component, computed } from '@angular/core';

import { injectChatSession } from '../session/chat-session';
import { toStatusText } from './status-text';

/**
 * Where the run is, in one polite line (`role="status"`): it changes when the run does (waiting,
 * answering, complete, stopped, failed), never with each token.
 */
@Component({
  selector: 'agui-status-line',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <p
      class="agui-status-line"
      role="status"
      [attr.aria-label]="labels.statusName"
      [attr.data-status]="status()"
    >
      @if (status() === 'running') {
        <span class="agui-status-spinner" aria-hidden="true"></span>
      }
      {{ text() }}
    </p>
  `,
  styles: `
    :host {
      display: block;
    }
    .agui-status-line {
      margin: 0;
      color: var(--agui-chat-status-color, inherit);
      font-size: var(--agui-chat-status-font-size, 0.875em);
    }
    .agui-status-spinner {
      display: inline-block;
      width: 0.8em;
      height: 0.8em;
      margin-inline-end: 0.4em;
      border: 2px solid currentColor;
      border-inline-end-color: transparent;
      border-radius: 50%;
      vertical-align: -0.1em;
      animation: agui-status-spin 0.8s linear infinite;
    }
    @keyframes agui-status-spin {
      to {
        transform: rotate(360deg);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .agui-status-spinner {
        animation: none;
      }
    }
  `,
})
export class StatusLine {
  protected readonly session = injectChatSession();
  protected readonly labels = this.session.options.labels;
  protected readonly status = computed(() => this.session.store().status());
  protected readonly text = computed(() =>
    toStatusText(
      {
        status: this.status(),
        waiting: this.session.waiting(),
        queued: this.session.queued() !== null,
        steps: this.session.store().steps(),
      },
      this.labels,
    ),
  );
}
