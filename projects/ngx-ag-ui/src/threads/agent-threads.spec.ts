import { ApplicationRef, PLATFORM_ID } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import {
  injectAgent,
  injectThreads,
  PAGE_CLOSED_CODE,
  provideAgUi,
  withAgent,
  withThreadStorage,
  type ThreadRecord,
} from 'ngx-ag-ui';
import {
  runStarted,
  ScriptedAgent,
  type ScriptedRun,
  stateSnapshot,
  textAnswer,
  textMessageContent,
  textMessageStart,
} from 'ngx-ag-ui/testing';

import { bootApp, MemoryThreadStorage, waitFor } from './thread-storage.test-helpers';

const answering = (text: string) => new ScriptedAgent((input) => textAnswer(input, text));

/** A run that streams `parts`, one chunk every `delayMs`, then stays open (never finishes). */
function partialRun(input: RunAgentInput, parts: readonly string[], delayMs: number): ScriptedRun {
  return {
    events: [
      [runStarted(input.threadId, input.runId), textMessageStart(`partial-${input.runId}`)],
      ...parts.map((part): BaseEvent => textMessageContent(`partial-${input.runId}`, part)),
    ],
    delayMs,
    hang: true,
  };
}

const streamingForever = (parts: readonly string[], delayMs: number) =>
  new ScriptedAgent((input) => partialRun(input, parts, delayMs));

function saved(storage: MemoryThreadStorage, threadId: string | undefined): ThreadRecord {
  return storage.values.get(threadId ?? '') as ThreadRecord;
}

describe('withThreadStorage', () => {
  beforeEach(() => sessionStorage.clear());

  it('saves the thread when a run ends and restores it on the next start', async () => {
    const storage = new MemoryThreadStorage();
    const first = await bootApp(storage, answering('Signals are reactive values.'));
    first.store.send('What are signals?');
    await first.settle();

    const threadId = first.store.thread().threadId;
    expect(saved(storage, threadId)).toMatchObject({
      version: 1,
      threadId,
      title: 'What are signals?',
      status: 'success',
      error: null,
    });
    expect(saved(storage, threadId).messages.map((message) => message.content)).toEqual([
      'What are signals?',
      'Signals are reactive values.',
    ]);

    const reloaded = await bootApp(storage, answering('unused'));
    expect(reloaded.threads.ready()).toBe(true);
    expect(reloaded.store.thread().threadId).toBe(threadId);
    expect(reloaded.store.messages().map((message) => message.content)).toEqual([
      'What are signals?',
      'Signals are reactive values.',
    ]);
    expect(reloaded.store.status()).toBe('success');
    expect(reloaded.threads.threads().map((thread) => thread.title)).toEqual(['What are signals?']);
  });

  it('saves the state with its citations, and a setState between runs', async () => {
    const citations = { 'c-1': { url: 'https://angular.dev/guide/signals', title: 'Signals' } };
    const storage = new MemoryThreadStorage();
    const agent = new ScriptedAgent((input) => [
      ...textAnswer(input, 'Cited.').slice(0, -1),
      stateSnapshot({ citations }),
      ...textAnswer(input, 'Cited.').slice(-1),
    ]);
    const app = await bootApp(storage, agent);
    app.store.send('Cite something');
    await app.settle();
    const threadId = app.store.thread().threadId;
    expect(saved(storage, threadId).state).toEqual({ citations });

    app.store.setState((state: object) => ({ ...state, theme: 'dark' }));
    await app.settle();
    expect(saved(storage, threadId).state).toEqual({ citations, theme: 'dark' });

    const reloaded = await bootApp(storage, agent);
    expect(reloaded.store.state()).toEqual({ citations, theme: 'dark' });
  });

  it('lists, switches, renames and deletes threads', async () => {
    const storage = new MemoryThreadStorage();
    const app = await bootApp(
      storage,
      new ScriptedAgent((input) => textAnswer(input, `answer ${input.messages.length}`)),
    );
    app.store.send('First question');
    await app.settle();
    const first = app.store.thread().threadId!;

    const second = app.threads.create();
    expect(app.threads.currentId()).toBe(second);
    expect(app.store.messages()).toEqual([]);
    app.store.send('Second question');
    await app.settle();
    expect(app.threads.threads().map((thread) => thread.threadId)).toEqual([second, first]);

    expect(await app.threads.switchTo(first)).toBe(true);
    expect(app.store.messages().map((message) => message.content)).toEqual([
      'First question',
      'answer 1',
    ]);

    expect(await app.threads.rename(second, '  Renamed   thread ')).toBe(true);
    expect(await app.threads.rename(second, '   ')).toBe(false);
    expect(app.threads.threads().find((thread) => thread.threadId === second)?.title).toBe(
      'Renamed thread',
    );
    expect(saved(storage, second).title).toBe('Renamed thread');
    // Renaming does not move a thread up the list.
    expect(app.threads.threads().map((thread) => thread.threadId)).toEqual([second, first]);

    expect(await app.threads.remove(first)).toBe(true);
    expect(storage.values.has(first)).toBe(false);
    expect(app.threads.currentId()).toBe(second);
    expect(app.store.messages().map((message) => message.content)).toEqual([
      'Second question',
      'answer 1',
    ]);
    expect(app.threads.threads().map((thread) => thread.title)).toEqual(['Renamed thread']);
    await app.settle();
    expect(storage.values.has(first)).toBe(false);
  });

  it('restores the thread this tab showed last, not only the latest', async () => {
    const storage = new MemoryThreadStorage();
    const app = await bootApp(storage, answering('ok'));
    app.store.send('Older');
    await app.settle();
    const older = app.store.thread().threadId!;
    // "Latest" is by the time of the last save, and leaving a thread saves it: let the clock
    // move on after create() left the older one, or on a fast machine both saves share a
    // millisecond and neither is the latest.
    app.threads.create();
    const saved = Date.now();
    while (Date.now() === saved);
    app.store.send('Newer');
    await app.settle();
    await app.threads.switchTo(older);
    await app.settle();

    const reloaded = await bootApp(storage, answering('ok'));
    expect(reloaded.store.thread().threadId).toBe(older);
    sessionStorage.clear();
    const newTab = await bootApp(storage, answering('ok'));
    expect(newTab.store.messages()[0].content).toBe('Newer');
  });

  it('saves a run in progress at most once per throttle interval', async () => {
    const storage = new MemoryThreadStorage();
    const parts = Array.from({ length: 20 }, (_, i) => `w${i} `);
    const app = await bootApp(storage, streamingForever(parts, 10), { throttleMs: 60 });
    const started = Date.now();
    app.store.send('Stream slowly');
    await waitFor(() => app.store.messages().at(-1)?.content === parts.join(''));
    const elapsed = Date.now() - started;
    await app.threads.settled();

    // One write at the send, then one per interval at most: never one per chunk.
    expect(storage.writes).toBeGreaterThanOrEqual(2);
    expect(storage.writes).toBeLessThanOrEqual(Math.floor(elapsed / 60) + 2);
    const record = saved(storage, app.store.thread().threadId);
    expect(record.status).toBe('running');
    expect(record.messages.at(-1)?.content).toMatch(/^w0 w1 /);
  });

  it('restores a run cut by a reload as cut short, with Regenerate available', async () => {
    const storage = new MemoryThreadStorage();
    const app = await bootApp(storage, streamingForever(['Partial ', 'answer'], 1), {
      throttleMs: 60_000,
    });
    app.store.send('Explain signals');
    await waitFor(() => app.store.messages().at(-1)?.content === 'Partial answer');
    window.dispatchEvent(new Event('pagehide'));
    await app.threads.settled();
    const threadId = app.store.thread().threadId;
    expect(saved(storage, threadId).messages.at(-1)?.content).toBe('Partial answer');

    const regenerated = answering('Signals are reactive values.');
    const reloaded = await bootApp(storage, regenerated);
    expect(reloaded.store.status()).toBe('error');
    expect(reloaded.store.error()).toMatchObject({ kind: 'truncated', code: PAGE_CLOSED_CODE });
    expect(reloaded.store.messages().map((message) => message.content)).toEqual([
      'Explain signals',
      'Partial answer',
    ]);

    expect(reloaded.store.regenerate()).toBe(true);
    await reloaded.settle();
    expect(regenerated.inputs[0].threadId).toBe(threadId);
    expect(reloaded.store.messages().map((message) => message.content)).toEqual([
      'Explain signals',
      'Signals are reactive values.',
    ]);
    expect(saved(storage, threadId).status).toBe('success');
  });

  it('stops a run when switching away, keeping and saving its partial answer', async () => {
    const storage = new MemoryThreadStorage();
    const agent = new ScriptedAgent((input, call) =>
      call === 0 ? textAnswer(input, 'Done.') : partialRun(input, ['Half '], 1),
    );
    const app = await bootApp(storage, agent);
    app.store.send('Finished thread');
    await app.settle();
    const finished = app.store.thread().threadId!;
    app.threads.create();
    app.store.send('Streaming thread');
    await waitFor(() => app.store.messages().at(-1)?.content === 'Half ');
    const streaming = app.store.thread().threadId!;

    expect(await app.threads.switchTo(finished)).toBe(true);
    await app.threads.settled();
    expect(app.store.isRunning()).toBe(false);
    expect(saved(storage, streaming)).toMatchObject({ status: 'cancelled' });
    expect(saved(storage, streaming).messages.at(-1)?.content).toBe('Half ');
  });

  it('keeps a question asked before the saved threads were listed', async () => {
    const storage = new MemoryThreadStorage();
    await storage.set('saved', {
      version: 1,
      threadId: 'saved',
      title: 'Saved earlier',
      updatedAt: 1,
      messages: [{ id: 'u0', role: 'user', content: 'Saved earlier' }],
      state: {},
      status: 'success',
    });
    let release = () => {};
    const listed = storage.list();
    storage.list = () => new Promise((resolve) => (release = () => resolve(listed)));
    TestBed.configureTestingModule({
      providers: [
        provideAgUi({}, withAgent(answering('Fresh answer.')), withThreadStorage(storage)),
      ],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    const threads = TestBed.runInInjectionContext(() => injectThreads());
    store.send('Asked at once');
    await waitFor(() => store.status() === 'success');
    release();
    await TestBed.inject(ApplicationRef).whenStable();

    expect(store.messages().map((message) => message.content)).toEqual([
      'Asked at once',
      'Fresh answer.',
    ]);
    expect(threads.threads().map((thread) => thread.title)).toEqual([
      'Asked at once',
      'Saved earlier',
    ]);
  });

  it('neither reads nor writes during server rendering', async () => {
    const storage = new MemoryThreadStorage();
    const list = jest.spyOn(storage, 'list');
    TestBed.configureTestingModule({
      providers: [
        { provide: PLATFORM_ID, useValue: 'server' },
        provideAgUi({}, withAgent(answering('Rendered.')), withThreadStorage(storage)),
      ],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    store.send('On the server');
    await TestBed.inject(ApplicationRef).whenStable();
    expect(store.messages()).toHaveLength(2);
    expect(list).not.toHaveBeenCalled();
    expect(storage.writes).toBe(0);
  });
});
