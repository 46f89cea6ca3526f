import {
  computed,
  DestroyRef,
  inject,
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
  createAgentThread,
  type ActiveStep,
  type AgentError,
  type AgentStatus,
  type AgentThread,
  type AgentWarning,
  type ApplyAgentEventOptions,
  type EventValidator,
  type ThreadMessage,
} from 'ngx-ag-ui/core';
import { from, Observable, switchMap } from 'rxjs';

import { eventValidatorLoadError, unansweredInterruptsError } from '../ag-ui-errors';
import type { AgUiConfig } from '../provide/ag-ui-config';
import type { AgentSource } from '../transport/agent-source';
import { appendMessages } from './append-messages';
import { cancelRun } from './cancel-run';
import { dropLastTurn } from './drop-last-turn';
import { MessageSignals } from './message-signals';
import { randomId } from './random-id';
import { ThreadStream, type ThreadStreamUpdate } from './thread-stream';
import { toRunAgentInput } from './to-run-agent-input';

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
}

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
  #stream: ThreadStream | undefined;
  #releaseTask: (() => void) | undefined;
  #destroyed = false;
  readonly #loadValidator: (() => Promise<EventValidator>) | undefined;
  #validatorLoading: Promise<void> | undefined;
  #validator: EventValidator | undefined;
  readonly #reduceOptions: ApplyAgentEventOptions;

  /** The whole conversation: messages, state, status, error, warnings, interrupts, ... */
  readonly thread: Signal<AgentThread> = computed(() => this.#snapshot().thread);
  /** Every message, in order (activity messages included). */
  readonly messages: Signal<readonly ThreadMessage[]> = computed(() => this.thread().messages);
  /** The agent state, as the agent sees it. */
  readonly state: Signal<unknown> = computed(() => this.thread().state);
  /** `'running'` from the moment a run is requested until it ends; else the last outcome. */
  readonly status: Signal<AgentStatus> = computed(() =>
    this.#snapshot().awaitingRun ? 'running' : this.thread().status,
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
  /** Activity messages (structured progress), in order. */
  readonly activities: Signal<readonly ActivityMessage[]> = computed(
    () =>
      this.messages().filter((message): message is ActivityMessage => message.role === 'activity'),
    { equal: sameItems },
  );

  constructor(options: AgentStoreOptions) {
    this.#config = options.config;
    this.#sourceFactory = options.source;
    this.#loadValidator = options.eventValidator;
    // Streams subscribe to their events only once the validator has loaded (#afterValidatorLoads).
    this.#reduceOptions = options.eventValidator
      ? { validateEvent: (event) => this.#validator?.(event) }
      : {};
    const thread = this.#initialThread();
    this.#snapshot = signal<Snapshot>({ thread, awaitingRun: false });
    this.#rows = new MessageSignals(thread.messages);
    inject(DestroyRef).onDestroy(() => this.#destroy());
  }

  /**
   * The message with this id, as a signal that changes only when that message changes (its
   * object identity), whatever else streams: bind one per row to re-render only that row.
   */
  message(id: string): Signal<ThreadMessage | undefined> {
    return this.#rows.get(id);
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

  /** Aborts the stream. A run in progress ends as `'cancelled'`, keeping what arrived. */
  stop(): void {
    this.#stream?.stop((thread, wasRunning) => (wasRunning ? cancelRun(thread) : thread));
  }

  /** Stops any stream and starts over from the configured thread id, state and messages. */
  reset(): void {
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
      tools: options.tools ?? this.#config.tools,
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
    if (awaitsRun) this.#releaseTask = this.#pendingTasks.add();
    this.#commit({ thread, awaitingRun: awaitsRun, ended: false });
    stream.start();
  }

  /** `events`, subscribed to once the validator of `withEventValidation()` has loaded. */
  #afterValidatorLoads(events: Observable<BaseEvent>): Observable<BaseEvent> {
    const load = this.#loadValidator;
    if (load === undefined || this.#validator !== undefined) return events;
    this.#validatorLoading ??= load().then(
      (validator) => {
        this.#validator = validator;
      },
      (cause: unknown) => {
        // Forget the failure, so that the next run tries again (zod installed meanwhile).
        this.#validatorLoading = undefined;
        throw eventValidatorLoadError(cause);
      },
    );
    return from(this.#validatorLoading).pipe(switchMap(() => events));
  }

  #commit(update: ThreadStreamUpdate): void {
    if (this.#destroyed) return;
    this.#snapshot.set({ thread: update.thread, awaitingRun: update.awaitingRun });
    this.#rows.update(update.thread.messages);
    if (update.ended) this.#stream = undefined;
    // SSR and whenStable() wait for the run, not for a connection left open after it.
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
