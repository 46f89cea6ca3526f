import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { injectAgent } from 'ngx-ag-ui';
import { AG_UI_LANGUAGE, Chat, ThreadList } from 'ngx-ag-ui/chat';

import { DemoSettings } from '../settings/demo-settings';
import { SettingsPanel } from '../settings/settings-panel';
import { DEMO_CHAT_OPTIONS } from './demo-chat-options';
import { FeedbackLog } from './feedback-log';
import { LanguageLinks } from './language-links';
import { StateInspector } from './state-inspector';
import { TryItPanel } from './try-it-panel';
import { WarningsReport } from './warnings-report';

/**
 * The chat page: `<agui-chat>` with the demo's texts and the demo's own panels. Its renderers
 * (tool views, activities, A2UI surfaces) come from its route (`CHAT_PAGE_PROVIDERS`).
 */
@Component({
  selector: 'app-chat-page',
  imports: [
    Chat,
    FeedbackLog,
    LanguageLinks,
    SettingsPanel,
    StateInspector,
    ThreadList,
    TryItPanel,
    WarningsReport,
  ],
  providers: [DEMO_CHAT_OPTIONS],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="chat-layout" [attr.lang]="language?.lang ?? null" [attr.dir]="language?.dir ?? null">
      <section class="conversation" aria-labelledby="conversation-title">
        <div class="conversation-header">
          <h2 id="conversation-title">Conversation</h2>
          <app-language-links />
        </div>
        <agui-chat class="chat" attachments [variant]="settings.value().marker" />
        <app-warnings-report
          [warnings]="agent.warnings()"
          [stateDiverged]="agent.thread().stateDiverged"
        />
      </section>
      <aside class="controls" aria-label="Demo controls">
        <!-- Saved threads (withThreadStorage in app.config.ts): its New conversation starts one. -->
        <agui-thread-list class="panel" />
        <app-try-it-panel [disabled]="agent.isRunning()" (asked)="agent.send($event)" />
        <app-feedback-log />
        <app-settings-panel />
        <app-state-inspector [state]="agent.state()" [diverged]="agent.thread().stateDiverged" />
      </aside>
    </div>
  `,
  styles: `
    .chat {
      height: max(28rem, calc(100vh - 12rem));
      --agui-chat-border-color: var(--border);
      --agui-chat-radius: var(--radius);
      --agui-chat-user-background: var(--user-bg);
      --agui-chat-error-background: var(--danger-bg);
      --agui-chat-error-border-color: var(--danger);
      --agui-chat-status-color: var(--muted);
      --agui-chat-jump-background: var(--surface);
      --agui-chat-jump-color: var(--text);
      --agui-chat-focus-color: var(--focus);
    }
  `,
})
export class ChatPage {
  protected readonly agent = injectAgent();
  protected readonly settings = inject(DemoSettings);
  /** The language of a `/lang/…` route; its direction mirrors the whole page body in RTL. */
  protected readonly language = inject(AG_UI_LANGUAGE);
}
