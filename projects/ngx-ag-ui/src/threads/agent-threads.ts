import { DOCUMENT, isPlatformBrowser } from '@angular/common';
import {
  computed,
  DestroyRef,
  effect,
  inject,
  Injector,
  PendingTasks,
  PLATFORM_ID,
  signal,
  untracked,
  type Signal,
} from '@angular/core';
import { createAgentThread, type AgentThread } from 'ngx-ag-ui/core/runtime';

import { DEFAULT_AGENT_ID, type AgUiConfig } from '../provide/ag-ui-config';
import type { AgentStore } from '../store/agent-store';
import { randomId } from '../store/random-id';
import { CurrentThreadPointer } from './current-thread-pointer';
import { loadRecordReader } from './load-record-reader';
import type { ThreadRecordMigration } from './read-thread-record';
import {
  toAgentThread,
  toThreadRecord,
  toThreadSummary,
  type ThreadRecord,
  type ThreadSummary,
} from './thread-record';
import { ThreadSaver } from './thread-saver';
import type { ThreadStorage } from './thread-storage';
import { DEFAULT_THREAD_SAVE_THROTTLE, type ThreadStorageOptions } from './thread-storage-options';
import {
  MAX_THREAD_STORAGE_WARNINGS,
  toStorageWarning,
  type ThreadStorageWarning,
} from './thread-storage-warning';

/**
 * The saved conversations of one agent (`withThreadStorage()`; get it with `injectThreads()`):
 * the list as a signal, and switching, creating, renaming and deleting threads. The thread
 * shown is saved when a run ends, on `setState`, during a run (throttled) and on `pagehide`;
 * at start the thread this tab showed last (or the most recent) is restored.
 */
export class AgentThreads {
  readonly #store: AgentStore;
  readonly #config: AgUiConfig;
  readonly #storage: ThreadStorage;
  readonly #version: number;
  readonly #migrate: ThreadRecordMigration | undefined;
  readonly #throttleMs: number;
  readonly #saver: ThreadSaver;
  readonly #pointer: CurrentThreadPointer;
  readonly #list = signal<readonly ThreadSummary[]>([]);
  readonly #warnings = signal<readonly ThreadStorageWarning[]>([]);
  readonly #ready = signal(false);
  readonly #pendingTasks = inject(PendingTasks);
  /** The last thread saved or restored: the same object again needs no save. */
  #seen: AgentThread | undefined;
  #lastWrite = Number.NEGATIVE_INFINITY;
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** Saved threads, most recently updated first. */
  readonly threads: Signal<readonly ThreadSummary[]> = this.#list.asReadonly();
  /** The id of the thread the store shows (`undefined` before its first run on a fresh start). */
  readonly currentId: Signal<string | undefined>;
  /** Storage problems (full, unreadable or corrupt records), oldest first. */
  readonly warnings: Signal<readonly ThreadStorageWarning[]> = this.#warnings.asReadonly();
  /** Whether the saved threads have been listed and the last one restored. */
  readonly ready: Signal<boolean> = this.#ready.asReadonly();

  constructor(
    store: AgentStore,
    config: AgUiConfig,
    storage: ThreadStorage,
    options: ThreadStorageOptions = {},
  ) {
    this.#store = store;
    this.#config = config;
    this.#storage = storage;
    this.#version = options.version ?? 1;
    this.#migrate = options.migrate;
    this.#throttleMs = options.throttleMs ?? DEFAULT_THREAD_SAVE_THROTTLE;
    this.#saver = new ThreadSaver(storage, (warning) => this.#warn(warning));
    this.currentId = computed(() => store.thread().threadId);
    const document = inject(DOCUMENT);
    this.#pointer = new CurrentThreadPointer(
      config.agentId ?? DEFAULT_AGENT_ID,
      () => document.defaultView?.sessionStorage,
    );
    // Server rendering has no storage to read: the browser restores the thread when it boots.
    if (!isPlatformBrowser(inject(PLATFORM_ID))) return;
    this.#watch(document);
    void this.#start(this.#pendingTasks.add());
  }

  /**
   * Shows the saved thread `threadId`, after saving the one shown (a run in progress is stopped
   * first, its partial answer kept). @returns `false` when it cannot be read (see `warnings()`).
   */
  switchTo(threadId: string): Promise<boolean> {
    if (threadId === this.currentId()) return Promise.resolve(true);
    // whenStable() and server rendering wait for the switch, as they wait for a run.
    return this.#task(async () => {
      const record = await this.#load(threadId);
      if (!record) return false;
      this.#leave(true);
      this.#show(toAgentThread(record));
      return true;
    });
  }

  /**
   * Starts a new, empty thread (from the configured state and messages), after saving the one
   * shown. It is saved, and listed, from its first message. @returns Its id.
   */
  create(): string {
    this.#leave(true);
    const thread = this.#freshThread();
    this.#show(thread);
    return thread.threadId;
  }

  /** Renames a thread (a blank title is refused). @returns Whether it was renamed. */
  async rename(threadId: string, title: string): Promise<boolean> {
    const name = title.replace(/\s+/g, ' ').trim();
    if (name === '') return false;
    const listed = this.#list().find((summary) => summary.threadId === threadId);
    let record: ThreadRecord | undefined;
    if (threadId === this.currentId()) {
      record = this.#recordOfShown(threadId, name, listed?.updatedAt ?? Date.now());
    } else {
      const saved = await this.#load(threadId);
      record = saved && { ...saved, title: name };
    }
    if (!record) return false;
    const renamed = record;
    this.#remember(renamed);
    await this.#saver.write(threadId, () => renamed);
    return true;
  }

  /**
   * Deletes a saved thread. Deleting the one shown stops its run and shows the most recent other
   * thread, or a new one. @returns `false` when the storage refused (it stays listed).
   */
  remove(threadId: string): Promise<boolean> {
    return this.#task(() => this.#remove(threadId));
  }

  async #remove(threadId: string): Promise<boolean> {
    this.#saver.forget(threadId);
    if (threadId === this.currentId()) {
      const next = this.#list().find((summary) => summary.threadId !== threadId);
      const record = next && (await this.#load(next.threadId));
      this.#leave(false);
      this.#show(record ? toAgentThread(record) : this.#freshThread());
    }
    try {
      await this.#storage.delete(threadId);
    } catch (cause) {
      this.#warn(toStorageWarning('delete-failed', cause, threadId));
      return false;
    }
    this.#list.update((list) => list.filter((summary) => summary.threadId !== threadId));
    return true;
  }

  /** Saves the thread shown now, whatever the throttle. @returns When the write has landed. */
  save(): Promise<void> {
    this.#saveShown();
    return this.#saver.settled();
  }

  /** Resolves once every write asked for so far has landed or failed (tests, before a reload). */
  settled(): Promise<void> {
    return this.#saver.settled();
  }

  /** Lists the saved threads, then restores the one this tab showed last (or the latest). */
  async #start(done: () => void): Promise<void> {
    try {
      let records: readonly ThreadRecord[];
      try {
        records = await this.#read(await this.#storage.list());
      } catch (cause) {
        this.#warn(toStorageWarning('read-failed', cause));
        return;
      }
      const listed = new Map<string, ThreadSummary>();
      for (const record of records) listed.set(record.threadId, toThreadSummary(record));
      // Threads saved since start (a question asked before the list came) are newer than the list.
      for (const summary of this.#list()) listed.set(summary.threadId, summary);
      this.#list.set(sortByRecent([...listed.values()]));
      const wanted = this.#pointer.read();
      const candidates = this.#list().filter((summary) => summary.threadId !== wanted);
      const ids = [...(wanted && listed.has(wanted) ? [wanted] : []), ...candidates.map(idOf)];
      for (const threadId of ids) {
        if (!this.#pristine()) break;
        const record = await this.#load(threadId);
        if (!record) continue;
        if (this.#pristine()) this.#show(toAgentThread(record));
        break;
      }
    } finally {
      this.#ready.set(true);
      done();
    }
  }

  /** Saves on every change of the thread shown, and on `pagehide`. */
  #watch(document: Document): void {
    const injector = inject(Injector);
    effect(
      () => {
        const thread = this.#store.thread();
        const running = this.#store.isRunning();
        untracked(() => this.#changed(thread, running));
      },
      { injector },
    );
    const window = document.defaultView;
    const onPageHide = () => this.#saveShown();
    window?.addEventListener('pagehide', onPageHide);
    inject(DestroyRef).onDestroy(() => {
      window?.removeEventListener('pagehide', onPageHide);
      clearTimeout(this.#timer);
    });
  }

  #changed(thread: AgentThread, running: boolean): void {
    if (thread.threadId !== undefined) this.#pointer.write(thread.threadId);
    if (thread === this.#seen && !running) return;
    if (!running) {
      this.#saveShown();
      return;
    }
    // While a run streams, save at most once per throttle interval: enough for a reload to
    // show most of the answer, without serialising the thread at every chunk.
    const wait = this.#lastWrite + this.#throttleMs - Date.now();
    if (wait <= 0) this.#saveShown();
    else this.#timer ??= setTimeout(() => this.#saveShown(), wait);
  }

  /** Queues a write of the thread shown, if it has an id and messages (or a listed title). */
  #saveShown(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const thread = this.#store.thread();
    const threadId = thread.threadId;
    const listed = this.#list().find((summary) => summary.threadId === threadId);
    if (threadId === undefined || (thread.messages.length === 0 && !listed)) return;
    this.#seen = thread;
    this.#lastWrite = Date.now();
    const record = this.#recordOfShown(threadId, listed?.title ?? '', this.#lastWrite);
    this.#remember(record);
    void this.#saver.write(threadId, () => record);
  }

  /** The record of the thread shown; `'running'` while a run is requested, streams or calls tools. */
  #recordOfShown(threadId: string, title: string, updatedAt: number): ThreadRecord {
    const thread = this.#store.thread();
    const record = toThreadRecord({ ...thread, threadId }, title, this.#version, updatedAt);
    return this.#store.isRunning() ? { ...record, status: 'running' } : record;
  }

  /** Leaves the thread shown: stops its run (keeping the partial answer), saves it if asked. */
  #leave(save: boolean): void {
    if (this.#store.isRunning()) this.#store.stop();
    if (save) this.#saveShown();
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #show(thread: AgentThread & { readonly threadId?: string }): void {
    this.#seen = thread;
    this.#store.restore(thread);
    if (thread.threadId !== undefined) this.#pointer.write(thread.threadId);
  }

  async #load(threadId: string): Promise<ThreadRecord | undefined> {
    let value: unknown;
    let records: readonly ThreadRecord[];
    try {
      value = await this.#storage.get(threadId);
      records = value === undefined ? [] : await this.#read([value]);
    } catch (cause) {
      this.#warn(toStorageWarning('read-failed', cause, threadId));
      return undefined;
    }
    if (value === undefined)
      this.#list.update((list) => list.filter((summary) => summary.threadId !== threadId));
    return records[0];
  }

  /**
   * The stored values that are thread records (migrated), each other one warned about. The
   * checker is loaded at the first read, off the app's initial bundle.
   */
  async #read(values: readonly unknown[]): Promise<ThreadRecord[]> {
    const { readThreadRecord } = await loadRecordReader();
    const records: ThreadRecord[] = [];
    for (const value of values) {
      const read = readThreadRecord(value, this.#version, this.#migrate);
      if (read.warning) this.#warn(read.warning);
      else records.push(read.record);
    }
    return records;
  }

  /** Puts the record's summary into the list (in memory first: a failed write loses nothing). */
  #remember(record: ThreadRecord): void {
    const summary = toThreadSummary(record);
    this.#list.update((list) =>
      sortByRecent([...list.filter((item) => item.threadId !== record.threadId), summary]),
    );
  }

  /** Whether the store still shows its initial, untouched thread (restoring would lose nothing). */
  #pristine(): boolean {
    return this.#store.messages().length === 0 && !this.#store.isRunning();
  }

  #freshThread(): AgentThread & { readonly threadId: string } {
    const { state, messages } = this.#config;
    const thread = createAgentThread({ state, messages: messages ? [...messages] : undefined });
    return { ...thread, threadId: randomId() };
  }

  /** Runs `work` as a pending task: whenStable() and server rendering wait for it. */
  async #task<T>(work: () => Promise<T>): Promise<T> {
    const done = this.#pendingTasks.add();
    try {
      return await work();
    } finally {
      done();
    }
  }

  #warn(warning: ThreadStorageWarning): void {
    this.#warnings.update((list) => [...list, warning].slice(-MAX_THREAD_STORAGE_WARNINGS));
  }
}

function sortByRecent(list: ThreadSummary[]): ThreadSummary[] {
  return list.sort((a, b) => b.updatedAt - a.updatedAt);
}

function idOf(summary: ThreadSummary): string {
  return summary.threadId;
}
