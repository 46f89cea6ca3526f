import { ChangeDetectionStrategy, Component, signal } from '@angular/core';
import { EventSourceParserStream } from 'eventsource-parser/stream';

/** A first chat page: asks the demo agent and shows the streamed answer. */
@Component({
  selector: 'app-chat-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <button type="button" (click)="ask()" [disabled]="running()">Ask the agent</button>
    <p role="status" aria-live="polite">{{ running() ? 'Streaming…' : 'Idle' }}</p>
    <article aria-label="Answer">{{ answer() }}</article>
  `,
})
export class ChatPage {
  protected readonly answer = signal('');
  protected readonly running = signal(false);

  async ask(): Promise<void> {
    this.running.set(true);
    this.answer.set('');
    const res = await fetch('/api/agent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ threadId: 't1', runId: crypto.randomUUID(), messages: [], tools: [], context: [] }),
    });
    const events = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
    for await (const frame of events) {
      const event = JSON.parse(frame.data) as { type: string; delta?: string };
      if (event.type === 'TEXT_MESSAGE_CONTENT') this.answer.update((text) => text + event.delta);
    }
    this.running.set(false);
  }
}
