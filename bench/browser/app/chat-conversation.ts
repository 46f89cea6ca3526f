import type { BaseEvent } from '@ag-ui/core';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { injectAgent } from 'ngx-ag-ui';
import { Chat } from 'ngx-ag-ui/chat';
import { finalize, type Observable } from 'rxjs';

import type { BenchPipeline } from './bench-pipeline';

/**
 * Pipeline C: pipeline A's store rendered by `<agui-chat>` as an app drops it in: every row an
 * `<agui-message>` with its answer in `<agui-markdown>` and its sources, the composer and the
 * status line around them, following the stream. It finds the streaming message itself (the
 * last one while a run is open), so `streamingId` is only there for the runner.
 */
@Component({
  selector: 'app-chat-conversation',
  imports: [Chat],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<agui-chat style="height: 860px" />`,
})
export class ChatConversation implements BenchPipeline {
  private readonly store = injectAgent();

  /** Id of the message being streamed into, or `null` (the chat derives it from the store). */
  readonly streamingId = input<string | null>(null);

  feed(events: Observable<BaseEvent>): Promise<void> {
    return new Promise((resolve, reject) => {
      if (!this.store.connect(events.pipe(finalize(resolve))))
        reject(new Error('the store is busy'));
    });
  }

  inspect(id: string): { readonly content: string; readonly citations: number } | undefined {
    const error = this.store.error();
    if (error) throw new Error(`pipeline C failed: ${error.kind}: ${error.message}`);
    const message = this.store.message(id)();
    if (!message) return undefined;
    const content = typeof message.content === 'string' ? message.content : '';
    return { content, citations: message.citations?.length ?? 0 };
  }
}
