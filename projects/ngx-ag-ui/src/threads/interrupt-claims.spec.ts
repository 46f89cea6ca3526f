import type { Interrupt } from '@ag-ui/core';
import type { ThreadRecord } from 'ngx-ag-ui';
import { interruptingAgent } from '../store/interrupting-agent.test-helpers';

import { bootApp, MemoryThreadStorage, waitFor } from './thread-storage.test-helpers';

// Answering an interrupt is claimed across tabs: the answering lock (Web Locks) and the saved
// record decide, so that of two tabs (or a card left stale in one) exactly one answer is sent.

const INTERRUPT: Interrupt = { id: 'i1', reason: 'confirm' };

/** An agent whose first run asks `INTERRUPT`, whose next runs finish. */
const asking = () => interruptingAgent(INTERRUPT);

/** A Web Locks stand-in: the names in `elsewhere` are held by another tab. */
class FakeLocks {
  readonly elsewhere = new Set<string>();
  readonly requests: { name: string; ifAvailable: boolean }[] = [];

  async request(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: { name: string } | null) => unknown,
  ): Promise<unknown> {
    this.requests.push({ name, ifAvailable: options.ifAvailable === true });
    if (this.elsewhere.has(name)) return callback(null);
    return callback({ name });
  }

  async query() {
    return { held: [...this.elsewhere].map((name) => ({ name })), pending: [] };
  }
}

async function askedApp(storage = new MemoryThreadStorage()) {
  const agent = asking();
  const app = await bootApp(storage, agent);
  app.store.send('Book it');
  await app.settle();
  expect(app.store.status()).toBe('interrupted');
  return { app, agent, storage, threadId: app.store.thread().threadId! };
}

describe('answering interrupts across tabs', () => {
  let locks: FakeLocks | undefined;

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    locks = undefined;
  });
  afterEach(() => {
    if (locks) delete (navigator as { locks?: unknown }).locks;
  });

  it('sends the answer of the only tab once, under the answering lock', async () => {
    locks = new FakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const { app, agent } = await askedApp();

    expect(app.store.answerInterrupt('i1', { payload: 'yes' })).toBe(true);
    await app.settle();

    expect(agent.inputs.map((input) => input.resume)).toEqual([
      undefined,
      [{ interruptId: 'i1', status: 'resolved', payload: 'yes' }],
    ]);
    expect(locks.requests).toContainEqual(expect.objectContaining({ ifAvailable: true }));
    expect(app.store.status()).toBe('success');
  });

  it('sends nothing when another tab answered since, and shows that answer', async () => {
    const { app, agent, storage, threadId } = await askedApp();
    // Another tab answered and saved the thread over this tab's copy.
    const mine = storage.values.get(threadId) as ThreadRecord;
    const theirs: ThreadRecord = {
      ...mine,
      revision: (mine.revision ?? 0) + 1,
      status: 'success',
      interrupts: [],
      messages: [...mine.messages, { id: 'answer', role: 'assistant', content: 'Booked.' }],
    };
    storage.values.set(threadId, theirs);

    expect(app.store.answerInterrupt('i1', { payload: 'yes' })).toBe(true);
    await waitFor(() => app.store.messages().some((message) => message.id === 'answer'));
    await app.settle();

    expect(agent.inputs).toHaveLength(1);
    expect(app.store.status()).toBe('success');
    expect(app.threads.warnings()).toContainEqual(
      expect.objectContaining({ kind: 'answered-elsewhere', threadId }),
    );
    expect((storage.values.get(threadId) as ThreadRecord).messages.at(-1)).toMatchObject({
      content: 'Booked.',
    });
  });

  it('sends nothing while another tab holds the answering lock, and shows that tab answering', async () => {
    locks = new FakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const { app, agent, threadId } = await askedApp();
    locks.elsewhere.add(`ngx-ag-ui:answering:default:${threadId}`);

    expect(app.store.answerInterrupt('i1', { payload: 'yes' })).toBe(true);
    await waitFor(() =>
      app.threads.warnings().some((warning) => warning.kind === 'answered-elsewhere'),
    );
    await waitFor(() => app.store.interrupts().length === 0);

    expect(agent.inputs).toHaveLength(1);
    // The other tab's answer is on its way: this one shows it running, with nothing to answer.
    expect(app.store.isRunning()).toBe(true);
  });
});
