import {
  booleanAttribute,
  ChangeDetectionStrategy,
  Component,
  inject,
  input,
  numberAttribute,
} from '@angular/core';
import type { CitationVariant } from 'ngx-ag-ui/citations';

import { AttachmentViewer } from './attachment-viewer/attachment-viewer';
import { provideAttachmentViewer } from './attachment-viewer/attachment-viewer-state';
import { Composer } from './composer/composer';
import { ErrorBanner } from './error-banner/error-banner';
import { AG_UI_LANGUAGE } from './i18n/ag-ui-language';
import { MessageList } from './message-list/message-list';
import { ChatSession } from './session/chat-session';
import { StatusLine } from './status-line/status-line';
import { Suggestions } from './suggestions/suggestions';
import { Usage } from './usage/usage';

/**
 * A chat with an agent, ready to drop in: the conversation (`<agui-message-list>`), the status
 * line, the run's token usage (`<agui-usage>`, when the agent reports it), the error banner with
 * Retry, and the composer with Stop and Regenerate. Options and
 * labels come from `provideChatOptions()`, colours and spacing from `--agui-chat-*` properties.
 * Give it a height: the conversation scrolls inside it.
 *
 * @example
 * <agui-chat style="height: 80vh" />
 */
@Component({
  selector: 'agui-chat',
  imports: [AttachmentViewer, Composer, ErrorBanner, MessageList, StatusLine, Suggestions, Usage],
  providers: [ChatSession, provideAttachmentViewer()],
  host: { '[attr.lang]': 'language?.lang ?? null', '[attr.dir]': 'language?.dir ?? null' },
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <agui-message-list />
    <agui-status-line />
    @if (!session.store().isRunning() && session.store().usage().length) {
      <agui-usage [usage]="session.store().usage()" />
    }
    <agui-error-banner [headingLevel]="headingLevel()" />
    <agui-suggestions />
    <agui-composer [attachments]="attachments()" />
    <agui-attachment-viewer />
  `,
  styles: `
    :host {
      display: flex;
      flex-direction: column;
      gap: var(--agui-chat-gap, 0.5rem);
      min-height: 0;
      min-inline-size: 0;
      color: var(--agui-chat-color, inherit);
      background: var(--agui-chat-background, transparent);
    }
    agui-message-list {
      flex: 1 1 auto;
    }
  `,
})
export class Chat {
  /** The agent to talk to (the only or default one when absent). */
  readonly agentId = input<string>();
  /** How citation markers look (the citation options' default when absent). */
  readonly variant = input<CitationVariant>();
  /** Level of the error banner's heading. */
  readonly headingLevel = input(3, { transform: numberAttribute });
  /** Whether the composer takes files (`provideAttachmentOptions` sets which and how). */
  readonly attachments = input(false, { transform: booleanAttribute });

  protected readonly session = inject(ChatSession);
  /** The language `provideAgUiLanguage()` chose: its `lang` and `dir` mirror the layout in RTL. */
  protected readonly language = inject(AG_UI_LANGUAGE);

  constructor() {
    this.session.bind({ agentId: this.agentId, variant: this.variant });
  }
}
