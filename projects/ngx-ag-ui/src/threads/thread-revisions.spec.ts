import type { ThreadRecord } from 'ngx-ag-ui';
import { runFinished, runStarted, ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

import { bootApp, MemoryThreadStorage, waitFor } from './thread-storage.test-helpers';

const answering = (text: string) => new ScriptedAgent((input) => textAnswer(input, text));

function saved(storage: MemoryThreadStorage, threadId: string | undefined): ThreadRecord {
  return storage.values.get(threadId ?? '') as ThreadRecord;
}

const contents = (record: { readonly messages: readonly { content?: unknown }[] }) =>
  record.messages.map((message) => message.content);

/** What another tab saves: the record with a question and answer added, one revision on. */
function askedElsewhere(record: ThreadRecord): ThreadRecord {
  return {
    ...record,
    revision: (record.revision ?? 0) + 1,
    updatedAt: record.updatedAt + 1,
    messages: [
      ...record.messages,
      { id: 'b-q', role: 'user', content: 'Asked in tab B' },
      { id: 'b-a', role: 'assistant', content: 'Answered in tab B' },
    ],
  };
}

describe('withThreadStorage with several tabs', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('counts a revision up at each save of a thread', async () => {
    const storage = new MemoryThreadStorage();
    const app = await bootApp(storage, answering('One.'));
    app.store.send('First');
    await app.settle();
    const threadId = app.store.thread().threadId;
    const first = saved(storage, threadId).revision ?? 0;
    expect(first).toBeGreaterThanOrEqual(1);
    app.store.send('Second');
    await app.settle();
    expect(saved(storage, threadId).revision).toBeGreaterThan(first);
  });

  it('never writes an older copy over a newer one saved by another tab, and shows the newer', async () => {
    const storage = new MemoryThreadStorage();
    const tabA = await bootApp(storage, answering('One.'));
    tabA.store.send('First');
    await tabA.settle();
    const threadId = tabA.store.thread().threadId;
    const newer = askedElsewhere(saved(storage, threadId));
    storage.values.set(threadId!, newer);

    // Tab A saves again (unaware: no announcement reached it), holding the older copy.
    await tabA.threads.save();
    await tabA.settle();

    expect(contents(saved(storage, threadId))).toEqual(contents(newer));
    expect(tabA.threads.warnings()).toContainEqual(
      expect.objectContaining({ kind: 'stale-write', threadId }),
    );
    // Tab A now shows what tab B saved, and its next save builds on it.
    await waitFor(() => tabA.store.messages().length === 4);
    window.dispatchEvent(new Event('pagehide'));
    await tabA.settle();
    expect(contents(saved(storage, threadId))).toEqual(contents(newer));
    expect(saved(storage, threadId).revision).toBeGreaterThan(newer.revision ?? 0);
  });

  it('follows a save announced by another tab (the storage-event fallback)', async () => {
    const storage = new MemoryThreadStorage();
    const tabA = await bootApp(storage, answering('One.'));
    tabA.store.send('First');
    await tabA.settle();
    const threadId = tabA.store.thread().threadId!;
    const newer = askedElsewhere(saved(storage, threadId));
    storage.values.set(threadId, newer);

    // jsdom has no BroadcastChannel: tabs announce their saves through a localStorage key.
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'ngx-ag-ui:thread-saved:default',
        newValue: JSON.stringify({ threadId, revision: newer.revision, at: 1 }),
      }),
    );
    await waitFor(() => tabA.store.messages().length === 4);
    expect(tabA.store.messages().map((message) => message.content)).toEqual(contents(newer));
    expect(tabA.threads.warnings()).toEqual([]);

    // Tab A closes afterwards: its pagehide save (written at once, no read) keeps tab B's question.
    window.dispatchEvent(new Event('pagehide'));
    await tabA.settle();
    expect(contents(saved(storage, threadId))).toEqual(contents(newer));
    expect(saved(storage, threadId).revision).toBeGreaterThan(newer.revision ?? 0);
  });

  it.each<[string, unknown]>([
    ['a string', '7'],
    ['negative', -3],
    ['fractional', 1.5],
    ['larger than a safe integer', 2 ** 60],
  ])('reads a damaged revision (%s) as 0: the next save replaces it', async (_, revision) => {
    const storage = new MemoryThreadStorage();
    const app = await bootApp(storage, answering('One.'));
    app.store.send('First');
    await app.settle();
    const threadId = app.store.thread().threadId!;
    storage.values.set(threadId, { ...saved(storage, threadId), revision });

    const reloaded = await bootApp(storage, answering('Two.'));
    reloaded.store.send('Second');
    await reloaded.settle();
    expect(saved(storage, threadId).revision).toBe(1);
    expect(contents(saved(storage, threadId))).toEqual(['First', 'One.', 'Second', 'Two.']);
    expect(reloaded.threads.warnings()).toEqual([]);
  });

  it('reads a record saved without a revision (an earlier release) as revision 0', async () => {
    const storage = new MemoryThreadStorage();
    const app = await bootApp(storage, answering('One.'));
    app.store.send('First');
    await app.settle();
    const threadId = app.store.thread().threadId!;
    const { revision: _dropped, ...old } = saved(storage, threadId);
    storage.values.set(threadId, old);

    const reloaded = await bootApp(storage, answering('Two.'));
    reloaded.store.send('Second');
    await reloaded.settle();
    expect(saved(storage, threadId).revision).toBeGreaterThanOrEqual(1);
    expect(reloaded.threads.warnings()).toEqual([]);
  });
});

describe('withThreadStorage with an interrupt open in two tabs', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('shows the answer another tab started, so this tab cannot answer the interrupt again', async () => {
    const storage = new MemoryThreadStorage();
    const agent = new ScriptedAgent((input, call) => [
      runStarted(input.threadId, input.runId),
      runFinished(
        input.threadId,
        input.runId,
        call === 0
          ? { outcome: { type: 'interrupt', interrupts: [{ id: 'i1', reason: 'confirm' }] } }
          : {},
      ),
    ]);
    const tabA = await bootApp(storage, agent);
    tabA.store.send('Book it');
    await tabA.settle();
    expect(tabA.store.status()).toBe('interrupted');
    const threadId = tabA.store.thread().threadId!;

    // Tab B answered it: its resumed run is under way, saved as running.
    const answered = saved(storage, threadId);
    const running = { ...answered, revision: (answered.revision ?? 0) + 1, status: 'running' };
    storage.values.set(threadId, { ...running, interrupts: [] });
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'ngx-ag-ui:thread-saved:default',
        newValue: JSON.stringify({ threadId, revision: running.revision, at: 2 }),
      }),
    );
    await waitFor(() => tabA.store.status() === 'running');

    expect(tabA.store.answerInterrupt('i1', { payload: 'yes' })).toBe(false);
    await tabA.settle();
    expect(agent.inputs).toHaveLength(1);
    expect(tabA.store.error()).toBeNull();
  });
});
