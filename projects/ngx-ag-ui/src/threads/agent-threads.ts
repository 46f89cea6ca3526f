import { DOCUMENT, isPlatformBrowser } from '@angular/common';
import {
  computed,
  DestroyRef,
  inject,
  Injector,
  PendingTasks,
  PLATFORM_ID,
  signal,
  type Signal,
} from '@angular/core';
import type { AgentThread } from 'ngx-ag-ui/core/runtime';

import type { AgUiConfig } from '../provide/ag-ui-config';
import type { AgentStore } from '../store/agent-store';
import { freshThread } from './fresh-thread';
import {
  engineLoadWarning,
  loadThreadsEngine,
  type ThreadsEngineModule,
} from './load-threads-engine';
import type { AnswerVersions } from './answer-versions';
import type { ThreadSummary } from './thread-record';
import type { ThreadStorage } from './thread-storage';
import type { ThreadStorageOptions } from './thread-storage-options';
import { MAX_THREAD_STORAGE_WARNINGS, type ThreadStorageWarning } from './thread-storage-warning';
import type { ThreadsEngine } from './threads-engine';

/**
 * The saved conversations of one agent (`withThreadStorage()`; get it with `injectThreads()`):
 * the list as a signal, and switching, creating, renaming and deleting threads. The thread
 * shown is saved when a run ends, on `setState`, during a run (throttled) and on `pagehide`;
 * at start the thread this tab showed last (or the most recent) is restored.
 */
export class AgentThreads {
  // The work is done by a `ThreadsEngine`, loaded when the store starts (load-threads-engine.ts);
  // this class keeps the signals and queues the calls made before the engine has loaded.
  readonly #store: AgentStore;
  readonly #config: AgUiConfig;
  readonly #storage: ThreadStorage;
  readonly #options: ThreadStorageOptions;
  readonly #list = signal<readonly ThreadSummary[]>([]);
  readonly #warnings = signal<readonly ThreadStorageWarning[]>([]);
  readonly #ready = signal(false);
  readonly #versions = signal<AnswerVersions>({});
  readonly #pendingTasks = inject(PendingTasks);
  readonly #injector = inject(Injector);
  readonly #destroyRef = inject(DestroyRef);
  readonly #window = inject(DOCUMENT).defaultView;
  readonly #browser = isPlatformBrowser(inject(PLATFORM_ID));
  #destroyed = false;
  /** The engine being loaded (`undefined` after a failed load: the next call tries again). */
  #engine: Promise<ThreadsEngine | undefined> | undefined;
  #loaded: ThreadsEngine | undefined;
  /** Threads `create()` left before the engine had loaded: it saves them when it comes. */
  readonly #left: AgentThread[] = [];

  /** Saved threads, most recently updated first. */
  readonly threads: Signal<readonly ThreadSummary[]> = this.#list.asReadonly();
  /** The id of the thread the store shows (`undefined` before its first run on a fresh start). */
  readonly currentId: Signal<string | undefined>;
  /** Storage problems (full, unreadable or corrupt records), oldest first. */
  readonly warnings: Signal<readonly ThreadStorageWarning[]> = this.#warnings.asReadonly();
  /**
   * The earlier versions of the turns of the thread shown: an edit or a regenerate keeps what it
   * replaced. `versionPosition()` tells a message's `‹ 2 / 3 ›`; `switchVersion()` flips.
   */
  readonly versions: Signal<AnswerVersions> = this.#versions.asReadonly();
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
    this.#options = options;
    this.currentId = computed(() => store.thread().threadId);
    this.#destroyRef.onDestroy(() => (this.#destroyed = true));
    // Server rendering has no storage to read: the browser restores the thread when it boots.
    // whenStable() waits for the load, then for the restore (a task of its own).
    if (this.#browser) void this.#task(() => this.#connect());
  }

  /**
   * Shows the saved thread `threadId`, after saving the one shown (a run in progress is stopped
   * first, its partial answer kept). @returns `false` when it cannot be read (see `warnings()`).
   */
  switchTo(threadId: string): Promise<boolean> {
    if (threadId === this.currentId()) return Promise.resolve(true);
    // whenStable() and server rendering wait for the switch, as they wait for a run.
    return this.#task(() => this.#call((engine) => engine.switchTo(threadId), false));
  }

  /**
   * Starts a new, empty thread (from the configured state and messages), after saving the one
   * shown. It is saved, and listed, from its first message. @returns Its id.
   */
  create(): string {
    if (this.#loaded) return this.#loaded.create();
    // Before the engine has loaded: show the new thread at once, and let the engine save the
    // one left (its run stopped here, as leaving it does) when it comes.
    if (this.#store.isRunning()) this.#store.stop();
    this.#left.push(this.#store.thread());
    const thread = freshThread(this.#config);
    this.#store.restore(thread);
    void this.#connect();
    return thread.threadId;
  }

  /**
   * Shows version `to` (0-based) of the turn after the message `key` (see `versions`); only the
   * active path is shown and sent to the agent. @returns `false` during a run, before the saved
   * threads have loaded, or for a version that is not there.
   */
  switchVersion(key: string, to: number): boolean {
    return this.#loaded?.switchVersion(key, to) ?? false;
  }

  /** Renames a thread (a blank title is refused). @returns Whether it was renamed. */
  rename(threadId: string, title: string): Promise<boolean> {
    return this.#call((engine) => engine.rename(threadId, title), false);
  }

  /**
   * Deletes a saved thread. Deleting the one shown stops its run and shows the most recent other
   * thread, or a new one. @returns `false` when the storage refused (it stays listed).
   */
  remove(threadId: string): Promise<boolean> {
    return this.#task(() => this.#call((engine) => engine.remove(threadId), false));
  }

  /** Saves the thread shown now, whatever the throttle. @returns When the write has landed. */
  save(): Promise<void> {
    return this.#call((engine) => engine.save(), undefined);
  }

  /** Resolves once every write asked for so far has landed or failed (tests, before a reload). */
  async settled(): Promise<void> {
    // Nothing was written without an engine: a server that never called for one loads none.
    await (this.#loaded ?? (await this.#engine))?.settled();
  }

  /**
   * `call` on the engine: at once when it has loaded (the storage is asked in the same turn, as
   * before the split), else once it has; `fallback` when it cannot load (a warning says why).
   */
  #call<T>(call: (engine: ThreadsEngine) => Promise<T>, fallback: T): Promise<T> {
    if (this.#loaded) return call(this.#loaded);
    return this.#connect().then((engine) => (engine ? call(engine) : fallback));
  }

  /** The engine, loaded at the first call; `undefined` (and a warning) when it cannot load. */
  #connect(): Promise<ThreadsEngine | undefined> {
    return (this.#engine ??= loadThreadsEngine().then(
      (engine) => this.#attach(engine),
      (cause: unknown) => {
        this.#engine = undefined;
        this.#warn(engineLoadWarning(cause));
        // Nothing more is coming for now: the app stops waiting, with what it shows.
        if (this.#browser) this.#ready.set(true);
        return undefined;
      },
    ));
  }

  #attach({ ThreadsEngine }: ThreadsEngineModule): ThreadsEngine {
    const engine = new ThreadsEngine(
      this.#store,
      this.#config,
      this.#storage,
      this.#options,
      {
        list: this.#list,
        ready: this.#ready,
        versions: this.#versions,
        warn: (warning) => this.#warn(warning),
      },
      this.#window,
    );
    this.#loaded = engine;
    for (const thread of this.#left.splice(0)) engine.adopt(thread);
    // Once the app is torn down there is nothing to save or restore into.
    if (this.#browser && !this.#destroyed) {
      engine.watch(this.#injector, this.#destroyRef);
      void this.#task(() => engine.start());
    }
    return engine;
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
