import { booleanAttribute, ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { injectAgent } from 'ngx-ag-ui';
import type { Citation } from 'ngx-ag-ui/core';

import { BenchMessage } from './bench-message';

const NO_CITATIONS: readonly Citation[] = [];

/** Pipeline A's row: reads its message through `store.message(id)`, so only its own changes reach it. */
@Component({
  selector: 'app-store-row',
  imports: [BenchMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <app-bench-message [messageId]="messageId()" [content]="content()" [citations]="citations()" [streaming]="streaming()" />
  `,
})
export class StoreRow {
  private readonly store = injectAgent();

  /** The id of the message to show. */
  readonly messageId = input.required<string>();
  /** Whether the message is still streaming. */
  readonly streaming = input(false, { transform: booleanAttribute });

  private readonly message = computed(() => this.store.message(this.messageId())());
  protected readonly content = computed(() => {
    const content = this.message()?.content;
    return typeof content === 'string' ? content : '';
  });
  protected readonly citations = computed(() => this.message()?.citations ?? NO_CITATIONS);
}
