import {
  effect,
  untracked,
  type DestroyRef,
  type Injector,
  type WritableSignal,
} from '@angular/core';
import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { createAgentThread, type AgentThread } from 'ngx-ag-ui/core/runtime';
import {
  catchError,
  concat,
  defer,
  EMPTY,
  finalize,
  from,
  NEVER,
  Observable,
  switchMap,
} from 'rxjs';

import { AG_UI_AGENT_SOURCE } from '../provide/ag-ui-feature';

import { DEFAULT_AGENT_ID, type AgUiConfig } from '../provide/ag-ui-config';
import type { AgentStore } from '../store/agent-store';
import { addVersion, switchVersion, type AnswerVersions } from './answer-versions';
import { AnsweringLock } from './answering-lock';
import { CurrentThreadPointer } from './current-thread-pointer';
import { OpenRunLog, savedRunEnded } from './open-run';
import { freshThread } from './fresh-thread';
import { readThreadRecord, type ThreadRecordMigration } from './read-thread-record';
import {
  toAgentThread,
  toThreadRecord,
  toThreadSummary,
  type ThreadRecord,
  type ThreadRecordRun,
  type ThreadSummary,
} from './thread-record';
import { revisionOf } from './thread-revision';
import { ThreadSaver } from './thread-saver';
import { TabSync } from './tab-sync';
import type { ThreadStorage } from './thread-storage';
import { DEFAULT_THREAD_SAVE_THROTTLE, type ThreadStorageOptions } from './thread-storage-options';
import type { ThreadStorageWarning } from './thread-storage-warning';
import { toStorageWarning } from './to-storage-warning';

/** What the engine shares with its `AgentThreads` facade: the signals the app reads. */
export interface ThreadsEngineHost {
  readonly list: WritableSignal<readonly ThreadSummary[]>;
  readonly ready: WritableSignal<boolean>;
  /** The answer versions of the thread shown (saved with it). */
  readonly versions: WritableSignal<AnswerVersions>;
  readonly warn: (warning: ThreadStorageWarning) => void;
}

/**
 * What `AgentThreads` does once loaded (load-threads-engine.ts): saving the thread shown,
 * restoring the last one, and switching, creating, renaming and deleting threads. The facade
 * keeps the signals and the pending tasks, and queues the calls made before this has loaded.
 */
export class ThreadsEngine {
  readonly #store: AgentStore;
  readonly #config: AgUiConfig;
  readonly #storage: ThreadStorage;
  readonly #host: ThreadsEngineHost;
  readonly #version: number;
  readonly #migrate: ThreadRecordMigration | undefined;
  readonly #throttleMs: number;
  readonly #saver: ThreadSaver;
  readonly #pointer: CurrentThreadPointer;
  readonly #window: Window | null;
  readonly #agentId: string;
  #sync: TabSync | undefined;
  /** The last thread saved or restored: the same object again needs no save. */
  #seen: AgentThread | undefined;
  /** Whether the app has shown a thread of its choice (then the start restores none over it). */
  #chosen = false;
  #lastWrite = Number.NEGATIVE_INFINITY;
  /** The run in progress, kept in the record so that a reload can resume it. */
  readonly #openRun = new OpenRunLog();
  #injector: Injector | undefined;
  /** This tab's Web Lock on the thread it answers (held while a run streams). */
  readonly #lock: AnsweringLock;
  /** Whether this tab is claiming its answer to interrupts (nothing of the run is saved yet). */
  #claiming = false;
  /** The id of the thread shown while another tab answers it (its saves are shown), if any. */
  #elsewhere: string | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The thread last seen shown: an edit or a regenerate is told by what it dropped from it. */
  #previous: AgentThread | undefined;
  /** Whether a run was going when `#previous` was seen: what a run changes is no new version. */
  #previousRunning = false;

  constructor(
    store: AgentStore,
    config: AgUiConfig,
    storage: ThreadStorage,
    options: ThreadStorageOptions,
    host: ThreadsEngineHost,
    window: Window | null,
  ) {
    this.#store = store;
    this.#config = config;
    this.#storage = storage;
    this.#host = host;
    this.#version = options.version ?? 1;
    this.#migrate = options.migrate;
    this.#throttleMs = options.throttleMs ?? DEFAULT_THREAD_SAVE_THROTTLE;
    this.#saver = new ThreadSaver(storage, {
      warn: host.warn,
      saved: (threadId, revision) => this.#sync?.announce(threadId, revision),
      stale: (threadId) => void this.#stale(threadId),
    });
    this.#window = window;
    this.#agentId = config.agentId ?? DEFAULT_AGENT_ID;
    this.#lock = new AnsweringLock(this.#agentId, window);
    this.#pointer = new CurrentThreadPointer(this.#agentId, () => window?.sessionStorage);
  }

  /** See `AgentThreads.switchTo()` (which answers for the thread already shown). */
  async switchTo(threadId: string): Promise<boolean> {
    const record = await this.#load(threadId);
    if (!record) return false;
    this.#chosen = true;
    this.#leave(true);
    this.#showRecord(record);
    return true;
  }

  /** See `AgentThreads.switchVersion()`. */
  switchVersion(key: string, to: number): boolean {
    if (this.#store.isRunning() || this.#elsewhere !== undefined) return false;
    const thread = this.#store.thread();
    const switched = switchVersion(this.#host.versions(), thread.messages, key, to);
    if (!switched) return false;
    if (switched.messages === thread.messages) return true;
    const next = { ...thread, messages: switched.messages };
    this.#host.versions.set(switched.versions);
    this.#previous = next;
    this.#store.restore(next);
    return true;
  }

  /** See `AgentThreads.create()`. */
  create(): string {
    this.#chosen = true;
    this.#leave(true);
    const thread = freshThread(this.#config);
    this.#show(thread);
    return thread.threadId;
  }

  /**
   * Saves a thread that `AgentThreads.create()` left before the engine had loaded (its run
   * already stopped), as leaving it would have saved it. The new thread shown since was chosen.
   */
  adopt(thread: AgentThread): void {
    this.#chosen = true;
    const threadId = thread.threadId;
    const listed = this.#listed(threadId);
    if (threadId === undefined || (thread.messages.length === 0 && !listed)) return;
    const record = toThreadRecord(
      { ...thread, threadId },
      listed?.title ?? '',
      this.#version,
      Date.now(),
    );
    this.#remember(record);
    void this.#saver.write(threadId, () => record);
  }

  /** See `AgentThreads.rename()`. */
  async rename(threadId: string, title: string): Promise<boolean> {
    const name = title.replace(/\s+/g, ' ').trim();
    if (name === '') return false;
    let record: ThreadRecord | undefined;
    if (threadId === this.#store.thread().threadId) {
      record = this.#recordOfShown(threadId, name, this.#listed(threadId)?.updatedAt ?? Date.now());
    } else {
      const saved = await this.#load(threadId);
      if (saved) this.#saver.known(threadId, revisionOf(saved));
      record = saved && { ...saved, title: name };
    }
    if (!record) return false;
    const renamed = record;
    this.#remember(renamed);
    await this.#saver.write(threadId, () => renamed);
    return true;
  }

  /** See `AgentThreads.remove()`. */
  async remove(threadId: string): Promise<boolean> {
    this.#saver.forget(threadId);
    if (threadId === this.#store.thread().threadId) {
      const next = this.#host.list().find((summary) => summary.threadId !== threadId);
      const record = next && (await this.#load(next.threadId));
      this.#chosen = true;
      this.#leave(false);
      if (record) this.#showRecord(record);
      else this.#show(freshThread(this.#config));
    }
    try {
      await this.#storage.delete(threadId);
    } catch (cause) {
      this.#host.warn(toStorageWarning('delete-failed', cause, threadId));
      return false;
    }
    this.#host.list.update((list) => list.filter((summary) => summary.threadId !== threadId));
    return true;
  }

  /** Saves the thread shown now, whatever the throttle. @returns When the write has landed. */
  save(): Promise<void> {
    this.#saveShown();
    return this.#saver.settled();
  }

  /** Resolves once every write asked for so far has landed or failed. */
  settled(): Promise<void> {
    return this.#saver.settled();
  }

  /** Lists the saved threads, then restores the one this tab showed last (or the latest). */
  async start(): Promise<void> {
    try {
      let records: readonly ThreadRecord[];
      try {
        records = this.#read(await this.#storage.list());
      } catch (cause) {
        this.#host.warn(toStorageWarning('read-failed', cause));
        return;
      }
      const listed = new Map<string, ThreadSummary>();
      for (const record of records) listed.set(record.threadId, toThreadSummary(record));
      // Threads saved since start (a question asked before the list came) are newer than the list.
      for (const summary of this.#host.list()) listed.set(summary.threadId, summary);
      this.#host.list.set(sortByRecent([...listed.values()]));
      const wanted = this.#pointer.read();
      const candidates = this.#host.list().filter((summary) => summary.threadId !== wanted);
      const ids = [...(wanted && listed.has(wanted) ? [wanted] : []), ...candidates.map(idOf)];
      for (const threadId of ids) {
        if (!this.#pristine()) break;
        const record = await this.#load(threadId);
        if (!record) continue;
        if (this.#pristine()) await this.#restoreAtStart(record);
        break;
      }
    } finally {
      this.#host.ready.set(true);
    }
  }

  /** Saves on every change of the thread shown, and on `pagehide`, until `destroyRef` ends. */
  watch(injector: Injector, destroyRef: DestroyRef): void {
    this.#injector = injector;
    // The open run goes into the saved record, so that a reload can resume it. Attached here,
    // with the engine's code, rather than by withThreadStorage(): nothing of it at startup.
    let answering: RunAgentInput | undefined;
    const detach = this.#store.extend({
      beforeRun: (input) => {
        this.#openRun.begin(input);
        answering = input.resume?.length ? input : undefined;
        return input;
      },
      // A run that answers interrupts is sent only once this tab has claimed the answer.
      beforeStream: (events) => {
        const input = answering;
        answering = undefined;
        return input ? this.#claimed(input, events) : events;
      },
      onEvent: (event) => this.#openRun.push(event),
    });
    effect(
      () => {
        const thread = this.#store.thread();
        const running = this.#store.isRunning();
        untracked(() => this.#changed(thread, running));
      },
      { injector },
    );
    const window = this.#window;
    const onPageHide = () => this.#saveShown(true);
    window?.addEventListener('pagehide', onPageHide);
    const sync = new TabSync(this.#agentId, window, (threadId, revision) => {
      this.#saver.heard(threadId, revision);
      if (revision > this.#saver.revision(threadId)) void this.#follow(threadId);
    });
    this.#sync = sync;
    destroyRef.onDestroy(() => {
      detach();
      this.#lock.release();
      sync.close();
      this.#sync = undefined;
      window?.removeEventListener('pagehide', onPageHide);
      clearTimeout(this.#timer);
    });
  }

  /**
   * The events of a run that answers interrupts, once this tab has claimed the answer: it
   * holds the thread's answering lock (no other tab answers it now) and the saved thread still
   * waits on those interrupts (no other tab answered them since this one showed them). Else
   * nothing is sent, and the other tab's answer is shown: of two tabs, or a stale card, exactly
   * one answer reaches the agent.
   */
  #claimed(input: RunAgentInput, events: Observable<BaseEvent>): Observable<BaseEvent> {
    const threadId = input.threadId;
    const ids = (input.resume ?? []).map((entry) => entry.interruptId);
    return defer(() => {
      this.#claiming = true;
      return from(this.#claimAnswer(threadId, ids));
    }).pipe(
      finalize(() => (this.#claiming = false)),
      switchMap((newer) => {
        this.#claiming = false;
        if (newer === true) return events;
        this.#lock.release();
        this.#host.warn({
          kind: 'answered-elsewhere',
          threadId,
          message: `The interrupts of thread "${threadId}" were answered in another tab: this tab's answer was not sent.`,
        });
        // Shown after the store has taken this stream (restore() then ends it).
        setTimeout(() => {
          if (this.#store.thread().threadId !== threadId) return;
          if (!newer) return this.#store.stop();
          this.#showElsewhere(newer);
          // Saves the other tab announced while this one was claiming were not followed then.
          void this.#follow(threadId);
        });
        return NEVER;
      }),
    );
  }

  /**
   * @returns `true` when this tab may send its answer, else the newer record that shows the
   *   other tab's answer (`undefined` when that tab answers now and has saved nothing yet).
   */
  async #claimAnswer(
    threadId: string,
    ids: readonly string[],
  ): Promise<true | ThreadRecord | undefined> {
    const free = await this.#lock.claim(threadId);
    const record = await this.#load(threadId);
    // The other tab answers now: show its saves as they come, as for a run it started.
    if (!free) return record && { ...record, status: 'running' };
    if (!record || revisionOf(record) <= this.#saver.revision(threadId)) return true;
    const open = record.status === 'interrupted' ? record.interrupts.map((open) => open.id) : [];
    return ids.every((id) => open.includes(id)) ? true : record;
  }

  /** A save was refused over a newer copy: say so, and catch up with that copy. */
  async #stale(threadId: string): Promise<void> {
    this.#host.warn({
      kind: 'stale-write',
      threadId,
      message: `Thread "${threadId}" has a newer copy saved in another tab: this tab's older copy was not written over it.`,
    });
    await this.#follow(threadId, true);
  }

  /**
   * Reads `threadId` again after another tab saved it: its summary is listed, and when this tab
   * shows it between runs, the newer copy is shown (this tab's copy was saved already: nothing
   * of it is lost). During a run this tab's answer goes on and is saved over the copy.
   */
  async #follow(threadId: string, refused = false): Promise<void> {
    const record = await this.#load(threadId);
    if (!record || revisionOf(record) <= this.#saver.revision(threadId)) return;
    this.#remember(record);
    const shown = this.#store.thread().threadId === threadId;
    // The other tab answers it now (an interrupt it answered, say): show that answer, send nothing.
    const answering = record.status === 'running' && !this.#store.isRunning();
    if (shown && (this.#elsewhere === threadId || answering)) {
      this.#showElsewhere(record);
      return;
    }
    if (!shown || this.#store.isRunning()) {
      // A thread not shown holds nothing here; one answering writes its run over the copy.
      if (!shown || refused) this.#saver.known(threadId, revisionOf(record));
      return;
    }
    this.#showRecord(record);
  }

  #changed(thread: AgentThread, running: boolean): void {
    this.#track(thread, running);
    if (thread.threadId !== undefined) this.#pointer.write(thread.threadId);
    if (this.#elsewhere !== undefined && thread.threadId !== this.#elsewhere)
      this.#elsewhere = undefined;
    if (running && this.#elsewhere === undefined) this.#lock.hold(thread.threadId);
    else this.#lock.release();
    if (thread === this.#seen && !running) return;
    // Until the answer is claimed, the saved thread is what the other tabs compare theirs with.
    if (running && this.#claiming) return;
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

  /**
   * Keeps what an edit or a regenerate dropped from the thread shown as a version of that turn:
   * both show the thread cut before a message, then run again from there; a change that drops
   * no message is no new version. Threads the engine
   * shows itself (a saved one, a switched version) come with their versions instead.
   */
  #track(thread: AgentThread, running: boolean): void {
    const previous = this.#previous;
    const wasRunning = this.#previousRunning;
    this.#previous = thread;
    this.#previousRunning = running;
    // Edit and Regenerate start from a thread at rest; during a run the agent may rename or
    // replace its messages (a snapshot with final ids), which is the same answer.
    if (wasRunning) return;
    if (!previous || previous.threadId !== thread.threadId || previous.messages === thread.messages)
      return;
    const before = previous.messages;
    const after = thread.messages;
    let index = 0;
    while (index < before.length && before[index]?.id === after[index]?.id) index++;
    if (index === before.length) return;
    // A message coming in between (a tool result placed before the answer) drops nothing.
    const kept = new Set(after.map((message) => message.id));
    if (before.slice(index).every((message) => kept.has(message.id))) return;
    const added = addVersion(this.#host.versions(), before, index);
    this.#host.versions.set(added.versions);
    if (added.dropped > 0)
      this.#host.warn({
        kind: 'versions-dropped',
        ...(thread.threadId !== undefined ? { threadId: thread.threadId } : {}),
        message: `A turn of thread "${thread.threadId}" has more versions than it keeps: the oldest was dropped.`,
      });
  }

  /** Queues a write of the thread shown, if it has an id and messages (or a listed title). */
  #saveShown(urgent = false): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const thread = this.#store.thread();
    const threadId = thread.threadId;
    const listed = this.#listed(threadId);
    if (threadId === undefined || (thread.messages.length === 0 && !listed)) return;
    // Another tab answers it and saves it: this tab only shows that tab's saves.
    if (threadId === this.#elsewhere) return;
    this.#seen = thread;
    this.#lastWrite = Date.now();
    const record = this.#recordOfShown(threadId, listed?.title ?? '', this.#lastWrite);
    this.#remember(record);
    void this.#saver.write(threadId, () => record, urgent);
  }

  /** The record of the thread shown; `'running'` while a run is requested, streams or calls tools. */
  #recordOfShown(threadId: string, title: string, updatedAt: number): ThreadRecord {
    const thread = this.#store.thread();
    const record = toThreadRecord(
      { ...thread, threadId },
      title,
      this.#version,
      updatedAt,
      this.#host.versions(),
    );
    if (!this.#store.isRunning()) return record;
    const run = this.#openRun.saved();
    return { ...record, status: 'running', ...(run?.input.threadId === threadId ? { run } : {}) };
  }

  /** Leaves the thread shown: stops its run (keeping the partial answer), saves it if asked. */
  #leave(save: boolean): void {
    if (this.#store.isRunning()) this.#store.stop();
    if (save) this.#saveShown();
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /**
   * Shows the thread restored at start. A run the page left open is resumed where it stopped,
   * unless another tab answers it now (then that tab's saves are shown as they come).
   */
  async #restoreAtStart(record: ThreadRecord): Promise<void> {
    const run = record.run;
    if (record.status !== 'running' || !run) return this.#showRecord(record);
    const elsewhere = await this.#lock.heldElsewhere(record.threadId);
    if (!this.#pristine()) return;
    if (elsewhere) this.#showElsewhere(record);
    else this.#resume(record, run);
  }

  /**
   * Shows the thread from before the run, then the run's saved events and the agent's events
   * after the last of them (`Last-Event-ID`) as one stream. When the agent cannot resume (410,
   * 404, another run's events), the thread is shown cut short, as without a saved run.
   */
  #resume(record: ThreadRecord, run: ThreadRecordRun): void {
    const source = this.#injector?.get(AG_UI_AGENT_SOURCE, null);
    // A run that had ended (a tool call left waiting for a person) is replayed, not resumed.
    const resume = savedRunEnded(run) ? undefined : source?.resume?.bind(source);
    if (!resume && !savedRunEnded(run)) return this.#showRecord(record);
    const sent = new Set(run.input.messages.map((message) => message.id));
    const before = record.messages.filter((message) => sent.has(message.id));
    this.#saver.known(record.threadId, revisionOf(record));
    this.#show(
      createAgentThread({ threadId: record.threadId, messages: before, state: run.input.state }),
      record.versions,
    );
    this.#openRun.begin(run.input, run);
    const rest = resume
      ? new Observable<BaseEvent>((subscriber) => {
          const subscription = resume(run.input, run.lastEventId).subscribe(subscriber);
          return () => subscription.unsubscribe();
        })
      : EMPTY;
    const events = concat(from(run.events), rest).pipe(
      catchError((cause: unknown) => {
        this.#resumeFailed(record.threadId, 'the agent could not resume it', cause);
        // After the store has ended the stream: then the saved thread replaces what it shows.
        setTimeout(() => {
          if (this.#store.thread().threadId !== record.threadId) return;
          // Not #showRecord: the revision stays the one this tab saved the ended stream at.
          this.#show(toAgentThread(record), record.versions);
          this.#saveShown();
        });
        return EMPTY;
      }),
    );
    this.#store.connect(events);
  }

  /** Shows a thread that another tab answers now: as that tab saved it, running, never sent. */
  #showElsewhere(record: ThreadRecord): void {
    this.#saver.known(record.threadId, revisionOf(record));
    if (record.status !== 'running') {
      this.#elsewhere = undefined;
      return this.#show(toAgentThread(record), record.versions);
    }
    this.#elsewhere = record.threadId;
    this.#show({ ...toAgentThread(record), status: 'running', error: null }, record.versions);
  }

  #resumeFailed(threadId: string, reason: string, cause?: unknown): void {
    this.#host.warn({
      kind: 'resume-failed',
      threadId,
      message: `The answer in progress in thread "${threadId}" could not be resumed after the reload (${reason}): it is shown cut short.`,
      ...(cause !== undefined ? { cause } : {}),
    });
  }

  /** Shows a saved thread; this tab's next save of it builds on its revision. */
  #showRecord(record: ThreadRecord): void {
    this.#saver.known(record.threadId, revisionOf(record));
    this.#show(toAgentThread(record), record.versions);
  }

  #show(thread: AgentThread & { readonly threadId?: string }, versions: AnswerVersions = {}): void {
    this.#seen = thread;
    this.#previous = thread;
    this.#host.versions.set(versions);
    this.#store.restore(thread);
    if (thread.threadId !== undefined) this.#pointer.write(thread.threadId);
  }

  async #load(threadId: string): Promise<ThreadRecord | undefined> {
    let value: unknown;
    try {
      value = await this.#storage.get(threadId);
    } catch (cause) {
      this.#host.warn(toStorageWarning('read-failed', cause, threadId));
      return undefined;
    }
    if (value === undefined) {
      this.#host.list.update((list) => list.filter((summary) => summary.threadId !== threadId));
      return undefined;
    }
    return this.#read([value], true)[0];
  }

  /**
   * The stored values that are thread records (migrated), each other one warned about; dropped
   * versions only when `shown` (a listing does not use them, and the load warns again).
   */
  #read(values: readonly unknown[], shown = false): ThreadRecord[] {
    const records: ThreadRecord[] = [];
    for (const value of values) {
      const read = readThreadRecord(value, this.#version, this.#migrate);
      if (read.warning) {
        this.#host.warn(read.warning);
        continue;
      }
      records.push(read.record);
      if (shown && read.versionsProblem !== undefined)
        this.#host.warn({
          kind: 'versions-dropped',
          threadId: read.record.threadId,
          message: `Some answer versions of thread "${read.record.threadId}" were dropped (${read.versionsProblem}).`,
        });
      if (read.runProblem !== undefined)
        this.#resumeFailed(read.record.threadId, `its saved run is unusable (${read.runProblem})`);
    }
    return records;
  }

  #listed(threadId: string | undefined): ThreadSummary | undefined {
    return this.#host.list().find((summary) => summary.threadId === threadId);
  }

  /** Puts the record's summary into the list (in memory first: a failed write loses nothing). */
  #remember(record: ThreadRecord): void {
    const summary = toThreadSummary(record);
    this.#host.list.update((list) =>
      sortByRecent([...list.filter((item) => item.threadId !== record.threadId), summary]),
    );
  }

  /**
   * Whether the store still shows its initial, untouched thread (restoring would lose nothing).
   * A thread the app created is empty too, but chosen: the engine loads after the first chunk,
   * so `create()` may well come before the saved threads are listed.
   */
  #pristine(): boolean {
    return !this.#chosen && this.#store.messages().length === 0 && !this.#store.isRunning();
  }
}

function sortByRecent(list: ThreadSummary[]): ThreadSummary[] {
  return list.sort((a, b) => b.updatedAt - a.updatedAt);
}

function idOf(summary: ThreadSummary): string {
  return summary.threadId;
}
