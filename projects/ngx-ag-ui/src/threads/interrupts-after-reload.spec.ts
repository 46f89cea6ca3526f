import type { Interrupt } from '@ag-ui/core';
import { interruptingAgent } from '../store/interrupting-agent.test-helpers';

import { bootApp, MemoryThreadStorage, waitFor } from './thread-storage.test-helpers';

/** Boots the app, lets the agent interrupt, then boots it again over the same storage. */
async function reloadedWhileAsked(interrupt: Interrupt) {
  const storage = new MemoryThreadStorage();
  const before = await bootApp(storage, interruptingAgent(interrupt));
  before.store.send('Book it');
  await before.settle();
  expect(before.store.status()).toBe('interrupted');
  const threadId = before.store.thread().threadId;

  const agent = interruptingAgent(interrupt);
  const after = await bootApp(storage, agent);
  await waitFor(() => after.store.thread().threadId === threadId);
  return { after, agent };
}

describe('withThreadStorage and open interrupts', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('restores a pending interrupt after a reload, answerable with its new generation', async () => {
    const { after, agent } = await reloadedWhileAsked({ id: 'i1', reason: 'confirm' });

    expect(after.store.status()).toBe('interrupted');
    expect(after.store.interrupts().map((interrupt) => interrupt.id)).toEqual(['i1']);
    const generation = after.store.interruptGeneration();
    expect(generation).toBeGreaterThan(0);

    expect(after.store.answerInterrupt('i1', { payload: 'yes', generation })).toBe(true);
    await after.settle();
    expect(agent.inputs.map((input) => input.resume)).toEqual([
      [{ interruptId: 'i1', status: 'resolved', payload: 'yes' }],
    ]);
  });

  it('restores an expired interrupt that can be cancelled, not resolved', async () => {
    const expiresAt = '2000-01-01T00:00:00.000Z';
    const { after, agent } = await reloadedWhileAsked({ id: 'i1', reason: 'confirm', expiresAt });

    expect(after.store.answerInterrupt('i1', { payload: 'yes' })).toBe(false);
    await after.settle();
    expect(agent.inputs).toHaveLength(0);

    expect(after.store.answerInterrupt('i1', { status: 'cancelled' })).toBe(true);
    await after.settle();
    expect(agent.inputs[0].resume).toEqual([{ interruptId: 'i1', status: 'cancelled' }]);
  });
});
