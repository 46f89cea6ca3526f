import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { BaseEvent } from '@ag-ui/core';
import { injectAgent, provideAgUi, withAgent, type AgentSource } from 'ngx-ag-ui';
import { runFinished, runStarted, ScriptedAgent, stateSnapshot } from 'ngx-ag-ui/testing';
import { Subject } from 'rxjs';

const settle = () => TestBed.inject(ApplicationRef).whenStable();
const flushMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function setUp(source: AgentSource) {
  TestBed.configureTestingModule({
    providers: [provideAgUi({ state: { count: 0 } }, withAgent(source))],
  });
  return TestBed.runInInjectionContext(() => injectAgent());
}

const answer = () =>
  new ScriptedAgent((input) => [
    runStarted(input.threadId, input.runId),
    runFinished(input.threadId, input.runId),
  ]);

describe('AgentStore.extend', () => {
  it('attaches a feature after the store was created, until it is detached', async () => {
    const agent = answer();
    const store = setUp(agent);
    const detach = store.extend({
      beforeRun: (input) => ({ ...input, forwardedProps: { ...input.forwardedProps, late: 1 } }),
    });
    store.send('one');
    await settle();
    detach();
    store.send('two');
    await settle();
    expect(agent.inputs.map((input) => input.forwardedProps)).toEqual([{ late: 1 }, undefined]);
  });
});

describe('AgentStore.warn', () => {
  it('adds a warning to warnings(), between runs and during one', async () => {
    const events = new Subject<BaseEvent>();
    const store = setUp({ run: () => events });
    store.warn({ kind: 'other', message: 'before' });
    expect(store.warnings().map((warning) => warning.message)).toEqual(['before']);
    store.send('hi');
    events.next(runStarted('t', 'r'));
    await flushMicrotasks();
    store.warn({ kind: 'other', message: 'during' });
    events.next(runFinished('t', 'r'));
    events.complete();
    await settle();
    expect(store.warnings().map((warning) => warning.message)).toEqual(['before', 'during']);
  });

  it('is not taken for a write of the state: a later STATE_SNAPSHOT adds no warning', async () => {
    const events = new Subject<BaseEvent>();
    const store = setUp({ run: () => events });
    store.send('hi');
    events.next(runStarted('t', 'r'));
    await flushMicrotasks();
    store.warn({ kind: 'other', message: 'a view could not draw' });
    events.next(stateSnapshot({ count: 9 }));
    events.next(runFinished('t', 'r'));
    events.complete();
    await settle();
    expect(store.state()).toEqual({ count: 9 });
    expect(store.warnings().map((warning) => warning.message)).toEqual(['a view could not draw']);
  });
});
