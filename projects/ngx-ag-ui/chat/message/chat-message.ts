import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { ActivityOutlet, ToolCallOutlet } from 'ngx-ag-ui/tool-ui';

import { ChatAnswer } from '../answer/chat-answer';
import { MessageVersions } from './message-versions';
import { injectChatSession } from '../session/chat-session';
import { toMessageText } from './message-text';
import { UserMessage } from './user-message';

/**
 * One row of the conversation, rendered by role: the person's message (editable when it is the
 * last), reasoning (folded), the agent's tool calls (`<agui-tool-call>`, with the renderers of
 * `provideToolRenderers()`), its cited answer, and activities (`<agui-activity>`). It reads only
 * its own message (`AgentStore.message(id)`), so a streaming answer re-renders no other row.
 */
@Component({
  selector: 'agui-message',
  imports: [ActivityOutlet, ChatAnswer, MessageVersions, ToolCallOutlet, UserMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { '[attr.data-role]': 'message()?.role ?? null' },
  template: `
    @if (message(); as m) {
      @if (versions(); as at) {
        <agui-message-versions [position]="at" />
      }
      @switch (m.role) {
        @case ('user') {
          <agui-user-message [message]="m" [editable]="editable()" />
        }
        @case ('reasoning') {
          <details class="agui-chat-reasoning">
            <summary>
              <span class="agui-chat-tag">{{ labels.reasoning }}</span>
              @if (streaming()) {
                <span class="agui-chat-muted"> {{ labels.thinking }}</span>
              }
            </summary>
            <p>{{ text() }}</p>
          </details>
        }
        @case ('assistant') {
          @for (call of m.toolCalls ?? []; track call.id) {
            <agui-tool-call [toolCallId]="call.id" [agentId]="session.agentId()" />
          }
          @if (text() || (streaming() && !m.toolCalls?.length)) {
            <agui-chat-answer
              [message]="m"
              [number]="number()"
              [streaming]="streaming()"
              [cutShort]="cutShort()"
              [variant]="session.variant()"
              [labels]="labels"
            />
          }
        }
        @case ('activity') {
          <agui-activity [messageId]="m.id" [agentId]="session.agentId()" />
        }
      }
    }
  `,
  // content-visibility: a long thread lays out and paints only the rows in view (a thousand
  // cited answers otherwise cost a layout of the whole thread on every streamed frame).
  styles: `
    :host {
      display: block;
      content-visibility: var(--agui-chat-row-content-visibility, auto);
      contain-intrinsic-size: auto var(--agui-chat-row-intrinsic-height, 6rem);
    }
    .agui-chat-reasoning summary {
      cursor: pointer;
    }
    .agui-chat-tag {
      font-weight: 600;
    }
    .agui-chat-muted {
      opacity: 0.8;
    }
  `,
})
export class ChatMessage {
  /** The id of the message to show. */
  readonly messageId = input.required<string>();

  protected readonly session = injectChatSession();
  protected readonly labels = this.session.options.labels;
  protected readonly message = computed(() => this.session.store().message(this.messageId())());
  protected readonly text = computed(() => {
    const message = this.message();
    return message ? toMessageText(message) : '';
  });
  protected readonly versions = computed(
    () => this.session.versionPositions().get(this.messageId()),
    {
      equal: (a, b) => a?.key === b?.key && a?.index === b?.index && a?.count === b?.count,
    },
  );
  protected readonly streaming = computed(() => this.session.streamingId() === this.messageId());
  protected readonly number = computed(
    () => this.session.answerNumbers().get(this.messageId()) ?? 1,
  );
  protected readonly cutShort = computed(() => {
    const cut = this.session.cutShort();
    return cut?.messageId === this.messageId() ? cut.status : null;
  });
  protected readonly editable = computed(
    () =>
      this.session.options.editLastMessage &&
      this.session.lastUserId() === this.messageId() &&
      !this.session.store().isRunning(),
  );
}
