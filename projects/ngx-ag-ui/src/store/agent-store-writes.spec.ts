import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { BaseEvent } from '@ag-ui/core';
import { injectAgent, provideAgUi, withAgent, type AgentSource } from 'ngx-ag-ui';
import { runFinished, runStarted, ScriptedAgent, stateSnapshot } from 'ngx-ag-ui/testing';
import { Subject } from 'rxjs';

import { interruptingAgent } from './interrupting-agent.test-helpers';

const settle = () => TestBed.inject(ApplicationRef).whenStable();
const flushMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function setUp(source: AgentSource, state: unknown = { count: 0 }) {
  TestBed.configureTestingModule({ providers: [provideAgUi({ state }, withAgent(source))] });
  return TestBed.runInInjectionContext(() => injectAgent());
}

describe('AgentStore.setState', () => {
  it('shows the new state at once and sends it with the next run', async () => {
    const agent = new ScriptedAgent((input) => [
      runStarted(input.threadId, input.runId),
      runFinished(input.threadId, input.runId),
    ]);
    const store = setUp(agent);
    store.setState((state: { count: number }) => ({ count: state.count + 1 }));
    expect(store.state()).toEqual({ count: 1 });
    store.send('hi');
    await settle();
    expect(agent.inputs[0].state).toEqual({ count: 1 });
  });

  it('keeps the same state when the updater returns it', () => {
    const store = setUp(new ScriptedAgent([]));
    const before = store.thread();
    store.setState((state: unknown) => state);
    expect(store.thread()).toBe(before);
  });

  it('applies during a run; a later STATE_SNAPSHOT wins, with a warning', async () => {
    const events = new Subject<BaseEvent>();
    const store = setUp({ run: () => events });
    store.send('hi');
    events.next(runStarted('t', 'r'));
    await flushMicrotasks();
    store.setState({ count: 5 });
    await flushMicrotasks();
    expect(store.state()).toEqual({ count: 5 });
    events.next(stateSnapshot({ count: 9 }));
    events.next(runFinished('t', 'r'));
    events.complete();
    await settle();
    expect(store.state()).toEqual({ count: 9 });
    expect(store.warnings().at(-1)?.message).toMatch(/STATE_SNAPSHOT replaced the state written/);
  });
});

describe('AgentStore.answerInterrupt', () => {
  it('resumes the run once every open interrupt has an answer', async () => {
    const agent = interruptingAgent(
      { id: 'i1', reason: 'confirm' },
      { id: 'i2', reason: 'confirm' },
    );
    const store = setUp(agent);
    store.send('book it');
    await settle();
    expect(store.status()).toBe('interrupted');
    expect(store.answerInterrupt('i1', { payload: { ok: true } })).toBe(true);
    expect(agent.inputs).toHaveLength(1);
    expect(store.answerInterrupt('i2', { status: 'cancelled' })).toBe(true);
    await settle();
    expect(agent.inputs[1].resume).toEqual([
      { interruptId: 'i1', status: 'resolved', payload: { ok: true } },
      { interruptId: 'i2', status: 'cancelled' },
    ]);
    expect(store.status()).toBe('success');
    expect(store.answerInterrupt('i1')).toBe(false);
  });
});
