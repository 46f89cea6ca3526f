import {
  localStorageThreadStorage,
  type ThreadRecord,
  type ThreadRecordMigration,
  type ThreadStorage,
} from 'ngx-ag-ui';
import { ScriptedAgent, textAnswer } from 'ngx-ag-ui/testing';

import { bootApp, MemoryThreadStorage } from './thread-storage.test-helpers';

const agent = () => new ScriptedAgent((input) => textAnswer(input, `answer ${input.runId}`));

function record(threadId: string, fields: Partial<ThreadRecord> = {}): ThreadRecord {
  return {
    version: 1,
    threadId,
    title: threadId,
    updatedAt: 1_700_000_000_000,
    messages: [{ id: `${threadId}-u`, role: 'user', content: `question of ${threadId}` }],
    state: {},
    status: 'success',
    error: null,
    interrupts: [],
    ...fields,
  };
}

describe('withThreadStorage when the storage fails', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('warns when the storage is full, keeps the thread in memory and retries at the next save', async () => {
    const storage = localStorageThreadStorage();
    const app = await bootApp(storage, agent());
    // Fill the origin's quota (jsdom enforces the browsers' 5 MB) so that the next write fails.
    localStorage.setItem('filler', 'x'.repeat(4_999_900));
    app.store.send('Will not fit');
    await app.settle();

    const threadId = app.store.thread().threadId!;
    expect(
      app.threads.warnings().map((warning) => [warning.kind, warning.threadId]),
    ).toContainEqual(['quota-exceeded', threadId]);
    expect(app.store.messages().map((message) => message.content)).toEqual([
      'Will not fit',
      expect.stringMatching(/^answer /),
    ]);
    expect(app.threads.threads().map((thread) => thread.threadId)).toEqual([threadId]);
    expect(await storage.get(threadId)).toBeUndefined();

    localStorage.removeItem('filler');
    app.store.setState({ retried: true });
    await app.settle();
    expect(await storage.get(threadId)).toMatchObject({
      threadId,
      state: { retried: true },
      messages: [expect.objectContaining({ content: 'Will not fit' }), expect.anything()],
    });
  });

  it('calls any other failed write a write-failed warning', async () => {
    const storage = new MemoryThreadStorage();
    storage.failures.push(new TypeError('cannot clone'));
    const app = await bootApp(storage, agent());
    app.store.send('Hi');
    await app.settle();
    expect(app.threads.warnings()[0]).toMatchObject({
      kind: 'write-failed',
      message: expect.stringContaining('TypeError: cannot clone'),
    });
    expect(storage.values.size).toBe(0);
    app.store.setState({ retried: true });
    await app.settle();
    expect(storage.values.size).toBe(1);
  });

  it('skips a corrupt record with a warning and loads the others', async () => {
    localStorage.setItem('ngx-ag-ui:thread:broken', '{"version":1,"threadId":"bro');
    localStorage.setItem(
      'ngx-ag-ui:thread:no-messages',
      JSON.stringify({ ...record('nm'), messages: 3 }),
    );
    localStorage.setItem('ngx-ag-ui:thread:good', JSON.stringify(record('good')));
    localStorage.setItem('unrelated', 'left alone');
    const app = await bootApp(localStorageThreadStorage(), agent());

    expect(app.threads.threads().map((thread) => thread.threadId)).toEqual(['good']);
    expect(app.store.messages()[0].content).toBe('question of good');
    expect(app.threads.warnings().map((warning) => [warning.kind, warning.threadId])).toEqual([
      ['corrupt-record', undefined],
      ['corrupt-record', 'nm'],
    ]);
    expect(app.threads.warnings()[1].message).toContain('"messages" is not a list of messages');
  });

  it('refuses a record whose messages would break every run, and runs on', async () => {
    const broken = record('broken', {
      updatedAt: 1_800_000_000_000,
      messages: [
        { id: 'u1', role: 'user', content: 'q' },
        { id: 'a1', role: 'assistant', toolCalls: { length: 1 } } as never,
      ],
    });
    localStorage.setItem('ngx-ag-ui:thread:broken', JSON.stringify(broken));
    localStorage.setItem('ngx-ag-ui:thread:good', JSON.stringify(record('good')));
    const app = await bootApp(localStorageThreadStorage(), agent());

    expect(app.threads.threads().map((thread) => thread.threadId)).toEqual(['good']);
    expect(app.threads.warnings()).toEqual([
      expect.objectContaining({
        kind: 'corrupt-record',
        threadId: 'broken',
        message: expect.stringContaining('messages[1].toolCalls: expected an array'),
      }),
    ]);
    app.store.send('And now?');
    await app.settle();
    expect(app.store.error()).toBeNull();
    expect(app.store.status()).toBe('success');
    expect(app.store.messages().map((message) => message.content)).toEqual([
      'question of good',
      'And now?',
      expect.stringMatching(/^answer /),
    ]);
  });

  it('restores a record cleaned of unknown members, and a run on it works', async () => {
    const dirty = record('dirty', {
      messages: [
        { id: 'u1', role: 'user', content: 'q', onclick: 'alert(1)' } as never,
        { id: 'a1', role: 'assistant', content: 'a', citations: 'junk' } as never,
      ],
    });
    localStorage.setItem('ngx-ag-ui:thread:dirty', JSON.stringify(dirty));
    const app = await bootApp(localStorageThreadStorage(), agent());
    expect(app.store.messages()).toEqual([
      { id: 'u1', role: 'user', content: 'q' },
      { id: 'a1', role: 'assistant', content: 'a' },
    ]);
    app.store.send('More');
    await app.settle();
    expect(app.store.status()).toBe('success');
    expect(app.store.messages()).toHaveLength(4);
  });

  it('warns and keeps what is in memory when the list cannot be read', async () => {
    const storage: ThreadStorage = {
      get: async () => undefined,
      set: async () => undefined,
      delete: async () => undefined,
      list: () => Promise.reject(new Error('offline')),
    };
    const app = await bootApp(storage, agent());
    expect(app.threads.ready()).toBe(true);
    expect(app.threads.warnings()).toEqual([
      expect.objectContaining({ kind: 'read-failed', message: expect.stringContaining('offline') }),
    ]);
    expect(app.store.send('Still works')).toBe(true);
  });
});

describe('withThreadStorage with versioned records', () => {
  beforeEach(() => sessionStorage.clear());

  /** Version 2 of an app renamed its state's `topic` to `subject`. */
  const migrate: ThreadRecordMigration = (old, fromVersion) => {
    if (fromVersion !== 1) throw new Error(`no migration from ${fromVersion}`);
    const { topic } = old.state as { topic: string };
    return { ...old, version: 2, state: { subject: topic } };
  };

  it('passes an older record through the migrate hook', async () => {
    const storage = new MemoryThreadStorage();
    await storage.set('old', record('old', { state: { topic: 'signals' } }));
    const app = await bootApp(storage, agent(), { version: 2, migrate });

    expect(app.threads.warnings()).toEqual([]);
    expect(app.store.thread().threadId).toBe('old');
    expect(app.store.state()).toEqual({ subject: 'signals' });
    app.store.send('And now?');
    await app.settle();
    expect(storage.values.get('old')).toMatchObject({ version: 2, state: { subject: 'signals' } });
  });

  it('skips a newer record, an older one without a hook, and a failing migration', async () => {
    const storage = new MemoryThreadStorage();
    await storage.set('newer', record('newer', { version: 3, updatedAt: 3 }));
    await storage.set('ancient', record('ancient', { version: 0, updatedAt: 2 }));
    await storage.set('fine', record('fine', { version: 2, updatedAt: 1 }));
    const app = await bootApp(storage, agent(), { version: 2, migrate });

    expect(app.threads.threads().map((thread) => thread.threadId)).toEqual(['fine']);
    expect(app.threads.warnings().map((warning) => [warning.kind, warning.threadId])).toEqual([
      ['unsupported-version', 'newer'],
      ['migration-failed', 'ancient'],
    ]);
    expect(app.threads.warnings()[1].message).toContain('the migrate hook threw');

    const withoutHook = await bootApp(storage, agent(), { version: 4 });
    expect(withoutHook.threads.threads()).toEqual([]);
    expect(withoutHook.threads.warnings()[0].message).toContain('with no migrate hook');
  });

  it('skips a migration that returns the wrong version', async () => {
    const storage = new MemoryThreadStorage();
    await storage.set('old', record('old'));
    const app = await bootApp(storage, agent(), { version: 2, migrate: (old) => old });
    expect(app.threads.threads()).toEqual([]);
    expect(app.threads.warnings()[0]).toMatchObject({
      kind: 'migration-failed',
      message: expect.stringContaining('it returned version 1, not 2'),
    });
  });
});
