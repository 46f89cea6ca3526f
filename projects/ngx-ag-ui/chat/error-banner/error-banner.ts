import {
  ChangeDetectionStrategy,
  Component,
  computed,
  effect,
  input,
  numberAttribute,
} from '@angular/core';

import { injectChatSession } from '../session/chat-session';
import { toErrorHint } from './error-hint';

/**
 * Why the last run failed, with Retry (the last question asked again). Its `role="alert"`
 * container is always in the page, empty while there is no error, so that screen readers
 * announce an error the moment it is written into it.
 */
@Component({
  selector: 'agui-error-banner',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div role="alert">
      @if (error(); as error) {
        <div class="agui-error-banner">
          <p class="agui-error-title" role="heading" [attr.aria-level]="headingLevel()">{{
            labels.errorTitles[error.kind]
          }}</p>
          <p>
            {{ error.message }}
            @if (error.code) {
              <code>{{ error.code }}</code>
            }
            @if (error.status) {
              <code>HTTP {{ error.status }}</code>
            }
          </p>
          @if (hint()) {
            <p>{{ hint() }}</p>
          }
          <p>{{ labels.errorKept }}</p>
          @if (session.lastUserId() !== null) {
            <button type="button" class="agui-error-retry" (click)="retry()">
              {{ labels.retry }}
            </button>
          }
        </div>
      }
    </div>
  `,
  styles: `
    :host {
      display: block;
    }
    .agui-error-banner {
      padding: var(--agui-chat-error-padding, 0.75rem 1rem);
      border: 1px solid var(--agui-chat-error-border-color, currentColor);
      border-inline-start-width: 4px;
      border-radius: var(--agui-chat-radius, 0.5rem);
      background: var(--agui-chat-error-background, transparent);
      color: var(--agui-chat-error-color, inherit);
      overflow-wrap: anywhere;
    }
    .agui-error-banner > p {
      margin: 0 0 0.5em;
    }
    .agui-error-title {
      font-weight: 600;
    }
  `,
})
export class ErrorBanner {
  /** Level of the banner's heading (3 by default). */
  readonly headingLevel = input(3, { transform: numberAttribute });

  protected readonly session = injectChatSession();
  protected readonly labels = this.session.options.labels;
  protected readonly error = computed(() => this.session.store().error());
  protected readonly hint = computed(() => {
    const error = this.error();
    return error ? toErrorHint(error.kind, this.session.answered(), this.labels) : '';
  });

  #retried = false;

  constructor() {
    // The banner (and its Retry button) empties once the new run clears the error, which may be
    // several renders after the click: then keep focus in the chat.
    effect(() => {
      if (this.error() !== null || !this.#retried) return;
      this.#retried = false;
      this.session.restoreFocusAfterRender();
    });
  }

  protected retry(): void {
    this.#retried = this.session.regenerate();
  }
}
