import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { RunAgentInput } from '@ag-ui/core';
import { injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import { runFinished, runStarted, ScriptedAgent } from 'ngx-ag-ui/testing';

const settle = () => TestBed.inject(ApplicationRef).whenStable();

/** An agent that asks the same question (interrupt id "ok") twice, then answers. */
async function askedTwice() {
  const agent = new ScriptedAgent((input: RunAgentInput, call: number) => [
    runStarted(input.threadId, input.runId),
    runFinished(
      input.threadId,
      input.runId,
      call < 2
        ? { outcome: { type: 'interrupt', interrupts: [{ id: 'ok', reason: 'confirm' }] } }
        : {},
    ),
  ]);
  TestBed.configureTestingModule({ providers: [provideAgUi({}, withAgent(agent))] });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  store.send('book it');
  await settle();
  return { store, agent };
}

describe('interrupt generations', () => {
  it('counts each set of open interrupts, starting at 0 before any', async () => {
    const { store } = await askedTwice();
    const first = store.interruptGeneration();
    expect(first).toBeGreaterThan(0);

    expect(store.answerInterrupt('ok', { payload: true, generation: first })).toBe(true);
    await settle();

    expect(store.status()).toBe('interrupted');
    expect(store.interruptGeneration()).toBe(first + 1);
  });

  it('ignores an answer from a stale card (same interrupt id, older generation): no request, no warning', async () => {
    const { store, agent } = await askedTwice();
    const stale = store.interruptGeneration();
    store.answerInterrupt('ok', { payload: true, generation: stale });
    await settle();
    expect(agent.inputs).toHaveLength(2);

    expect(store.answerInterrupt('ok', { payload: true, generation: stale })).toBe(false);
    await settle();

    expect(agent.inputs).toHaveLength(2);
    expect(store.status()).toBe('interrupted');
    expect(store.warnings()).toEqual([]);
  });

  it('sends one resume for a double click carrying the same generation', async () => {
    const { store, agent } = await askedTwice();
    const generation = store.interruptGeneration();

    store.answerInterrupt('ok', { payload: 1, generation });
    store.answerInterrupt('ok', { payload: 2, generation });
    await settle();

    expect(agent.inputs).toHaveLength(2);
    expect(agent.inputs[1].resume).toEqual([{ interruptId: 'ok', status: 'resolved', payload: 1 }]);
  });

  it('still accepts an answer without a generation', async () => {
    const { store, agent } = await askedTwice();
    expect(store.answerInterrupt('ok', { payload: true })).toBe(true);
    await settle();
    expect(agent.inputs).toHaveLength(2);
  });
});
