import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import {
  injectAgent,
  injectThreads,
  provideAgUi,
  withAgent,
  withThreadStorage,
  type AgentStore,
  type AgentThreads,
  type ThreadRecord,
} from 'ngx-ag-ui';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

import { loadThreadsEngine, type ThreadsEngineModule } from './load-threads-engine';
import { MemoryThreadStorage, waitFor } from './thread-storage.test-helpers';

// The engine's load is the spec's to let through or fail: a chunk that arrives late, or never.
jest.mock('./load-threads-engine', () => ({
  ...jest.requireActual<typeof import('./load-threads-engine')>('./load-threads-engine'),
  loadThreadsEngine: jest.fn(),
}));
const load = jest.mocked(loadThreadsEngine);

/** The next load of the engine, held until `arrive()` or `fail()`. */
function holdNextLoad(): { arrive(): void; fail(cause: unknown): void } {
  let arrive = () => {};
  let fail: (cause: unknown) => void = () => {};
  const loading = new Promise<ThreadsEngineModule>((resolve, reject) => {
    arrive = () => resolve(jest.requireActual('./threads-engine'));
    fail = reject;
  });
  load.mockReturnValueOnce(loading);
  return { arrive, fail };
}

function record(threadId: string, updatedAt: number): ThreadRecord {
  return {
    version: 1,
    threadId,
    title: threadId,
    updatedAt,
    messages: [{ id: `${threadId}-u`, role: 'user', content: `question of ${threadId}` }],
    state: {},
    status: 'success',
    error: null,
    interrupts: [],
  };
}

/** Starts an app whose agent saves to `storage`, without waiting for anything. */
function start(storage: MemoryThreadStorage): {
  store: AgentStore;
  threads: AgentThreads;
  stable: () => boolean;
} {
  TestBed.configureTestingModule({
    providers: [
      provideAgUi(
        {},
        withAgent(new ScriptedAgent((input) => textAnswer(input, 'An answer.'))),
        withThreadStorage(storage),
      ),
    ],
  });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  const threads = TestBed.runInInjectionContext(() => injectThreads());
  let stable = false;
  void TestBed.inject(ApplicationRef)
    .whenStable()
    .then(() => (stable = true));
  return { store, threads, stable: () => stable };
}

const pause = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
const contents = (store: AgentStore) => store.messages().map((message) => message.content);

describe('AgentThreads before its engine has loaded', () => {
  beforeEach(() => {
    sessionStorage.clear();
    load.mockReset();
    // A load a spec did not hold fails, as a missing chunk would.
    load.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
  });

  it('keeps the app unstable, then runs the calls made meanwhile', async () => {
    const storage = new MemoryThreadStorage();
    await storage.set('older', record('older', 1));
    await storage.set('newer', record('newer', 2));
    const engine = holdNextLoad();
    const { store, threads, stable } = start(storage);

    const switched = threads.switchTo('older');
    const renamed = threads.rename('newer', 'Renamed early');
    await pause();
    expect(stable()).toBe(false);
    expect(threads.ready()).toBe(false);
    expect(store.thread().threadId).toBeUndefined();

    engine.arrive();
    expect(await switched).toBe(true);
    expect(await renamed).toBe(true);
    await waitFor(stable);
    expect(threads.ready()).toBe(true);
    // The switch asked for wins over restoring the latest thread.
    expect(threads.currentId()).toBe('older');
    expect(contents(store)).toEqual(['question of older']);
    expect((storage.values.get('newer') as ThreadRecord).title).toBe('Renamed early');
    expect(threads.threads().map((thread) => thread.title)).toEqual(['Renamed early', 'older']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a created thread at once and saves the one it left when the engine comes', async () => {
    const storage = new MemoryThreadStorage();
    await storage.set('saved', record('saved', 1));
    const engine = holdNextLoad();
    const { store, threads, stable } = start(storage);
    store.send('Asked before the engine');
    await waitFor(() => store.status() === 'success');
    const asked = store.thread().threadId!;

    const created = threads.create();
    expect(threads.currentId()).toBe(created);
    expect(store.messages()).toEqual([]);
    expect(storage.values.has(asked)).toBe(false);

    engine.arrive();
    await waitFor(stable);
    await threads.settled();
    expect(storage.values.get(asked)).toMatchObject({
      threadId: asked,
      title: 'Asked before the engine',
      status: 'success',
    });
    // The new thread stays shown: the start restores no saved thread over a chosen one.
    expect(threads.currentId()).toBe(created);
    expect(store.messages()).toEqual([]);
    expect(threads.threads().map((thread) => thread.threadId)).toEqual([asked, 'saved']);
  });

  it('turns a failed load into a warning, and loads again at the next call', async () => {
    const storage = new MemoryThreadStorage();
    await storage.set('saved', record('saved', 1));
    const engine = holdNextLoad();
    const { store, threads, stable } = start(storage);
    const switched = threads.switchTo('saved');
    const cause = new Error('Failed to fetch dynamically imported module');
    engine.fail(cause);

    expect(await switched).toBe(false);
    await waitFor(stable);
    expect(threads.ready()).toBe(true);
    expect(threads.warnings()).toEqual([
      {
        kind: 'read-failed',
        message: expect.stringContaining('their code did not load'),
        cause,
      },
    ]);
    expect(await threads.rename('saved', 'Not now')).toBe(false);
    expect(threads.warnings()).toHaveLength(2);
    expect(store.send('Still works')).toBe(true);
    await waitFor(() => store.status() === 'success');
    await expect(threads.settled()).resolves.toBeUndefined();
    // The record set up above, and nothing since: without its engine nothing is written.
    expect(storage.writes).toBe(1);

    // The next call loads the engine again: it saves the thread left and starts saving.
    load.mockImplementation(() => Promise.resolve(jest.requireActual('./threads-engine')));
    const asked = store.thread().threadId!;
    const created = threads.create();
    await waitFor(() => storage.values.has(asked));
    expect(threads.currentId()).toBe(created);
    store.send('After the engine');
    await waitFor(() => store.status() === 'success');
    await TestBed.inject(ApplicationRef).whenStable();
    await threads.settled();
    expect(storage.values.get(created)).toMatchObject({ title: 'After the engine' });
    expect(threads.threads().map((thread) => thread.threadId)).toEqual([created, asked, 'saved']);
    expect(threads.warnings()).toHaveLength(2);
  });
});
