import type { BaseEvent, Message, State } from '@ag-ui/core';
import { ChangeDetectionStrategy, Component, DestroyRef, inject, input, signal } from '@angular/core';
import { bridgeCitationsState } from 'ngx-ag-ui/core';
import type { Observable } from 'rxjs';

import type { BenchPipeline } from './bench-pipeline';
import { ClientRow, type CitedRow } from './client-row';
import { EventsAgent } from './events-agent';

/**
 * Pipeline B, what other Angular AG-UI integrations do: `@ag-ui/client`'s `AbstractAgent`
 * applies the events with its own reducer (`runAgent()`), and a subscriber copies
 * `agent.messages` and `agent.state` into signals on every change. Rows are tracked by id.
 */
@Component({
  selector: 'app-client-conversation',
  imports: [ClientRow],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @for (message of messages(); track message.id) {
      <app-client-row [message]="message" [state]="state()" [streaming]="message.id === streamingId()" />
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
    const [bridged] = bridgeCitationsState<CitedRow>({ state: this.agent.state }, [{ id }]);
    return {
      content: typeof message.content === 'string' ? message.content : '',
      citations: bridged.citations?.length ?? 0,
    };
  }
}
