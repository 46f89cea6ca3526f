import type { BaseEvent } from '@ag-ui/core';
import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { injectAgent } from 'ngx-ag-ui';
import { finalize, type Observable } from 'rxjs';

import type { BenchPipeline } from './bench-pipeline';
import { StoreRow } from './store-row';

/**
 * Pipeline A: ngx-ag-ui's `AgentStore` fed with `connect(events)`, one `StoreRow` per message
 * id. The list itself only changes when ids are added, removed or reordered.
 */
@Component({
  selector: 'app-store-conversation',
  imports: [StoreRow],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (id of ids(); track id) {
      <app-store-row [messageId]="id" [streaming]="id === streamingId()" />
    }
  `,
})
export class StoreConversation implements BenchPipeline {
  private readonly store = injectAgent();

  /** Id of the message being streamed into, or `null`. */
  readonly streamingId = input<string | null>(null);

  protected readonly ids = computed(() => this.store.messages().map((message) => message.id), { equal: sameIds });

  feed(events: Observable<BaseEvent>): Promise<void> {
    return new Promise((resolve, reject) => {
      if (!this.store.connect(events.pipe(finalize(resolve)))) reject(new Error('the store is busy'));
    });
  }

  inspect(id: string): { readonly content: string; readonly citations: number } | undefined {
    const error = this.store.error();
    if (error) throw new Error(`pipeline A failed: ${error.kind}: ${error.message}`);
    const message = this.store.message(id)();
    if (!message) return undefined;
    return {
      content: typeof message.content === 'string' ? message.content : '',
      citations: message.citations?.length ?? 0,
    };
  }
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
