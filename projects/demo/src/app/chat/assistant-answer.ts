import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import type { ThreadMessage } from 'ngx-ag-ui/core';
import { resolveCitedText } from 'ngx-ag-ui/core';
import {
  CitationSummary,
  CopyWithSources,
  SourcesList,
  type CitationVariant,
} from 'ngx-ag-ui/citations';
import { MarkdownView, toMarkdownCitedText } from 'ngx-ag-ui/markdown';

/**
 * One answer of the agent: its Markdown text with inline citation markers, a per-domain summary,
 * a copy button and the numbered sources list, all from `resolveCitedText(content, citations)`
 * (plus the answer's own Markdown footnotes, through `toMarkdownCitedText`).
 */
@Component({
  selector: 'app-assistant-answer',
  imports: [MarkdownView, CitationSummary, CopyWithSources, SourcesList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <article class="bubble bubble-agent" [attr.aria-labelledby]="headingId()">
      <h3 class="vh" [id]="headingId()">Answer {{ number() }}</h3>
      <agui-markdown
        class="answer-text"
        [cited]="cited()"
        [streaming]="streaming()"
        [messageKey]="message().id"
        [variant]="variant()"
      />
      @if (streaming()) {
        <span class="typing" aria-hidden="true"></span>
      }
      @if (cutShort()) {
        <p class="cut-short">
          {{
            cutShort() === 'cancelled' ? 'Stopped before the end.' : 'Incomplete: the run failed.'
          }}
        </p>
      }
      @if (withFootnotes().citations.length > 0) {
        @if (!streaming()) {
          <div class="answer-tools">
            <agui-citation-summary [cited]="withFootnotes()" />
            <agui-copy-with-sources [cited]="withFootnotes()" />
          </div>
        }
        <agui-sources
          [cited]="withFootnotes()"
          [messageKey]="message().id"
          [headingLevel]="4"
          [sectionLabel]="'Sources of answer ' + number()"
        />
      }
    </article>
  `,
})
export class AssistantAnswer {
  /** The assistant message, with the citations the store bridged onto it. */
  readonly message = input.required<ThreadMessage>();
  /** Whether the message is still streaming. */
  readonly streaming = input(false);
  /** How the run that wrote this answer ended early, if it did. */
  readonly cutShort = input<'cancelled' | 'error' | null>(null);
  /** 1-based position among the answers: names the answer and its sources uniquely. */
  readonly number = input(1);
  /** How markers look. */
  readonly variant = input<CitationVariant>('number');

  protected readonly headingId = computed(() => `answer-${this.message().id}`);
  protected readonly cited = computed(() => {
    const message = this.message();
    const content = typeof message.content === 'string' ? message.content : '';
    return resolveCitedText(content, message.citations ?? [], { streaming: this.streaming() });
  });
  protected readonly withFootnotes = computed(() => toMarkdownCitedText(this.cited()));
}
