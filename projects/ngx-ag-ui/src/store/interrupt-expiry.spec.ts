import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { Interrupt, RunAgentInput } from '@ag-ui/core';
import { injectAgent, provideAgUi, withAgent } from 'ngx-ag-ui';
import { runFinished, runStarted, ScriptedAgent } from 'ngx-ag-ui/testing';

const settle = () => TestBed.inject(ApplicationRef).whenStable();

/** A store whose first run ends interrupted by `interrupts`, the next ones successfully. */
async function interruptedBy(...interrupts: Interrupt[]) {
  const agent = new ScriptedAgent((input: RunAgentInput, call: number) => [
    runStarted(input.threadId, input.runId),
    runFinished(
      input.threadId,
      input.runId,
      call === 0 ? { outcome: { type: 'interrupt', interrupts } } : {},
    ),
  ]);
  TestBed.configureTestingModule({ providers: [provideAgUi({}, withAgent(agent))] });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  store.send('book it');
  await settle();
  expect(store.status()).toBe('interrupted');
  return { store, agent };
}

const PAST = '2000-01-01T00:00:00.000Z';
const FAR_FUTURE = '2999-01-01T00:00:00.000Z';

describe('interrupts with expiresAt', () => {
  it('refuses to resolve an expired interrupt, before any request, with a warning', async () => {
    const { store, agent } = await interruptedBy({ id: 'i1', reason: 'confirm', expiresAt: PAST });

    expect(store.answerInterrupt('i1', { payload: { ok: true } })).toBe(false);
    await settle();

    expect(agent.inputs).toHaveLength(1);
    expect(store.status()).toBe('interrupted');
    expect(store.warnings().at(-1)).toMatchObject({
      kind: 'other',
      message: 'Interrupt "i1" expired at 2000-01-01T00:00:00.000Z: cancel it.',
    });
  });

  it('lets an expired interrupt be cancelled', async () => {
    const { store, agent } = await interruptedBy({ id: 'i1', reason: 'confirm', expiresAt: PAST });

    expect(store.answerInterrupt('i1', { status: 'cancelled' })).toBe(true);
    await settle();

    expect(agent.inputs[1].resume).toEqual([{ interruptId: 'i1', status: 'cancelled' }]);
    expect(store.status()).toBe('success');
  });

  it('throws before sending when run() resolves an expired interrupt', async () => {
    const { store, agent } = await interruptedBy({ id: 'i1', reason: 'confirm', expiresAt: PAST });

    expect(() => store.run({ resume: [{ interruptId: 'i1', status: 'resolved' }] })).toThrow(
      /^ngx-ag-ui: interrupt\(s\) "i1" expired/,
    );
    await settle();
    expect(agent.inputs).toHaveLength(1);
  });

  it.each([
    ['far in the future', FAR_FUTURE],
    ['not a date (the consumer cannot judge it expired)', 'tomorrow-ish'],
  ])('resolves an interrupt whose expiresAt is %s', async (_, expiresAt) => {
    const { store, agent } = await interruptedBy({ id: 'i1', reason: 'confirm', expiresAt });

    expect(store.answerInterrupt('i1', { payload: 'yes' })).toBe(true);
    await settle();
    expect(agent.inputs[1].resume).toEqual([
      { interruptId: 'i1', status: 'resolved', payload: 'yes' },
    ]);
  });

  it('sends one resume for a double click on the same answer', async () => {
    const { store, agent } = await interruptedBy({ id: 'i1', reason: 'confirm' });

    expect(store.answerInterrupt('i1', { payload: 'yes' })).toBe(true);
    expect(store.answerInterrupt('i1', { payload: 'yes' })).toBe(false);
    await settle();
    expect(agent.inputs).toHaveLength(2);
  });
});
