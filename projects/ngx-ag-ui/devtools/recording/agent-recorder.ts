import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import type { AgentThread, AgentWarning } from 'ngx-ag-ui/core/runtime';
import { Observable } from 'rxjs';

import type { AgentRecording, RecordedEvent, RecordingEnd } from './agent-recording';
import { ThreadCheckpoints } from './thread-checkpoints';

/** What one event did to the thread: the warnings it added, and whether it failed the run. */
export interface EventEffect {
  readonly added: readonly AgentWarning[];
  readonly failed: boolean;
}

const NO_EFFECT: EventEffect = { added: [], failed: false };

/** How much one agent's recorder keeps: older streams are dropped first. */
export interface RecorderLimits {
  /** Streams kept (default 50). */
  readonly runs?: number;
  /** Events kept per stream (default 20,000); later ones are counted in `dropped`. */
  readonly eventsPerRun?: number;
}

/** One recorded stream, with the thread after each event (in memory only: time travel). */
export interface RecordedRun {
  /** Increasing per recorder: a stable key for lists. */
  readonly id: number;
  readonly recording: AgentRecording;
  /** The thread right after `recording.events[index]` (rebuilt from a kept one: time travel). */
  threadAt(index: number): AgentThread | undefined;
  /** What `recording.events[index]` did: warnings added, the run failed. */
  effectOf(index: number): EventEffect;
  /** The thread the stream started from, once the store showed it. */
  readonly startThread: AgentThread | undefined;
  /** Events past `eventsPerRun`, not kept. */
  readonly dropped: number;
}

interface MutableRun {
  id: number;
  /** The recording but its events, which grow in place (copying them per event would be quadratic). */
  header: Omit<AgentRecording, 'events'>;
  events: RecordedEvent[];
  threads: ThreadCheckpoints;
  /** Events that added warnings or failed the run, by index (most add nothing). */
  effects: Map<number, EventEffect>;
  startThread: AgentThread | undefined;
  dropped: number;
  /** The stream has ended: the next thread shown is its outcome. */
  ending: boolean;
}

/**
 * Records one agent's streams through the store's extension hooks, with no framework in it:
 * `beforeRun` keeps the input, `beforeStream` opens a recording and times each event's arrival,
 * `onThread` takes the start thread and the outcome, `onEvent` the event and the thread it made.
 * The reducer's cost of an event is the time from its arrival to `onEvent`.
 */
export class AgentRecorder {
  readonly #agentId: string;
  readonly #now: () => number;
  readonly #maxRuns: number;
  readonly #maxEvents: number;
  #runs: MutableRun[] = [];
  #nextId = 1;
  #input: RunAgentInput | undefined;
  /** The recording the events arriving now belong to, and when the current one arrived. */
  #open: { run: MutableRun; t0: number; arrivedAt: number } | undefined;

  constructor(
    agentId: string,
    options: { readonly now?: () => number; readonly limits?: RecorderLimits } = {},
  ) {
    this.#agentId = agentId;
    this.#now = options.now ?? (() => performance.now());
    this.#maxRuns = options.limits?.runs ?? 50;
    this.#maxEvents = options.limits?.eventsPerRun ?? 20_000;
  }

  /** The streams recorded so far, oldest first (a new array per change). */
  runs(): readonly RecordedRun[] {
    return this.#runs.map(({ id, header, events, threads, startThread, effects, dropped }) => ({
      id,
      recording: { ...header, events },
      threadAt: (index: number) =>
        threads.at(
          index,
          events.map(({ event }) => event),
          startThread,
        ),
      effectOf: (index: number) => effects.get(index) ?? NO_EFFECT,
      startThread,
      dropped,
    }));
  }

  /** Keeps the input of the run whose stream opens next. */
  beforeRun(input: RunAgentInput): RunAgentInput {
    this.#input = input;
    return input;
  }

  /** Opens a recording for this stream, timing each event as it arrives. */
  beforeStream(events: Observable<BaseEvent>): Observable<BaseEvent> {
    const run: MutableRun = {
      id: this.#nextId++,
      header: {
        agentId: this.#agentId,
        ...(this.#input ? { input: this.#input } : {}),
        start: { messages: [], state: {} },
        startedAt: Date.now(),
      },
      events: [],
      threads: new ThreadCheckpoints(),
      effects: new Map(),
      startThread: undefined,
      dropped: 0,
      ending: false,
    };
    this.#input = undefined;
    this.#runs = [...this.#runs, run].slice(-this.#maxRuns);
    const t0 = this.#now();
    return new Observable<BaseEvent>((subscriber) => {
      let ended = false;
      const end = (kind: RecordingEnd): void => {
        if (ended) return;
        ended = true;
        run.ending = true;
        run.header = { ...run.header, end: kind };
      };
      const subscription = events.subscribe({
        next: (event) => {
          this.#open = { run, t0, arrivedAt: this.#now() };
          subscriber.next(event);
        },
        error: (error: unknown) => {
          end({ kind: 'error', error: plainError(error) });
          subscriber.error(error);
        },
        complete: () => {
          end({ kind: 'complete' });
          subscriber.complete();
        },
      });
      return () => {
        end({ kind: 'stop' });
        subscription.unsubscribe();
      };
    });
  }

  /** Records an applied event and the thread it produced. */
  onEvent(event: BaseEvent, thread: AgentThread): void {
    const open = this.#open;
    if (!open) return;
    const { run, t0, arrivedAt } = open;
    if (run.events.length >= this.#maxEvents) {
      run.dropped++;
      return;
    }
    const recorded: RecordedEvent = {
      t: round(arrivedAt - t0),
      costMs: round(this.#now() - arrivedAt),
      event,
    };
    const before = run.threads.latest() ?? run.startThread;
    const effect = effectOf(before, thread);
    if (effect) run.effects.set(run.events.length, effect);
    run.events.push(recorded);
    run.threads.add(thread);
  }

  /** Takes the thread a stream starts from (the first shown after it opened) and its outcome. */
  onThread(thread: AgentThread): void {
    const run = this.#runs[this.#runs.length - 1];
    if (!run) return;
    if (!run.startThread) {
      run.startThread = thread;
      const { threadId, messages, state } = thread;
      run.header = { ...run.header, start: { threadId, messages, state } };
    }
    if (run.ending) {
      run.ending = false;
      const { threadId, messages, state, status } = thread;
      run.header = { ...run.header, outcome: { threadId, messages, state, status } };
    }
  }
}

/** What changed from `before` to `after` that the timeline marks, or `undefined` for nothing. */
function effectOf(before: AgentThread | undefined, after: AgentThread): EventEffect | undefined {
  const failed = !!after.error && after.error !== before?.error;
  const warnings = before?.warnings ?? [];
  if (after.warnings === warnings && !failed) return undefined;
  const added =
    after.warnings.length > warnings.length
      ? after.warnings.slice(warnings.length)
      : after.warnings.filter((warning) => !warnings.includes(warning));
  return added.length || failed ? { added, failed } : undefined;
}

/** Microsecond precision: enough to compare, and short lines in the file. */
function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/** What a stream failed with, as JSON: an `Error` keeps its name and message. */
function plainError(error: unknown): unknown {
  if (error instanceof Error) return { name: error.name, message: error.message };
  try {
    return JSON.parse(JSON.stringify(error ?? null)) as unknown;
  } catch {
    return String(error);
  }
}
