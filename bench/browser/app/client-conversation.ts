import type { BaseEvent, Message, State } from '@ag-ui/core';
import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  inject,
  input,
  signal,
} from '@angular/core';
import { bridgeCitationsState, type MessageCitation } from 'ngx-ag-ui/core';
import type { Observable } from 'rxjs';

import { BenchMessage } from './bench-message';
import type { BenchPipeline } from './bench-pipeline';
import { EventsAgent } from './events-agent';

const NO_CITATIONS: readonly MessageCitation[] = [];

/** What the bridge reads and writes: the message id, and the citations it attaches. */
interface CitedRow {
  readonly id: string;
  readonly citations?: readonly MessageCitation[];
}

/**
 * Pipeline B, what other Angular AG-UI integrations do: `@ag-ui/client`'s `AbstractAgent`
 * applies the events with its own reducer (`runAgent()`), and a subscriber copies
 * `agent.messages` and `agent.state` into signals on every change. Rows are tracked by id.
 * `@ag-ui/client` has no citation bridge, so each row takes its citations from
 * `state.citations[id]` itself, through the library's `bridgeCitationsState`, as an app would.
 */
@Component({
  selector: 'app-client-conversation',
  imports: [BenchMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (message of messages(); track message.id) {
      <app-bench-message
        [messageId]="message.id"
        [content]="textOf(message)"
        [citations]="citationsOf(message.id)"
        [streaming]="message.id === streamingId()"
      />
    }
  `,
})
export class ClientConversation implements BenchPipeline {
  private readonly agent = new EventsAgent({ threadId: 'bench-thread' });

  /** Id of the message being streamed into, or `null`. */
  readonly streamingId = input<string | null>(null);

  protected readonly messages = signal<readonly Message[]>([]);
  protected readonly state = signal<State>({});

  constructor() {
    const subscription = this.agent.subscribe({
      onMessagesChanged: ({ messages }) => this.messages.set(messages),
      onStateChanged: ({ state }) => this.state.set(state),
    });
    inject(DestroyRef).onDestroy(() => subscription.unsubscribe());
  }

  async feed(events: Observable<BaseEvent>): Promise<void> {
    this.agent.source = events;
    await this.agent.runAgent();
  }

  inspect(id: string): { readonly content: string; readonly citations: number } | undefined {
    const message = this.agent.messages.find((candidate) => candidate.id === id);
    if (!message) return undefined;
    return { content: this.textOf(message), citations: this.citationsOf(id).length };
  }

  protected textOf(message: Message): string {
    return typeof message.content === 'string' ? message.content : '';
  }

  // Normalising is cached per raw entry list, so this is a lookup until the state changes.
  protected citationsOf(id: string): readonly MessageCitation[] {
    return (
      bridgeCitationsState<CitedRow>({ state: this.state() }, [{ id }])[0].citations ?? NO_CITATIONS
    );
  }
}
