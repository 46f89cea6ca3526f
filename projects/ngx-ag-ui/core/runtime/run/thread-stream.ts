import { EventType, type BaseEvent } from '@ag-ui/core';
import type { Observable, Subscription } from 'rxjs';

import { type ApplyAgentEventOptions, applyAgentEvent } from '../reducer/apply-agent-event';
import { failRun } from '../reducer/fail-run';
import type { AgentThread } from '../thread/agent-thread';
import { toAgentError } from './to-agent-error';
import { truncationAtEnd } from './truncated-error';

/** What a `ThreadStream` hands its owner: the thread so far, and where the stream is. */
export interface ThreadStreamUpdate {
  readonly thread: AgentThread;
  /** Whether a requested run has not shown its first run event yet. */
  readonly awaitingRun: boolean;
  /** Whether the stream has ended (completed, failed, stopped). */
  readonly ended: boolean;
}

/** How a `ThreadStream` reduces its events, and who watches each one. */
export interface ThreadStreamOptions extends ApplyAgentEventOptions {
  /** Called with every event applied and the thread it produced, before the burst commits. */
  readonly onEvent?: (event: BaseEvent, thread: AgentThread) => void;
}

/**
 * Feeds one event stream into a thread. Events are applied one by one (pure, cheap), but the
 * owner hears about them once per burst: every event delivered in the same task (one network
 * chunk) is committed together in a microtask, so signals change once per chunk.
 */
export class ThreadStream {
  #latest: AgentThread;
  #awaitingRun: boolean;
  #sawTerminal = false;
  #scheduled = false;
  #ended = false;
  /** Whether `write()` changed the state since the last `STATE_SNAPSHOT`. */
  #wroteState = false;
  #subscription: Subscription | undefined;

  /**
   * @param awaitsRun Whether this stream answers a run request (then it must carry a run to
   *   its end, or it is truncated); `false` for `connect()`ed sources.
   * @param options How events are reduced (the extra validator of `withEventValidation()`),
   *   and who watches each one.
   */
  constructor(
    private readonly events: Observable<BaseEvent>,
    start: AgentThread,
    private readonly awaitsRun: boolean,
    private readonly commit: (update: ThreadStreamUpdate) => void,
    private readonly options: ThreadStreamOptions = {},
  ) {
    this.#latest = start;
    this.#awaitingRun = awaitsRun;
  }

  /** Subscribes; a synchronous source may commit (and end) before this returns. */
  start(): void {
    this.#subscription = this.events.subscribe({
      next: (event) => this.#apply(event),
      error: (failure: unknown) => this.#end(this.#failed(failure)),
      complete: () => this.#end(this.#truncatedOrLatest()),
    });
    if (this.#ended) this.#subscription.unsubscribe();
  }

  /** Unsubscribes (aborting the request) and commits what arrived, transformed by `settle`. */
  stop(settle: (thread: AgentThread, wasRunning: boolean) => AgentThread): void {
    if (this.#ended) return;
    const wasRunning = this.#awaitingRun || this.#latest.status === 'running';
    this.#end(settle(this.#latest, wasRunning));
  }

  /** Commits the events applied since the last commit now, instead of in the microtask. */
  flush(): void {
    if (this.#scheduled) this.#flush();
  }

  /**
   * Applies a local change (`setState()`) to the thread as streamed so far, committed with the
   * next burst. @returns `false` when the stream has ended (the owner applies it instead).
   */
  write(change: (thread: AgentThread) => AgentThread): boolean {
    if (this.#ended) return false;
    const next = change(this.#latest);
    if (next !== this.#latest) {
      // Only a write of the state is overruled by a later STATE_SNAPSHOT (a warning is not).
      this.#wroteState ||= next.state !== this.#latest.state;
      this.#latest = next;
      this.#schedule();
    }
    return true;
  }

  /** Unsubscribes without committing anything (the owner is being destroyed). */
  dispose(): void {
    this.#ended = true;
    this.#subscription?.unsubscribe();
  }

  #apply(event: BaseEvent): void {
    if (this.#ended) return;
    const previous = this.#latest;
    let next = applyAgentEvent(previous, event, this.options);
    if (
      this.#wroteState &&
      next.state !== previous.state &&
      typeOf(event) === EventType.STATE_SNAPSHOT
    ) {
      // The agent wins, but the app must be able to tell that its write was replaced.
      this.#wroteState = false;
      next = {
        ...next,
        warnings: [
          ...next.warnings,
          {
            kind: 'other',
            eventType: EventType.STATE_SNAPSHOT,
            message: 'A STATE_SNAPSHOT replaced the state written with setState() during this run.',
          },
        ],
      };
    }
    this.#latest = next;
    this.options.onEvent?.(event, next);
    if (next.error !== previous.error && next.error && next.error.kind !== 'run-error') {
      // The reducer rejected the stream (protocol violation, malformed event): stop reading it.
      this.#end(next);
      return;
    }
    const type = typeOf(event);
    if (type === EventType.RUN_FINISHED || type === EventType.RUN_ERROR) this.#sawTerminal = true;
    if (type === EventType.RUN_STARTED || this.#sawTerminal || next.status === 'running') {
      this.#awaitingRun = false;
    }
    if (next !== previous) this.#schedule();
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => this.flush());
  }

  #flush(): void {
    this.#scheduled = false;
    if (this.#ended) return;
    this.commit({ thread: this.#latest, awaitingRun: this.#awaitingRun, ended: false });
  }

  #failed(failure: unknown): AgentThread {
    // A run that already ended (RUN_FINISHED, RUN_ERROR) keeps its outcome when the connection
    // drops or times out afterwards: the failure is the transport's, not the run's.
    if (this.#sawTerminal && this.#latest.status !== 'running') return this.#latest;
    return failRun(this.#latest, toAgentError(failure));
  }

  #truncatedOrLatest(): AgentThread {
    const thread = this.#latest;
    const truncated = truncationAtEnd({
      runOpen: thread.status === 'running',
      // A run request's source that completed without any run is as truncated as a run cut short.
      runMissing: this.awaitsRun && !this.#sawTerminal && thread.status !== 'error',
    });
    return truncated ? failRun(thread, truncated) : thread;
  }

  #end(thread: AgentThread): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#latest = thread;
    this.#awaitingRun = false;
    this.#subscription?.unsubscribe();
    this.commit({ thread, awaitingRun: false, ended: true });
  }
}

/** The event's `type`, or `undefined` when reading it throws (a hostile getter or Proxy trap). */
function typeOf(event: BaseEvent): unknown {
  // The reducer has already made such an event data (an error, or ignored after one); reading
  // it again here must not throw out of the subscriber, where RxJS would report it as uncaught.
  try {
    return event.type;
  } catch {
    return undefined;
  }
}
