import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  signal,
} from '@angular/core';
import type { ThreadMessage } from 'ngx-ag-ui/core';
import {
  CitationSummary,
  CopyWithSources,
  formatLabel,
  SourcesList,
  type CitationVariant,
} from 'ngx-ag-ui/citations';
import { MarkdownView, toMarkdownCitedText } from 'ngx-ag-ui/markdown';

import { AnswerFeedback } from '../feedback/answer-feedback';
import { AG_UI_CHAT_FEEDBACK } from '../feedback/chat-feedback';
import { DEFAULT_AG_UI_CHAT_LABELS, type AgUiChatLabels } from '../options/chat-labels';
import { ChatSession } from '../session/chat-session';
import { ReadAloudButton } from '../voice/read-aloud-button';
import { AG_UI_READ_ALOUD } from '../voice/voice-adapters';
import { toAnswerCitedText } from './to-answer-cited-text';
import { CHAT_VISUALLY_HIDDEN_STYLE } from '../shared/visually-hidden-style';

/**
 * One answer of the agent: its Markdown with inline citation markers, then (once complete) a
 * per-domain summary and a copy button, and the numbered sources, all from
 * `resolveCitedText(content, citations)` plus the answer's own Markdown footnotes.
 */
@Component({
  selector: 'agui-chat-answer',
  imports: [
    AnswerFeedback,
    MarkdownView,
    ReadAloudButton,
    CitationSummary,
    CopyWithSources,
    SourcesList,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <article class="agui-chat-answer" [attr.aria-labelledby]="headingId()">
      <h3 class="agui-chat-vh" [id]="headingId()">{{ name() }}</h3>
      <agui-markdown
        class="agui-chat-answer-text"
        [cited]="cited()"
        [streaming]="streaming()"
        [messageKey]="message().id"
        [variant]="variant()"
      />
      @if (streaming()) {
        <span class="agui-chat-typing" aria-hidden="true"></span>
      }
      @if (cutShort(); as cut) {
        <p class="agui-chat-cut-short">
          {{ cut === 'cancelled' ? labels().cutShortStopped : labels().cutShortFailed }}
        </p>
      }
      @if (withFootnotes().citations.length > 0) {
        @if (!streaming()) {
          <div class="agui-chat-answer-tools">
            <agui-citation-summary [cited]="withFootnotes()" />
            <agui-copy-with-sources [cited]="withFootnotes()" />
          </div>
        }
        <agui-sources
          [cited]="withFootnotes()"
          [messageKey]="message().id"
          [headingLevel]="4"
          [sectionLabel]="sourcesName()"
        />
      }
      @if (!streaming() && (canReadAloud() || feedbackThreadId())) {
        <div class="agui-chat-answer-actions">
          @if (canReadAloud()) {
            <agui-read-aloud-button [text]="cited().text" />
          }
          @if (feedbackThreadId(); as threadId) {
            <agui-answer-feedback [threadId]="threadId" [messageId]="message().id" [labels]="labels()" />
          }
        </div>
      }
    </article>
  `,
  styles: [
    `
    :host {
      display: block;
    }
    .agui-chat-answer-tools {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--agui-chat-gap, 0.5rem);
      margin-block: 0.5rem;
    }
    .agui-chat-answer-actions {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: var(--agui-chat-gap, 0.5rem);
      margin-block-start: 0.5rem;
    }
    .agui-chat-cut-short {
      margin: 0.5rem 0 0;
      font-style: italic;
    }
    .agui-chat-typing::after {
      content: '▍';
      animation: agui-chat-blink 1s steps(1) infinite;
    }
    @keyframes agui-chat-blink {
      50% {
        opacity: 0;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .agui-chat-typing::after {
        animation: none;
      }
    }
  `,
    CHAT_VISUALLY_HIDDEN_STYLE,
  ],
})
export class ChatAnswer {
  /** The assistant message, with the citations the store bridged onto it. */
  readonly message = input.required<ThreadMessage>();
  /** Whether the message is still streaming. */
  readonly streaming = input(false);
  /** How the run that wrote this answer ended early, if it did. */
  readonly cutShort = input<'cancelled' | 'error' | null>(null);
  /** 1-based position among the answers: names the answer and its sources uniquely. */
  readonly number = input(1);
  /** How markers look (the citation options' default when absent). */
  readonly variant = input<CitationVariant>();
  /** The chat's labels. */
  readonly labels = input<AgUiChatLabels>(DEFAULT_AG_UI_CHAT_LABELS);

  readonly #feedbackOn = inject(AG_UI_CHAT_FEEDBACK) !== null;
  /**
   * Whether `provideChatVoice()` gave a read-aloud that works in this browser; checked after the
   * first render, so server rendering and hydration agree.
   */
  protected readonly canReadAloud = signal(false);
  readonly #session = inject(ChatSession, { optional: true });
  /** The thread to save a rating in, once the answer is complete and feedback is on. */
  protected readonly feedbackThreadId = computed(() =>
    this.#feedbackOn && !this.streaming()
      ? (this.#session?.store().thread().threadId ?? null)
      : null,
  );
  constructor() {
    const readAloud = inject(AG_UI_READ_ALOUD);
    if (readAloud) afterNextRender(() => this.canReadAloud.set(readAloud.supported()));
  }

  protected readonly headingId = computed(() => `agui-answer-${this.message().id}`);
  protected readonly name = computed(() => formatLabel(this.labels().answer, { n: this.number() }));
  protected readonly sourcesName = computed(() =>
    formatLabel(this.labels().answerSources, { n: this.number() }),
  );
  protected readonly cited = computed(() => toAnswerCitedText(this.message(), this.streaming()));
  protected readonly withFootnotes = computed(() => toMarkdownCitedText(this.cited()));
}
