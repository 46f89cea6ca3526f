import type { BaseEvent } from '@ag-ui/core';
import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { injectAgent } from 'ngx-ag-ui';
import type { ThreadMessage } from 'ngx-ag-ui/core';
import { finalize, type Observable } from 'rxjs';

import { BenchMessage } from './bench-message';
import type { BenchPipeline } from './bench-pipeline';

/**
 * Pipeline A: ngx-ag-ui's `AgentStore` fed with `connect(events)`. The list changes only when
 * ids are added, removed or reordered; each row gets its message's signal, `store.message(id)`,
 * and reads it itself, so streaming into one message refreshes that row alone.
 */
@Component({
  selector: 'app-store-conversation',
  imports: [BenchMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (id of ids(); track id) {
      <app-bench-message [messageId]="id" [source]="store.message(id)" [streaming]="id === streamingId()" />
    }
  `,
})
export class StoreConversation implements BenchPipeline {
  protected readonly store = injectAgent();

  /** Id of the message being streamed into, or `null`. */
  readonly streamingId = input<string | null>(null);

  protected readonly ids = computed(() => this.store.messages().map((message) => message.id), {
    equal: sameIds,
  });

  feed(events: Observable<BaseEvent>): Promise<void> {
    return new Promise((resolve, reject) => {
      if (!this.store.connect(events.pipe(finalize(resolve))))
        reject(new Error('the store is busy'));
    });
  }

  inspect(id: string): { readonly content: string; readonly citations: number } | undefined {
    const error = this.store.error();
    if (error) throw new Error(`pipeline A failed: ${error.kind}: ${error.message}`);
    const message = this.store.message(id)();
    if (!message) return undefined;
    return { content: this.textOf(message), citations: message.citations?.length ?? 0 };
  }

  private textOf(message: ThreadMessage | undefined): string {
    return typeof message?.content === 'string' ? message.content : '';
  }
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
