import {
  computed,
  DestroyRef,
  ErrorHandler,
  inject,
  type Injector,
  PendingTasks,
  signal,
  type Signal,
  type WritableSignal,
} from '@angular/core';
import type {
  ActivityMessage,
  BaseEvent,
  Interrupt,
  Message,
  TokenUsage,
  ToolCall,
} from '@ag-ui/core';
import {
  cancelRun,
  dropLastTurn,
  ThreadStream,
  withWarnings,
  type ActiveStep,
  type AgentError,
  type AgentStatus,
  type AgentThread,
  type AgentWarning,
  type ThreadMessage,
  type ThreadStreamUpdate,
} from 'ngx-ag-ui/core/runtime';
import type { Observable } from 'rxjs';

import type { AgUiConfig } from '../provide/ag-ui-config';
import type { FrontendTool } from '../tools/frontend-tool';
import type { PendingApproval } from '../tools/pending-approval';
import type { AgentSource } from '../transport/agent-source';
import { type InterruptAnswer, InterruptAnswers, isExpired } from './interrupt-answers';
import { MessageSignals } from './message-signals';
import { randomId } from './random-id';
import { runEvents } from './run-events';
import { configuredThread, runInput } from './run-input';
import type { RunOptions } from './run-options';
import type { AgentStoreExtension } from './store-extension';
import { StoreExtensions } from './store-extensions';
import { collectToolCalls, pendingToolCalls, sameItems } from './tool-call-list';
import { ToolCallSignals, type ToolResultMessage } from './tool-call-signals';

/** What an `AgentStore` is built from (`provideAgUi()` does this for you). */
export interface AgentStoreOptions {
  readonly config: AgUiConfig;
  /** Called once, at the first run: the transport is never touched before that. */
  readonly source: () => AgentSource;
  /**
   * Attaches the agent's features (`withTools()`, `withThreadStorage()`, `withStoreExtension()`,
   * ...) to the new store: called once, at the end of its constructor, in the agent's injection
   * context (docs/extending-the-store.md).
   */
  readonly extensions?: (store: AgentStore) => readonly AgentStoreExtension[];
}

/** A new state, or a function of the current one (`AgentStore.setState`). */
export type StateUpdate<State = unknown> = State | ((state: State) => State);

interface Snapshot {
  readonly thread: AgentThread;
  /** Whether a run was requested and has not shown its first run event yet. */
  readonly awaitingRun: boolean;
}

/**
 * One conversation with one agent, as read-only signals and a few actions. Get it with
 * `injectAgent()`. Signals change at most once per network chunk; `message(id)` changes only
 * when that message does.
 *
 * One run at a time: `send`, `run`, `regenerate` and `connect` return `false` and change
 * nothing while `isRunning()`. `stop()` aborts the run, keeps the partial answer and sets the
 * status to `'cancelled'`. Everything is torn down with the injector that created the store.
 *
 * `State` is the shape the app declares for the agent's state (`injectAgent<State>()`); it types
 * `state()` and `setState()`. It is a declaration, not a check: the agent's patches are applied
 * as they come, so validate what the agent may get wrong (`withEventValidation()`).
 */
export class AgentStore<State = unknown> {
  readonly #config: AgUiConfig;
  readonly #sourceFactory: () => AgentSource;
  #source: AgentSource | undefined;
  readonly #pendingTasks = inject(PendingTasks);
  readonly #snapshot: WritableSignal<Snapshot>;
  readonly #rows: MessageSignals;
  readonly #toolRows: ToolCallSignals;
  #stream: ThreadStream | undefined;
  #releaseTask: (() => void) | undefined;
  #destroyed = false;
  readonly #extensions = new StoreExtensions({
    errors: inject(ErrorHandler),
    current: () => this.thread(),
    holdTask: () => this.#hold(),
    releaseTask: () => this.#release(),
    follow: ({ thread, continueWith }) => {
      if (continueWith) this.#run(thread, continueWith, true);
      else this.#commit({ thread, awaitingRun: false, ended: false });
    },
  });
  readonly #interruptAnswers = new InterruptAnswers();

  /** The whole conversation: messages, state, status, error, warnings, interrupts, ... */
  readonly thread: Signal<AgentThread> = computed(() => this.#snapshot().thread);
  /** Every message, in order (activity messages included). */
  readonly messages: Signal<readonly ThreadMessage[]> = computed(() => this.thread().messages);
  /** The agent state, as the agent sees it. */
  readonly state: Signal<State> = computed(() => this.thread().state as State);
  /** `'running'` from the moment a run is requested until it ends; else the last outcome. */
  readonly status: Signal<AgentStatus> = computed(() =>
    this.#snapshot().awaitingRun || this.#extensions.busy() ? 'running' : this.thread().status,
  );
  /** Whether a run is in progress (requested, or open in the stream). */
  readonly isRunning: Signal<boolean> = computed(() => this.status() === 'running');
  /** What ended the last run badly, or `null`. */
  readonly error: Signal<AgentError | null> = computed(() => this.thread().error);
  /** Survivable problems (dropped events, failed patches), oldest first. */
  readonly warnings: Signal<readonly AgentWarning[]> = computed(() => this.thread().warnings);
  /** Steps currently open. */
  readonly steps: Signal<readonly ActiveStep[]> = computed(() => this.thread().steps);
  /** Open interrupts of the last run: answer them with `run({ resume })`. */
  readonly interrupts: Signal<readonly Interrupt[]> = computed(() => this.thread().interrupts);
  readonly #generation = signal(0);
  /**
   * Counts the sets of open interrupts this store has shown (0 before the first). A card passes
   * the value it was drawn with to `answerInterrupt()`, so a stale one cannot answer a later
   * interrupt that reuses its id.
   */
  readonly interruptGeneration: Signal<number> = this.#generation.asReadonly();
  /** Token usage reported by the last run. */
  readonly usage: Signal<readonly TokenUsage[]> = computed(() => this.thread().usage);
  /** Every tool call of the conversation, in order. */
  readonly toolCalls: Signal<readonly ToolCall[]> = computed(
    () => collectToolCalls(this.messages()),
    {
      equal: sameItems,
    },
  );
  /** Frontend tool calls the last run left for the app: answer with `run({ toolResults })`. */
  readonly pendingToolCalls: Signal<readonly ToolCall[]> = computed(
    () => pendingToolCalls(this.thread(), this.toolCalls()),
    { equal: sameItems },
  );
  /** Frontend tool calls waiting for a person: answer with `approve()` or `reject()`. */
  readonly pendingApprovals: Signal<readonly PendingApproval[]>;
  /** Activity messages (structured progress), in order. */
  readonly activities: Signal<readonly ActivityMessage[]> = computed(
    () =>
      this.messages().filter((message): message is ActivityMessage => message.role === 'activity'),
    { equal: sameItems },
  );

  constructor(options: AgentStoreOptions) {
    this.#config = options.config;
    this.#sourceFactory = options.source;
    const thread = configuredThread(this.#config);
    this.#snapshot = signal<Snapshot>({ thread, awaitingRun: false });
    this.#rows = new MessageSignals(thread.messages);
    this.#toolRows = new ToolCallSignals(thread.messages);
    inject(DestroyRef).onDestroy(() => this.#destroy());
    this.#extensions.attach(options.extensions?.(this) ?? []);
    this.pendingApprovals = this.#extensions.approvals();
  }

  /**
   * The message with this id, as a signal that changes only when that message changes (its
   * object identity), whatever else streams: bind one per row to re-render only that row.
   */
  message(id: string): Signal<ThreadMessage | undefined> {
    return this.#rows.get(id);
  }

  /** The tool call with this id, as a signal that changes only when that call does. */
  toolCall(id: string): Signal<ToolCall | undefined> {
    return this.#toolRows.call(id);
  }

  /** The result message of the tool call with this id, once it arrived (`undefined` before). */
  toolResult(id: string): Signal<ToolResultMessage | undefined> {
    return this.#toolRows.result(id);
  }

  /**
   * Appends a user message (a string becomes `{ role: 'user', content }`) and runs.
   * @returns `false`, changing nothing, while a run is in progress.
   */
  send(message: string | Message, options: RunOptions = {}): boolean {
    const content =
      typeof message === 'string'
        ? { id: randomId(), role: 'user' as const, content: message }
        : message;
    return this.run({ ...options, messages: [...(options.messages ?? []), content] });
  }

  /**
   * Starts a run over the thread as it is, after appending `toolResults` and `messages`.
   * @returns `false`, changing nothing, while a run is in progress.
   * @throws When the thread waits on interrupts that `resume` does not answer.
   */
  run(options: RunOptions = {}): boolean {
    if (!this.#claimStream()) return false;
    this.#interruptAnswers.clear();
    this.#run(this.thread(), options);
    return true;
  }

  /**
   * Drops the last answer (everything after the last user message) and runs again.
   * @returns `false` while a run is in progress or when there is no user message.
   */
  regenerate(options: Omit<RunOptions, 'messages' | 'toolResults'> = {}): boolean {
    const thread = this.isRunning() ? undefined : dropLastTurn(this.thread());
    if (!thread || !this.#claimStream()) return false;
    this.#run(thread, options);
    return true;
  }

  /**
   * Feeds events from any source (a WebSocket, an Ably channel, a recorded stream) into the
   * thread. It shares the stream slot with runs: it ends a stream still open after its run.
   * @returns `false`, changing nothing, while a run is in progress.
   */
  connect(events: Observable<BaseEvent>): boolean {
    if (!this.#claimStream()) return false;
    this.#open(events, this.thread(), false);
    return true;
  }

  /**
   * Aborts the stream, or the tool handlers and approvals in progress (their `AbortSignal`
   * fires). A run in progress ends as `'cancelled'`, keeping what arrived; tool calls cut short
   * are answered with a "Cancelled by the user." error result, not continued.
   */
  stop(): void {
    this.#extensions.hurry();
    this.#stream?.stop((thread, wasRunning) => (wasRunning ? cancelRun(thread) : thread));
  }

  /**
   * Sets the shared state: the app sees it at once and the agent with the next run. During a
   * run it applies on top of what has streamed; a later `STATE_DELTA` applies on top of it and a
   * later `STATE_SNAPSHOT` replaces it (the agent wins, with a warning so that it is not lost
   * silently).
   */
  setState<Next extends State = State>(update: StateUpdate<Next>): void {
    this.#write((thread) => {
      const state =
        typeof update === 'function'
          ? (update as (state: Next) => Next)(thread.state as Next)
          : update;
      return state === thread.state ? thread : { ...thread, state };
    });
  }

  /**
   * Adds a survivable problem that a feature or a view found (a part of a message it could not
   * show) to `warnings()`, beside the agent's own; during a run it lands on what has streamed.
   */
  warn(warning: AgentWarning): void {
    this.#write((thread) => withWarnings(thread, [warning]));
  }

  /**
   * Attaches a feature after the store was created (from a route's providers, say), after the
   * ones given to `provideAgUi()`: its hooks apply from the next call on (`approvals` is read
   * only at creation). See docs/extending-the-store.md.
   * @returns A function that detaches it.
   */
  extend(extension: AgentStoreExtension): () => void {
    return this.#extensions.attach([extension]);
  }

  /**
   * Registers a frontend tool, its handler run in `injector` (prefer `injectTool()`).
   * @returns A function that unregisters it.
   * @throws When the agent has no `withTools()`, or the name is taken.
   */
  registerTool<Args, Result>(tool: FrontendTool<Args, Result>, injector: Injector): () => void {
    return this.#extensions.registerTool(tool as FrontendTool, injector);
  }

  /**
   * Lets a waiting tool call run, with `args` instead of the agent's when given (checked
   * against the tool's schema again). @returns Whether that call was waiting.
   */
  approve(toolCallId: string, options: { readonly args?: unknown } = {}): boolean {
    return this.#extensions.decide(toolCallId, { approved: true, args: options.args });
  }

  /**
   * Refuses a waiting tool call: the agent gets an error result with `reason`.
   * @returns Whether that call was waiting.
   */
  reject(toolCallId: string, reason?: string): boolean {
    return this.#extensions.decide(toolCallId, { approved: false, reason });
  }

  /**
   * Answers one open interrupt (`status: 'resolved'` with `payload`, or `'cancelled'`); once
   * every open interrupt has an answer, the run resumes by itself.
   * @returns Whether the interrupt was open (and, when it was the last, the run started).
   */
  answerInterrupt(interruptId: string, answer: InterruptAnswer = {}): boolean {
    const open = this.interrupts();
    const interrupt = open.find((candidate) => candidate.id === interruptId);
    // A stale card (an older generation) changes nothing, like a double click.
    const generation = this.#generation();
    if (!interrupt || (answer.generation ?? generation) !== generation) return false;
    if (answer.status !== 'cancelled' && isExpired(interrupt)) {
      // AG-UI: an expired interrupt can be abandoned, not answered; nothing is sent.
      this.warn({
        kind: 'other',
        message: `Interrupt "${interruptId}" expired at ${interrupt.expiresAt}: cancel it.`,
      });
      return false;
    }
    const resume = this.#interruptAnswers.answer(open, interruptId, answer);
    return resume ? this.run({ resume }) : true;
  }

  /** Stops any stream and shows `thread` instead (a saved one: `withThreadStorage()`). */
  restore(thread: AgentThread): void {
    this.#extensions.drop();
    this.#stream?.stop((latest) => latest);
    if (!this.#destroyed) this.#commit({ thread, awaitingRun: false, ended: false });
  }

  /** Stops any stream and starts over from the configured thread id, state and messages. */
  reset(): void {
    this.#extensions.drop();
    this.#stream?.stop((thread) => thread);
    if (this.#destroyed) return;
    this.#commit({ thread: configuredThread(this.#config), awaitingRun: false, ended: false });
  }

  /** Changes the thread shown: on top of what has streamed during a run. */
  #write(change: (thread: AgentThread) => AgentThread): void {
    if (this.#destroyed || this.#stream?.write(change)) return;
    const thread = change(this.thread());
    if (thread !== this.thread())
      this.#commit({ thread, awaitingRun: this.#snapshot().awaitingRun, ended: false });
  }

  /** Starts a run from `base`; `continued` when a feature's `onRunEnd` asked for it. */
  #run(base: AgentThread, options: RunOptions, continued = false): void {
    const { thread, input: wire } = runInput(base, this.#config, options);
    const input = this.#extensions.beforeRun(wire, { options, continued });
    const source = (this.#source ??= this.#sourceFactory());
    this.#open(runEvents(source, input), thread, true);
  }

  /**
   * Makes room for a new stream: refuses while a run is in progress (counting events not yet
   * committed), else ends the stream still open after its run (or a connected source).
   */
  #claimStream(): boolean {
    if (this.#destroyed) return false;
    this.#stream?.flush();
    if (this.isRunning()) return false;
    this.#stream?.stop((latest) => latest);
    return true;
  }

  #open(events: Observable<BaseEvent>, thread: AgentThread, awaitsRun: boolean): void {
    const stream = new ThreadStream(
      this.#extensions.beforeStream(events),
      thread,
      awaitsRun,
      (update) => {
        if (stream === this.#stream) this.#commit(update);
      },
      this.#extensions.streamOptions(),
    );
    this.#stream = stream;
    // connect()ed sources may never end (a socket): only runs hold SSR and whenStable().
    if (awaitsRun) this.#hold();
    this.#commit({ thread, awaitingRun: awaitsRun, ended: false });
    stream.start();
  }

  #commit(update: ThreadStreamUpdate): void {
    if (this.#destroyed) return;
    const open = update.thread.interrupts;
    if (open.length && open !== this.thread().interrupts) this.#generation.update((n) => n + 1);
    this.#snapshot.set({ thread: update.thread, awaitingRun: update.awaitingRun });
    this.#rows.update(update.thread.messages);
    this.#toolRows.update(update.thread.messages);
    this.#extensions.onThread(update.thread);
    if (update.ended) {
      this.#stream = undefined;
      if (update.thread.status !== 'interrupted') this.#interruptAnswers.clear();
      this.#extensions.endRun(update.thread);
      // A feature continued the run at once: its stream holds SSR and whenStable() now.
      if (this.#stream) return;
    }
    // SSR and whenStable() wait for the run, not for a connection left open after it. A run
    // whose end a feature takes over (a tool round) is not over: SSR and whenStable() wait on.
    if (this.#extensions.holds(update.thread, update.ended)) return;
    if (update.ended || (!update.awaitingRun && update.thread.status !== 'running'))
      this.#release();
  }

  #hold(): void {
    this.#releaseTask ??= this.#pendingTasks.add();
  }

  #release(): void {
    const release = this.#releaseTask;
    this.#releaseTask = undefined;
    release?.();
  }

  #destroy(): void {
    this.#destroyed = true;
    this.#extensions.dispose();
    this.#stream?.dispose();
    this.#stream = undefined;
    this.#release();
  }
}
