import {
  computed,
  DestroyRef,
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
  Context,
  ContentPart,
  Interrupt,
  Message,
  ResumeEntry,
  RunAgentInput,
  TokenUsage,
  Tool,
  ToolCall,
} from '@ag-ui/core';
import {
  cancelRun,
  createAgentThread,
  dropLastTurn,
  ThreadStream,
  toRunAgentInput,
  type ActiveStep,
  type AgentError,
  type AgentStatus,
  type AgentThread,
  type AgentWarning,
  type ApplyAgentEventOptions,
  type EventValidator,
  type ThreadMessage,
  type ThreadStreamUpdate,
} from 'ngx-ag-ui/core/runtime';
import { from, Observable, switchMap } from 'rxjs';

import { unansweredInterruptsError } from '../ag-ui-errors';
import { loadOnce } from '../load-once';
import type { AgUiConfig } from '../provide/ag-ui-config';
import type { AgentTools, PendingApproval } from '../tools/agent-tools';
import type { FrontendTool } from '../tools/frontend-tool';
import { missingToolsFeatureError } from '../tools/tool-errors';
import type { AgentSource } from '../transport/agent-source';
import { appendMessages } from './append-messages';
import { MessageSignals } from './message-signals';
import { randomId } from './random-id';
import { AG_UI_STORE_INITIALIZERS } from './store-initializer';
import { ToolCallSignals, type ToolResultMessage } from './tool-call-signals';

/** The answer to a frontend tool call, sent as a `tool` message with the next run. */
export interface ToolResult {
  readonly toolCallId: string;
  readonly content: string | ContentPart[];
  /** What went wrong running the tool, if anything (kept alongside partial content). */
  readonly error?: string;
}

/** Options of one run; `tools`, `context` and `forwardedProps` replace the configured ones. */
export interface RunOptions {
  /** Answers to the open interrupts; a run after an interrupt must answer every one. */
  readonly resume?: readonly ResumeEntry[];
  /** Results of pending frontend tool calls, appended as `tool` messages before the run. */
  readonly toolResults?: readonly ToolResult[];
  /** Messages appended before the run. */
  readonly messages?: readonly Message[];
  readonly tools?: readonly Tool[];
  readonly context?: readonly Context[];
  readonly forwardedProps?: unknown;
}

/** What an `AgentStore` is built from (`provideAgUi()` does this for you). */
export interface AgentStoreOptions {
  readonly config: AgUiConfig;
  /** Called once, at the first run: the transport is never touched before that. */
  readonly source: () => AgentSource;
  /**
   * Loads an extra check for every incoming event (`withEventValidation()`), once, at the first
   * stream; events wait for it.
   */
  readonly eventValidator?: () => Promise<EventValidator>;
  /** The frontend tools the store runs by itself (`withTools()`). */
  readonly tools?: AgentTools;
}

/** A new state, or a function of the current one (`AgentStore.setState`). */
export type StateUpdate<State = unknown> = State | ((state: State) => State);

interface Snapshot {
  readonly thread: AgentThread;
  /** Whether a run was requested and has not shown its first run event yet. */
  readonly awaitingRun: boolean;
}

const EMPTY: readonly never[] = [];

/**
 * One conversation with one agent, as read-only signals and a few actions. Get it with
 * `injectAgent()`. Signals change at most once per network chunk; `message(id)` changes only
 * when that message does.
 *
 * One run at a time: `send`, `run`, `regenerate` and `connect` return `false` and change
 * nothing while `isRunning()`. `stop()` aborts the run, keeps the partial answer and sets the
 * status to `'cancelled'`. Everything is torn down with the injector that created the store.
 */
export class AgentStore {
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
  /** `withEventValidation()`'s loader, run once; a failed load is tried again at the next run. */
  readonly #loadValidator: (() => Promise<EventValidator>) | undefined;
  #validator: EventValidator | undefined;
  readonly #reduceOptions: ApplyAgentEventOptions;
  readonly #tools: AgentTools | undefined;
  /** Runs started in a row by the store itself to answer tool calls (the loop guard's count). */
  #toolRounds = 0;
  /** Aborts the tool round in progress (`stop()`, `reset()`, teardown). */
  #toolRound: AbortController | undefined;
  readonly #toolsBusy = signal(false);
  #resumeAnswers = new Map<string, ResumeEntry>();

  /** The whole conversation: messages, state, status, error, warnings, interrupts, ... */
  readonly thread: Signal<AgentThread> = computed(() => this.#snapshot().thread);
  /** Every message, in order (activity messages included). */
  readonly messages: Signal<readonly ThreadMessage[]> = computed(() => this.thread().messages);
  /** The agent state, as the agent sees it. */
  readonly state: Signal<unknown> = computed(() => this.thread().state);
  /** `'running'` from the moment a run is requested until it ends; else the last outcome. */
  readonly status: Signal<AgentStatus> = computed(() =>
    this.#snapshot().awaitingRun || this.#toolsBusy() ? 'running' : this.thread().status,
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
    () => {
      const ids = this.thread().pendingToolCallIds;
      if (ids.length === 0) return EMPTY;
      const wanted = new Set(ids);
      return this.toolCalls().filter((call) => wanted.has(call.id));
    },
    { equal: sameItems },
  );
  /** Frontend tool calls waiting for a person: answer with `approve()` or `reject()`. */
  readonly pendingApprovals: Signal<readonly PendingApproval[]> = computed(
    () => this.#tools?.approvals() ?? EMPTY,
  );
  /** Activity messages (structured progress), in order. */
  readonly activities: Signal<readonly ActivityMessage[]> = computed(
    () =>
      this.messages().filter((message): message is ActivityMessage => message.role === 'activity'),
    { equal: sameItems },
  );

  constructor(options: AgentStoreOptions) {
    this.#config = options.config;
    this.#sourceFactory = options.source;
    this.#loadValidator = options.eventValidator && loadOnce(options.eventValidator);
    this.#tools = options.tools;
    // Streams subscribe to their events only once the validator has loaded (#afterValidatorLoads).
    this.#reduceOptions = options.eventValidator
      ? { validateEvent: (event) => this.#validator?.(event) }
      : {};
    const thread = this.#initialThread();
    this.#snapshot = signal<Snapshot>({ thread, awaitingRun: false });
    this.#rows = new MessageSignals(thread.messages);
    this.#toolRows = new ToolCallSignals(thread.messages);
    inject(DestroyRef).onDestroy(() => this.#destroy());
    for (const init of inject(AG_UI_STORE_INITIALIZERS, { optional: true }) ?? [])
      init(this, this.#config);
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
    this.#toolRounds = 0;
    this.#resumeAnswers = new Map();
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
    this.#toolRounds = 0;
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
    this.#toolRound?.abort();
    this.#stream?.stop((thread, wasRunning) => (wasRunning ? cancelRun(thread) : thread));
  }

  /**
   * Sets the shared state: the app sees it at once and the agent with the next run. During a
   * run it applies on top of what has streamed; a later `STATE_DELTA` applies on top of it and a
   * later `STATE_SNAPSHOT` replaces it (the agent wins, with a warning so that it is not lost
   * silently).
   */
  setState<State = unknown>(update: StateUpdate<State>): void {
    if (this.#destroyed) return;
    const write = (thread: AgentThread): AgentThread => {
      const state =
        typeof update === 'function'
          ? (update as (state: State) => State)(thread.state as State)
          : update;
      return state === thread.state ? thread : { ...thread, state };
    };
    if (this.#stream?.write(write)) return;
    const thread = write(this.thread());
    if (thread !== this.thread())
      this.#commit({ thread, awaitingRun: this.#snapshot().awaitingRun, ended: false });
  }

  /**
   * Registers a frontend tool, its handler run in `injector` (prefer `injectTool()`).
   * @returns A function that unregisters it.
   * @throws When the agent has no `withTools()`, or the name is taken.
   */
  registerTool<Args, Result>(tool: FrontendTool<Args, Result>, injector: Injector): () => void {
    if (!this.#tools) throw missingToolsFeatureError();
    return this.#tools.add(tool as FrontendTool, injector);
  }

  /**
   * Lets a waiting tool call run, with `args` instead of the agent's when given (checked
   * against the tool's schema again). @returns Whether that call was waiting.
   */
  approve(toolCallId: string, options: { readonly args?: unknown } = {}): boolean {
    return this.#tools?.decide(toolCallId, { approved: true, args: options.args }) ?? false;
  }

  /**
   * Refuses a waiting tool call: the agent gets an error result with `reason`.
   * @returns Whether that call was waiting.
   */
  reject(toolCallId: string, reason?: string): boolean {
    return this.#tools?.decide(toolCallId, { approved: false, reason }) ?? false;
  }

  /**
   * Answers one open interrupt (`status: 'resolved'` with `payload`, or `'cancelled'`); once
   * every open interrupt has an answer, the run resumes by itself.
   * @returns Whether the interrupt was open (and, when it was the last, the run started).
   */
  answerInterrupt(
    interruptId: string,
    answer: { readonly status?: ResumeEntry['status']; readonly payload?: unknown } = {},
  ): boolean {
    const open = this.interrupts();
    if (!open.some((interrupt) => interrupt.id === interruptId)) return false;
    this.#resumeAnswers.set(interruptId, {
      interruptId,
      status: answer.status ?? 'resolved',
      ...(answer.payload !== undefined ? { payload: answer.payload } : {}),
    } as ResumeEntry);
    if (!open.every((interrupt) => this.#resumeAnswers.has(interrupt.id))) return true;
    const resume = open.map((interrupt) => this.#resumeAnswers.get(interrupt.id)!);
    return this.run({ resume });
  }

  /** Stops any stream and shows `thread` instead (a saved one: `withThreadStorage()`). */
  restore(thread: AgentThread): void {
    this.#endToolRound();
    this.#stream?.stop((latest) => latest);
    if (!this.#destroyed) this.#commit({ thread, awaitingRun: false, ended: false });
  }

  /** Stops any stream and starts over from the configured thread id, state and messages. */
  reset(): void {
    this.#endToolRound();
    this.#stream?.stop((thread) => thread);
    if (this.#destroyed) return;
    this.#commit({ thread: this.#initialThread(), awaitingRun: false, ended: false });
  }

  #run(base: AgentThread, options: RunOptions): void {
    let thread = base;
    const answered = new Set((options.resume ?? []).map((entry) => entry.interruptId));
    const unanswered = thread.interrupts.filter((interrupt) => !answered.has(interrupt.id));
    if (unanswered.length > 0)
      throw unansweredInterruptsError(unanswered.map((interrupt) => interrupt.id));
    const toolMessages = (options.toolResults ?? []).map((result): Message => ({
      id: randomId(),
      role: 'tool',
      toolCallId: result.toolCallId,
      content: result.content,
      ...(result.error !== undefined ? { error: result.error } : {}),
    }));
    thread = appendMessages(thread, [...toolMessages, ...(options.messages ?? [])]);
    const threadId = thread.threadId ?? this.#config.threadId ?? randomId();
    if (thread.threadId !== threadId) thread = { ...thread, threadId };
    const input = toRunAgentInput(thread, {
      threadId,
      runId: randomId(),
      tools: options.tools ?? this.#toolDefinitions(),
      context: options.context ?? this.#config.context,
      forwardedProps:
        options.forwardedProps !== undefined ? options.forwardedProps : this.#config.forwardedProps,
      resume: options.resume,
    });
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
      this.#afterValidatorLoads(events),
      thread,
      awaitsRun,
      (update) => {
        if (stream === this.#stream) this.#commit(update);
      },
      this.#reduceOptions,
    );
    this.#stream = stream;
    // connect()ed sources may never end (a socket): only runs hold SSR and whenStable().
    if (awaitsRun) this.#releaseTask ??= this.#pendingTasks.add();
    this.#commit({ thread, awaitingRun: awaitsRun, ended: false });
    stream.start();
  }

  /** `events`, subscribed to once the validator of `withEventValidation()` has loaded. */
  #afterValidatorLoads(events: Observable<BaseEvent>): Observable<BaseEvent> {
    const load = this.#loadValidator;
    if (load === undefined || this.#validator !== undefined) return events;
    const loaded = load().then((validator) => {
      this.#validator = validator;
    });
    return from(loaded).pipe(switchMap(() => events));
  }

  #toolDefinitions(): readonly Tool[] | undefined {
    const own = this.#tools?.definitions() ?? EMPTY;
    if (own.length === 0) return this.#config.tools;
    return [...(this.#config.tools ?? EMPTY), ...own];
  }

  /** Answers the pending calls of registered tools, then continues the run (or stops). */
  #answerToolCalls(thread: AgentThread): void {
    const tools = this.#tools;
    if (!tools || thread.status !== 'success') return;
    const calls = this.pendingToolCalls().filter((call) => tools.has(call.function.name));
    if (calls.length === 0) return;
    if (this.#toolRounds >= tools.maxRounds) {
      this.#commit({
        thread: tools.stopLoop(thread, this.#toolRounds, calls),
        awaitingRun: false,
        ended: false,
      });
      return;
    }
    const round = new AbortController();
    this.#toolRound = round;
    this.#toolsBusy.set(true);
    this.#releaseTask ??= this.#pendingTasks.add();
    // A person may take hours: waiting for one must not hold SSR or whenStable().
    const waitForPerson = () => this.#release();
    void tools.run(calls, round.signal, waitForPerson).then((answered) => {
      if (this.#toolRound !== round || this.#destroyed) return;
      const cancelled = round.signal.aborted;
      this.#endToolRound();
      const settled = answered.settle(this.thread(), cancelled);
      if (settled.continueWith === undefined) {
        this.#commit({ thread: settled.thread, awaitingRun: false, ended: false });
        return;
      }
      this.#toolRounds++;
      this.#run(settled.thread, { toolResults: settled.continueWith });
    });
  }

  /** Whether the thread's run ended with calls the store will answer by itself. */
  #leftToolCalls(thread: AgentThread): boolean {
    const tools = this.#tools;
    if (!tools || thread.status !== 'success' || thread.pendingToolCallIds.length === 0)
      return false;
    return this.pendingToolCalls().some((call) => tools.has(call.function.name));
  }

  #endToolRound(): void {
    const round = this.#toolRound;
    this.#toolRound = undefined;
    round?.abort();
    this.#toolsBusy.set(false);
  }

  #commit(update: ThreadStreamUpdate): void {
    if (this.#destroyed) return;
    this.#snapshot.set({ thread: update.thread, awaitingRun: update.awaitingRun });
    this.#rows.update(update.thread.messages);
    this.#toolRows.update(update.thread.messages);
    if (update.ended) {
      this.#stream = undefined;
      if (update.thread.status !== 'interrupted') this.#resumeAnswers = new Map();
      if (update.thread.pendingToolCallIds.length > 0) this.#answerToolCalls(update.thread);
    }
    // SSR and whenStable() wait for the run, not for a connection left open after it.
    // A run that left calls for our tools is not over: its round keeps SSR and whenStable() waiting.
    if (this.#toolRound || (!update.ended && this.#leftToolCalls(update.thread))) return;
    if (update.ended || (!update.awaitingRun && update.thread.status !== 'running'))
      this.#release();
  }

  #release(): void {
    const release = this.#releaseTask;
    this.#releaseTask = undefined;
    release?.();
  }

  #destroy(): void {
    this.#destroyed = true;
    this.#toolRound?.abort();
    this.#stream?.dispose();
    this.#stream = undefined;
    this.#release();
  }

  #initialThread(): AgentThread {
    return createAgentThread({
      threadId: this.#config.threadId,
      state: this.#config.state,
      messages: this.#config.messages ? [...this.#config.messages] : undefined,
    });
  }
}

/** The events of `source.run(input)` as our Observable, whatever RxJS copy the source uses. */
function runEvents(source: AgentSource, input: RunAgentInput): Observable<BaseEvent> {
  return new Observable<BaseEvent>((subscriber) => {
    // A source that throws instead of failing its stream still ends as an AgentError.
    try {
      const subscription = source.run(input).subscribe(subscriber);
      return () => subscription.unsubscribe();
    } catch (failure) {
      subscriber.error(failure);
      return undefined;
    }
  });
}

function collectToolCalls(messages: readonly ThreadMessage[]): readonly ToolCall[] {
  const calls: ToolCall[] = [];
  for (const message of messages) {
    if (message.role === 'assistant' && message.toolCalls) calls.push(...message.toolCalls);
  }
  return calls;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
