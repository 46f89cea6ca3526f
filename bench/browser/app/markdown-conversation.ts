import type { BaseEvent } from '@ag-ui/core';
import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { injectAgent } from 'ngx-ag-ui';
import { finalize, type Observable } from 'rxjs';

import { BenchMessage } from './bench-message';
import { BenchMarkdownAnswer, BenchNgxMarkdownAnswer } from './markdown-answers';

/** Which renderer shows the Markdown answer: (M) `<agui-markdown>`, (N) ngx-markdown. */
export type MarkdownRendererKind = 'M' | 'N';

/**
 * The Markdown benchmark's view: the conversation's rows as in pipeline A (one signal per row),
 * and the answer `answerId` through renderer M or N. Only the renderer of the answer differs.
 */
@Component({
  selector: 'app-markdown-conversation',
  imports: [BenchMessage, BenchMarkdownAnswer, BenchNgxMarkdownAnswer],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (id of ids(); track id) {
      @if (id !== answerId()) {
        <app-bench-message [messageId]="id" [source]="store.message(id)" />
      } @else if (renderer() === 'M') {
        <app-bench-markdown-answer [messageId]="id" [source]="store.message(id)" [streaming]="store.isRunning()" />
      } @else {
        <app-bench-ngx-markdown-answer [messageId]="id" [source]="store.message(id)" />
      }
    }
  `,
})
export class MarkdownConversation {
  protected readonly store = injectAgent();

  /** Which renderer shows the answer. */
  readonly renderer = input.required<MarkdownRendererKind>();
  /** The id of the Markdown answer. */
  readonly answerId = input.required<string>();

  protected readonly ids = computed(() => this.store.messages().map((message) => message.id), {
    equal: (a, b) => a.length === b.length && a.every((id, i) => id === b[i]),
  });

  /** Feeds one run's events; resolves once the store has applied them all. */
  feed(events: Observable<BaseEvent>): Promise<void> {
    return new Promise((resolve, reject) => {
      if (!this.store.connect(events.pipe(finalize(resolve))))
        reject(new Error('the store is busy'));
    });
  }

  /** The answer's text as the store holds it. */
  contentOf(id: string): string {
    const content = this.store.message(id)()?.content;
    return typeof content === 'string' ? content : '';
  }
}
