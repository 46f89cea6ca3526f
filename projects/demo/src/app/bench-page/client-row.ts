import type { Message, State } from '@ag-ui/core';
import { booleanAttribute, ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { bridgeCitationsState, type Citation } from 'ngx-ag-ui/core';

import { BenchMessage } from './bench-message';

const NO_CITATIONS: readonly Citation[] = [];

/** What the bridge reads and writes: the message id, and the citations it attaches. */
export interface CitedRow {
  readonly id: string;
  readonly citations?: readonly Citation[];
}

/**
 * Pipeline B's row. `@ag-ui/client` has no citation bridge, so the row derives its citations
 * from `agent.state.citations[id]` itself, as an app would; they are recomputed only when the
 * state object changes.
 */
@Component({
  selector: 'app-client-row',
  imports: [BenchMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <app-bench-message [messageId]="id()" [content]="content()" [citations]="citations()" [streaming]="streaming()" />
  `,
})
export class ClientRow {
  /** The message, as the agent holds it. */
  readonly message = input.required<Message>();
  /** The agent state. */
  readonly state = input.required<State>();
  /** Whether the message is still streaming. */
  readonly streaming = input(false, { transform: booleanAttribute });

  protected readonly id = computed(() => this.message().id);
  protected readonly content = computed(() => {
    const content = this.message().content;
    return typeof content === 'string' ? content : '';
  });
  protected readonly citations = computed(
    () => bridgeCitationsState<CitedRow>({ state: this.state() }, [{ id: this.id() }])[0].citations ?? NO_CITATIONS,
  );
}
