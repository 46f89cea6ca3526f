import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import type { BaseEvent, Message } from '@ag-ui/core';
import { injectAgent, provideAgUi, withAgent, type AgentSource } from 'ngx-ag-ui';
import { Subject } from 'rxjs';
import {
  messagesSnapshot,
  runStarted,
  textMessageContent,
  textMessageStart,
} from 'ngx-ag-ui/testing';

const CONVERSATION = 1_000;

/** How often each row's template ran, by message id. */
const renders = new Map<string, number>();

@Component({
  selector: 'app-row',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<p>{{ render() }}</p>`,
})
class Row {
  readonly id = input.required<string>();
  readonly #agent = injectAgent();
  readonly #message = computed(() => this.#agent.message(this.id())());

  protected render(): string {
    renders.set(this.id(), (renders.get(this.id()) ?? 0) + 1);
    const content = this.#message()?.content;
    return typeof content === 'string' ? content : '';
  }
}

@Component({
  selector: 'app-conversation',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [Row],
  template: `@for (message of agent.messages(); track message.id) {
    <app-row [id]="message.id" />
  }`,
})
class Conversation {
  protected readonly agent = injectAgent();
}

function history(): Message[] {
  return Array.from({ length: CONVERSATION }, (_, i): Message =>
    i % 2 === 0
      ? { id: `m${i}`, role: 'user', content: `question ${i}` }
      : { id: `m${i}`, role: 'assistant', content: `answer ${i}` },
  );
}

describe('per-message signals in a 1,000-message conversation', () => {
  let events: Subject<BaseEvent>;

  beforeEach(() => {
    renders.clear();
    events = new Subject<BaseEvent>();
    const source: AgentSource = { run: () => events };
    TestBed.configureTestingModule({
      providers: [provideAgUi({ messages: history() }, withAgent(source))],
    });
  });

  // The run stays open, so whenStable() would wait for ever: commit, then render at once.
  async function stream(fixture: ComponentFixture<Conversation>, ...batch: BaseEvent[]) {
    for (const event of batch) events.next(event);
    await Promise.resolve();
    fixture.detectChanges();
  }

  it('re-renders only the streaming row', async () => {
    const fixture = TestBed.createComponent(Conversation);
    fixture.detectChanges();
    expect(fixture.nativeElement.querySelectorAll('app-row')).toHaveLength(CONVERSATION);
    expect([...renders.values()].every((count) => count === 1)).toBe(true);
    const store = TestBed.runInInjectionContext(() => injectAgent());

    store.send({ id: 'u-last', role: 'user', content: 'One more?' });
    await stream(fixture, runStarted('t', 'r'));
    await stream(fixture, textMessageStart('streaming', { role: 'assistant' }));
    for (let i = 0; i < 20; i++) {
      await stream(fixture, textMessageContent('streaming', `${i} `));
    }

    const rerendered = [...renders].filter(([, count]) => count > 1).map(([id]) => id);
    expect(rerendered).toEqual(['streaming']);
    expect(renders.get('streaming')).toBeGreaterThanOrEqual(20);
    expect(renders.get('u-last')).toBe(1);
    expect(fixture.nativeElement.querySelector('app-row:last-child p').textContent).toContain('19');
  });

  it('does not recompute the other rows\u2019 computeds while one message streams', async () => {
    const store = TestBed.runInInjectionContext(() => injectAgent());
    const evaluations = new Map<string, number>();
    const rows = history().map((message) => {
      const row = store.message(message.id);
      return computed(() => {
        evaluations.set(message.id, (evaluations.get(message.id) ?? 0) + 1);
        return row()?.content;
      });
    });
    const readAll = () => rows.forEach((row) => row());
    readAll();

    store.send('Hi');
    events.next(runStarted('t', 'r'));
    events.next(textMessageStart(`m${CONVERSATION - 1}-next`, { role: 'assistant' }));
    for (let i = 0; i < 50; i++) {
      events.next(textMessageContent(`m${CONVERSATION - 1}-next`, 'x'));
      await Promise.resolve();
      readAll();
    }

    expect([...evaluations.values()].every((count) => count === 1)).toBe(true);
    expect(store.message(`m${CONVERSATION - 1}-next`)()?.content).toBe('x'.repeat(50));
  });

  it('moves rows to their new message when a snapshot replaces and drops messages', async () => {
    const store = TestBed.runInInjectionContext(() => injectAgent());
    const kept = store.message('m1');
    const dropped = store.message('m2');
    const untouched = kept();

    const snapshot = history().filter((message) => message.id !== 'm2');
    snapshot[1] = { id: 'm1', role: 'assistant', content: 'answer 1, revised' };
    const socket = new Subject<BaseEvent>();
    store.connect(socket);
    socket.next(runStarted('t', 'r'));
    socket.next(messagesSnapshot(snapshot));
    await Promise.resolve();

    expect(kept()).not.toBe(untouched);
    expect(kept()?.content).toBe('answer 1, revised');
    expect(dropped()).toBeUndefined();
    expect(store.message('m3')()?.content).toBe('answer 3');
  });
});
