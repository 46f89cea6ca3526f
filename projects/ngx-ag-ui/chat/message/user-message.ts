import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  computed,
  ElementRef,
  inject,
  Injector,
  input,
  signal,
  viewChild,
} from '@angular/core';
import type { ThreadMessage } from 'ngx-ag-ui/core';

import { MessageMedia } from '../attachments/message-media';
import { injectChatSession } from '../session/chat-session';
import { toMessageText } from './message-text';
import { CHAT_VISUALLY_HIDDEN_STYLE } from '../shared/visually-hidden-style';

/**
 * A message of the person. The last one can be edited and sent again (the answer to it is
 * replaced); focus moves into the field on Edit and back to the Edit button on Cancel.
 */
@Component({
  selector: 'agui-user-message',
  imports: [MessageMedia],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <article class="agui-chat-user" [attr.aria-labelledby]="headingId()">
      <h3 class="agui-chat-vh" [id]="headingId()">{{ labels.userMessage }}</h3>
      @if (editing()) {
        <form class="agui-chat-edit" (submit)="resend($event)">
          <label class="agui-chat-vh" [for]="headingId() + '-edit'">{{ labels.editLabel }}</label>
          <textarea
            #field
            rows="2"
            [id]="headingId() + '-edit'"
            [value]="draft()"
            (input)="draft.set($any($event.target).value)"
            (keydown.escape)="cancel()"
          ></textarea>
          <div class="agui-chat-edit-actions">
            <button type="submit" [disabled]="!draft().trim()">{{ labels.resend }}</button>
            <button type="button" (click)="cancel()">{{ labels.cancelEdit }}</button>
          </div>
        </form>
      } @else {
        <p class="agui-chat-user-text">{{ text() }}</p>
        <agui-message-media [content]="content()" />
        @if (editable()) {
          <button #editButton type="button" class="agui-chat-edit-button" (click)="edit()">
            {{ labels.edit }}
          </button>
        }
      }
    </article>
  `,
  styles: [
    `
    :host {
      display: block;
    }
    .agui-chat-user {
      margin-inline-start: auto;
      max-width: var(--agui-chat-user-max-width, 80%);
      padding: var(--agui-chat-bubble-padding, 0.5rem 0.75rem);
      border-radius: var(--agui-chat-radius, 0.5rem);
      background: var(--agui-chat-user-background, rgba(127, 127, 127, 0.15));
      color: var(--agui-chat-user-color, inherit);
    }
    .agui-chat-user-text {
      margin: 0;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    .agui-chat-edit {
      display: grid;
      gap: var(--agui-chat-gap, 0.5rem);
    }
    .agui-chat-edit textarea {
      font: inherit;
      color: inherit;
      background: transparent;
    }
    .agui-chat-edit-actions {
      display: flex;
      gap: var(--agui-chat-gap, 0.5rem);
    }
  `,
    CHAT_VISUALLY_HIDDEN_STYLE,
  ],
})
export class UserMessage {
  /** The person's message. */
  readonly message = input.required<ThreadMessage>();
  /** Whether it offers Edit (the last message of the person, while no run is going). */
  readonly editable = input(false);

  protected readonly session = injectChatSession();
  protected readonly labels = this.session.options.labels;
  protected readonly headingId = computed(() => `agui-user-${this.message().id}`);
  protected readonly text = computed(() => toMessageText(this.message()));
  protected readonly content = computed(() => {
    const message = this.message();
    return 'content' in message && Array.isArray(message.content) ? message.content : undefined;
  });
  protected readonly editing = signal(false);
  protected readonly draft = signal('');
  private readonly field = viewChild<ElementRef<HTMLTextAreaElement>>('field');
  private readonly editButton = viewChild<ElementRef<HTMLButtonElement>>('editButton');
  readonly #injector = inject(Injector);

  protected edit(): void {
    this.draft.set(this.text());
    this.editing.set(true);
    afterNextRender(() => this.field()?.nativeElement.focus(), { injector: this.#injector });
  }

  protected cancel(): void {
    this.editing.set(false);
    afterNextRender(() => this.editButton()?.nativeElement.focus(), { injector: this.#injector });
  }

  protected resend(event: Event): void {
    event.preventDefault();
    if (!this.session.resend(this.draft())) return;
    // This row goes away with the message it showed: keep focus in the chat.
    this.session.restoreFocusAfterRender();
  }
}
