import {
  ChangeDetectionStrategy,
  Component,
  computed,
  effect,
  inject,
  input,
  signal,
} from '@angular/core';

import { DEFAULT_AG_UI_CHAT_LABELS, type AgUiChatLabels } from '../options/chat-labels';
import { CHAT_VISUALLY_HIDDEN_STYLE } from '../shared/visually-hidden-style';
import { ChatFeedback } from './chat-feedback';
import { FEEDBACK_COMMENT_LIMIT, type FeedbackRating } from './feedback-event';

let nextId = 0;

/**
 * Thumbs up / down under one answer: two toggle buttons (`aria-pressed`) in a labelled group,
 * then an optional comment. The rating is saved per thread (`ChatFeedback`) and sent to
 * `onFeedback`; a reload shows it pressed again. `<agui-chat-answer>` shows it when the app
 * calls `provideChatFeedback()`.
 *
 * @example
 * <agui-answer-feedback [threadId]="threadId" [messageId]="message.id" />
 */
@Component({
  selector: 'agui-answer-feedback',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="agui-feedback-buttons" role="group" [attr.aria-label]="labels().feedbackGroup">
      <button
        type="button"
        [attr.aria-pressed]="rating() === 'up'"
        [attr.aria-label]="labels().feedbackUp"
        (click)="rate('up')"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M2 10h4v11H2zM8 21h9.5a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 19 10h-5.5l.8-4.2a1.8 1.8 0 0 0-3.3-1.3L8 10z" />
        </svg>
      </button>
      <button
        type="button"
        [attr.aria-pressed]="rating() === 'down'"
        [attr.aria-label]="labels().feedbackDown"
        (click)="rate('down')"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" class="agui-feedback-down">
          <path fill="currentColor" d="M2 10h4v11H2zM8 21h9.5a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 19 10h-5.5l.8-4.2a1.8 1.8 0 0 0-3.3-1.3L8 10z" />
        </svg>
      </button>
    </div>
    @if (rating() && commenting()) {
      <form class="agui-feedback-comment" (submit)="sendComment($event, comment.value)">
        <label [for]="id">{{ labels().feedbackComment }}</label>
        <textarea #comment [id]="id" rows="2" [attr.maxlength]="limit" [value]="saved()?.comment ?? ''"></textarea>
        <button type="submit">{{ labels().feedbackSend }}</button>
      </form>
    } @else if (saved()?.comment; as text) {
      <p class="agui-feedback-saved-comment">{{ text }}</p>
    }
    <span class="agui-chat-vh" aria-live="polite">{{ thanks() }}</span>
  `,
  styles: [
    `
    :host {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: var(--agui-chat-gap, 0.5rem);
      min-inline-size: 0;
    }
    .agui-feedback-buttons {
      display: flex;
      gap: 0.25rem;
    }
    button {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-block-size: 24px;
      min-inline-size: 24px;
    }
    /* The thumbs-down is the thumbs-up turned over: one drawing for both. */
    .agui-feedback-down {
      transform: rotate(180deg);
    }
    [aria-pressed='true'] {
      background: var(--agui-chat-feedback-pressed-background, color-mix(in srgb, currentColor 18%, transparent));
      font-weight: 600;
    }
    .agui-feedback-comment {
      display: flex;
      flex-wrap: wrap;
      align-items: end;
      gap: 0.25rem 0.5rem;
      flex: 1 1 16rem;
      min-inline-size: 0;
    }
    .agui-feedback-comment label {
      flex-basis: 100%;
    }
    .agui-feedback-comment textarea {
      flex: 1 1 12rem;
      min-inline-size: 0;
      font: inherit;
    }
    .agui-feedback-saved-comment {
      margin: 0;
      font-style: italic;
      overflow-wrap: anywhere;
    }
  `,
    CHAT_VISUALLY_HIDDEN_STYLE,
  ],
})
export class AnswerFeedback {
  /** The thread of the answer: ratings are saved per thread. */
  readonly threadId = input.required<string>();
  /** The rated answer. */
  readonly messageId = input.required<string>();
  /** The chat's labels. */
  readonly labels = input<AgUiChatLabels>(DEFAULT_AG_UI_CHAT_LABELS);

  readonly #feedback = inject(ChatFeedback);
  protected readonly id = `agui-feedback-${nextId++}`;
  protected readonly limit = FEEDBACK_COMMENT_LIMIT;
  protected readonly saved = computed(() =>
    this.#feedback.entry(this.threadId(), this.messageId()),
  );
  protected readonly rating = computed(() => this.saved()?.rating ?? null);
  protected readonly commenting = signal(false);
  protected readonly thanks = signal('');

  constructor() {
    effect(() => void this.#feedback.load(this.threadId()));
  }

  protected rate(rating: FeedbackRating): void {
    this.commenting.set(true);
    // Pressing the pressed button again opens the comment; it does not rate twice.
    if (rating === this.rating()) return;
    this.#feedback.give(this.threadId(), this.messageId(), rating, this.saved()?.comment);
    this.thanks.set(this.labels().feedbackThanks);
  }

  protected sendComment(event: Event, comment: string): void {
    event.preventDefault();
    const rating = this.rating();
    if (!rating) return;
    this.#feedback.give(this.threadId(), this.messageId(), rating, comment);
    this.commenting.set(false);
    // The same words again would not be announced: a live region speaks changes only.
    this.thanks.set('');
    queueMicrotask(() => this.thanks.set(this.labels().feedbackThanks));
  }
}
