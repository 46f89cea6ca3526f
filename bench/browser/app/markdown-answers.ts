import {
  booleanAttribute,
  ChangeDetectionStrategy,
  Component,
  computed,
  input,
  type Signal,
} from '@angular/core';
import { SourcesList } from 'ngx-ag-ui/citations';
import { resolveCitedText, type ThreadMessage } from 'ngx-ag-ui/core';
import { MarkdownView } from 'ngx-ag-ui/markdown';
import { MarkdownComponent } from 'ngx-markdown';

function textOf(source: Signal<ThreadMessage | undefined>): string {
  const content = source()?.content;
  return typeof content === 'string' ? content : '';
}

/**
 * Renderer M of the Markdown benchmark: the answer through `<agui-markdown>` (only the last
 * block is parsed and rendered again per update) with its list of sources.
 */
@Component({
  selector: 'app-bench-markdown-answer',
  imports: [MarkdownView, SourcesList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <agui-markdown [cited]="cited()" [streaming]="streaming()" [messageKey]="messageId()" />
    @if (cited().citations.length > 0) {
      <agui-sources [cited]="cited()" [messageKey]="messageId()" [headingLevel]="3" />
    }
  `,
})
export class BenchMarkdownAnswer {
  /** The answer's id (keys its markers to its sources). */
  readonly messageId = input.required<string>();
  /** The answer, as the store's signal for it. */
  readonly source = input.required<Signal<ThreadMessage | undefined>>();
  /** Whether the answer is still streaming. */
  readonly streaming = input(false, { transform: booleanAttribute });

  protected readonly cited = computed(() => {
    const source = this.source();
    return resolveCitedText(textOf(source), source()?.citations ?? [], {
      streaming: this.streaming(),
    });
  });
}

/**
 * Renderer N of the Markdown benchmark: the answer through ngx-markdown's `<markdown [data]>`,
 * as its documentation shows for dynamic content: every update parses the whole text again and
 * replaces the element's HTML (sanitized by Angular, ngx-markdown's default).
 */
@Component({
  selector: 'app-bench-ngx-markdown-answer',
  imports: [MarkdownComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<markdown [data]="text()" />`,
})
export class BenchNgxMarkdownAnswer {
  /** The answer's id. */
  readonly messageId = input.required<string>();
  /** The answer, as the store's signal for it. */
  readonly source = input.required<Signal<ThreadMessage | undefined>>();
  /** Unused: ngx-markdown has no streaming mode (kept so both renderers take the same inputs). */
  readonly streaming = input(false, { transform: booleanAttribute });

  protected readonly text = computed(() => textOf(this.source()));
}
