import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { contentToText } from '@ag-ui/core';
import { ActivityOutlet, injectAgent, provideToolRenderers, ToolApproval } from 'ngx-ag-ui';
import type { ThreadMessage } from 'ngx-ag-ui/core';

import { DemoSettings } from '../settings/demo-settings';
import { SettingsPanel } from '../settings/settings-panel';
import { ChatMessage } from './chat-message';
import { Composer } from './composer';
import { RunReport } from './run-report';
import { SearchActivityCard } from './search-activity-card';
import { StateInspector } from './state-inspector';
import { TryItPanel } from './try-it-panel';

/** The chat: the conversation with the agent, its run report and composer, and the demo controls. */
@Component({
  selector: 'app-chat-page',
  imports: [
    ActivityOutlet,
    ChatMessage,
    Composer,
    RunReport,
    SettingsPanel,
    StateInspector,
    ToolApproval,
    TryItPanel,
  ],
  providers: [provideToolRenderers({ activities: { search: SearchActivityCard } })],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="chat-layout">
      <section class="conversation" aria-labelledby="conversation-title">
        <div class="conversation-header">
          <h2 id="conversation-title">Conversation</h2>
          <button type="button" [disabled]="agent.messages().length === 0" (click)="agent.reset()">
            New conversation
          </button>
        </div>
        @if (rows().length === 0) {
          <p class="empty">
            Ask the research agent about Angular or the web platform. It searches a small built-in
            corpus and cites the pages it quotes. Pick a question under “Try it” to start.
          </p>
        } @else {
          <ol class="messages" aria-label="Messages">
            @for (message of rows(); track message.id) {
              <li [attr.data-role]="message.role">
                <app-chat-message
                  [message]="message"
                  [streaming]="message.id === streamingId()"
                  [cutShort]="message.id === cutShort()?.id ? cutShort()!.status : null"
                  [toolResults]="toolResults()"
                  [answerNumber]="answerNumbers().get(message.id) ?? 1"
                  [variant]="settings.value().marker"
                />
              </li>
            }
          </ol>
          @for (activity of agent.activities(); track activity.id) {
            <agui-activity [messageId]="activity.id" />
          }
          @for (approval of agent.pendingApprovals(); track approval.toolCall.id) {
            <agui-tool-approval [approval]="approval" />
          }
        }
        <app-run-report
          [status]="agent.status()"
          [error]="agent.error()"
          [warnings]="agent.warnings()"
          [stateDiverged]="agent.thread().stateDiverged"
          [waiting]="waiting()"
          [answered]="answered()"
          [steps]="agent.steps()"
        />
        <app-composer
          [running]="agent.isRunning()"
          [canRegenerate]="hasQuestion()"
          (sent)="ask($event)"
          (stopped)="agent.stop()"
          (regenerated)="agent.regenerate()"
        />
      </section>
      <aside class="controls" aria-label="Demo controls">
        <app-try-it-panel [disabled]="agent.isRunning()" (asked)="ask($event)" />
        <app-settings-panel />
        <app-state-inspector [state]="agent.state()" [diverged]="agent.thread().stateDiverged" />
      </aside>
    </div>
  `,
})
export class ChatPage {
  protected readonly agent = injectAgent();
  protected readonly settings = inject(DemoSettings);

  /** Messages shown as rows: tool results appear inside their tool call instead. */
  protected readonly rows = computed(() =>
    this.agent.messages().filter((message) => message.role !== 'tool'),
  );
  protected readonly toolResults = computed(
    () => {
      const results = new Map<string, string>();
      for (const message of this.agent.messages()) {
        if (message.role === 'tool')
          results.set(message.toolCallId, contentToText(message.content));
      }
      return results;
    },
    { equal: sameEntries },
  );
  /** Answers (assistant messages with text) numbered 1..N, to name each answer and its sources. */
  protected readonly answerNumbers = computed(
    () => {
      const numbers = new Map<string, number>();
      for (const message of this.rows()) {
        if (message.role === 'assistant' && (message.content || !message.toolCalls?.length)) {
          numbers.set(message.id, numbers.size + 1);
        }
      }
      return numbers;
    },
    { equal: sameEntries },
  );
  /** The message receiving the stream: the last one while a run is open. */
  protected readonly streamingId = computed(() => {
    if (!this.agent.isRunning()) return null;
    const last = this.agent.messages().at(-1);
    return last && last.role !== 'user' ? last.id : null;
  });
  /** The last answer when the last run was stopped or failed after it started answering. */
  protected readonly cutShort = computed(() => {
    const status = this.agent.status();
    const last = this.agent.messages().at(-1);
    if ((status !== 'cancelled' && status !== 'error') || last?.role !== 'assistant') return null;
    return { id: last.id, status };
  });
  /** Whether the run was sent and nothing came back yet (a slow first byte). */
  protected readonly waiting = computed(
    () => this.agent.isRunning() && this.agent.messages().at(-1)?.role === 'user',
  );
  /** Whether something came back after the last question (a failure then cut an answer short). */
  protected readonly answered = computed(() => {
    const last = this.agent.messages().at(-1);
    return last !== undefined && last.role !== 'user';
  });
  protected readonly hasQuestion = computed(() =>
    this.agent.messages().some((message: ThreadMessage) => message.role === 'user'),
  );

  protected ask(question: string): void {
    this.agent.send(question);
  }
}

/** Whether two maps hold the same entries, so rows re-render only when a tool result arrives. */
function sameEntries<T>(a: ReadonlyMap<string, T>, b: ReadonlyMap<string, T>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}
