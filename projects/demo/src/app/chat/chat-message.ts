import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { contentToText } from '@ag-ui/core';
import type { CitationVariant } from 'ngx-ag-ui/citations';
import type { ThreadMessage } from 'ngx-ag-ui/core';

import { AssistantAnswer } from './assistant-answer';
import { ToolCallView } from './tool-call-view';

/** One row of the conversation, rendered by role. Tool messages show inside their call. */
@Component({
  selector: 'app-chat-message',
  imports: [AssistantAnswer, ToolCallView],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let m = message();
    @switch (m.role) {
      @case ('user') {
        <article class="bubble bubble-user" [attr.aria-labelledby]="'q-' + m.id">
          <h3 class="vh" [id]="'q-' + m.id">You asked</h3>
          <p>{{ text() }}</p>
        </article>
      }
      @case ('reasoning') {
        <details class="reasoning">
          <summary>
            <span class="tag">Reasoning</span>
            @if (streaming()) {
              <span class="muted">thinking…</span>
            }
          </summary>
          <p>{{ text() }}</p>
        </details>
      }
      @case ('assistant') {
        @for (call of m.toolCalls ?? []; track call.id) {
          <app-tool-call-view [call]="call" [result]="toolResults().get(call.id)" />
        }
        @if (text() || (streaming() && !m.toolCalls?.length)) {
          <app-assistant-answer
            [message]="m"
            [number]="answerNumber()"
            [streaming]="streaming()"
            [cutShort]="cutShort()"
            [variant]="variant()"
          />
        }
      }
      @default {
        <details class="other-message">
          <summary>
            <span class="tag">{{ m.role }}</span> message
          </summary>
          <pre tabindex="0" [attr.aria-label]="m.role + ' message'">{{ json() }}</pre>
        </details>
      }
    }
  `,
})
export class ChatMessage {
  /** The message to show. */
  readonly message = input.required<ThreadMessage>();
  /** Whether it is the message currently streaming. */
  readonly streaming = input(false);
  /** How the run ended early when this is its last answer. */
  readonly cutShort = input<'cancelled' | 'error' | null>(null);
  /** Tool results by tool call id (content of the `tool` messages). */
  readonly toolResults = input<ReadonlyMap<string, string>>(new Map());
  /** 1-based position of this answer among the agent's answers. */
  readonly answerNumber = input(1);
  /** How citation markers look. */
  readonly variant = input<CitationVariant>('number');

  protected readonly text = computed(() => {
    const message = this.message();
    return 'content' in message &&
      (typeof message.content === 'string' || Array.isArray(message.content))
      ? contentToText(message.content)
      : '';
  });
  protected readonly json = computed(() => JSON.stringify(this.message(), null, 2));
}
