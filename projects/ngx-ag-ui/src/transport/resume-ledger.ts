import { EventType, type BaseEvent } from '@ag-ui/core';
import type { AgentError } from 'ngx-ag-ui/core/runtime';

/** The longest SSE `id:` a reconnect sends back: a header, not a payload. */
export const MAX_EVENT_ID_CHARS = 1_024;

/** The most event ids remembered to spot a replayed event (the most recent ones). */
export const MAX_REMEMBERED_IDS = 10_000;

/** The most characters of events held back while a resumed run is not yet confirmed. */
export const MAX_HELD_CHARS = 10 * 1024 * 1024;

/** What to do with one event read from the stream. */
export type Admission =
  /** Pass these on, in order (events held back, then this one). */
  | { readonly deliver: readonly BaseEvent[]; readonly refuse?: undefined }
  /** Held back until the agent confirms the run, or dropped as a replay: nothing to pass on. */
  | { readonly deliver?: undefined; readonly refuse?: undefined }
  /** The run must fail with this error; nothing held is passed on. */
  | { readonly deliver?: undefined; readonly refuse: AgentError };

const NOTHING: Admission = {};

/** `threadId` and `runId` of the run a stream carries, from its `RUN_STARTED`. */
export interface RunIdentity {
  readonly threadId: unknown;
  readonly runId: unknown;
}

/**
 * The event ids of one run's SSE exchange, and what a resumed connection may pass on (see
 * docs/hostile-input.md, "Resuming a stream"):
 *
 * - Progress is a new event id: an event whose id was already applied, sent again by a
 *   reconnect (the event at `Last-Event-ID`, or a replay from further back), is dropped.
 * - After a drop mid-run, the agent's events are held back until its `RUN_FINISHED` names the
 *   run that dropped: events of another run never reach the thread. A `RUN_ERROR` ends the run
 *   without the events held.
 * - An id that cannot travel as a header (outside printable Latin-1, over `MAX_EVENT_ID_CHARS`)
 *   makes the run unresumable from there: the drop fails at once.
 */
export class ResumeLedger {
  /** The most recent ids applied or held, oldest first (a Set keeps insertion order). */
  readonly #seen = new Set<string>();
  #lastEventId: string | undefined;
  /** Why `#lastEventId` cannot be sent back, when it cannot. */
  #unsendable: string | undefined;
  /** The run the stream carries (its last `RUN_STARTED`). */
  #run: RunIdentity | undefined;
  /** The run that dropped and has not yet been confirmed by its `RUN_FINISHED`. */
  #unconfirmed: RunIdentity | undefined;
  #held: BaseEvent[] = [];
  #heldChars = 0;
  #resuming = false;
  #progressed = false;

  /** The id a reconnect sends as `Last-Event-ID`, if the agent gave one. */
  get lastEventId(): string | undefined {
    return this.#lastEventId;
  }

  /** Whether the current connection brought an event with an id not seen before. */
  get progressed(): boolean {
    return this.#progressed;
  }

  /** Why the run cannot resume from the last id (it cannot be a header value), if it cannot. */
  get unresumable(): string | undefined {
    return this.#unsendable;
  }

  /**
   * Starts from a run that an earlier page followed up to `lastEventId` (a reload): the first
   * connection resumes it, as after a drop.
   */
  resumeFrom(lastEventId: string, run: RunIdentity): void {
    this.#run = run;
    this.#remember(lastEventId);
  }

  /**
   * A new connection begins; `resuming` when it resumes a dropped one (while `runOpen`, its
   * events are then held until the run is confirmed).
   */
  connect(resuming: boolean, runOpen: boolean): void {
    this.#resuming = resuming;
    this.#progressed = false;
    if (resuming && runOpen) this.#unconfirmed ??= this.#run;
  }

  /** Decides about one event (`id` as the SSE parser gave it, `chars` its frame's size). */
  admit(event: BaseEvent, id: string | undefined, chars: number): Admission {
    if (id !== undefined && id !== '' && this.#resuming && this.#seen.has(id)) return NOTHING;
    const admission = this.#decide(event, chars);
    if (admission.refuse === undefined && id !== undefined) this.#remember(id);
    return admission;
  }

  #decide(event: BaseEvent, chars: number): Admission {
    const unconfirmed = this.#unconfirmed;
    if (unconfirmed === undefined) {
      if (event.type === EventType.RUN_STARTED) this.#run = identityOf(event);
      return { deliver: [event] };
    }
    if (event.type === EventType.RUN_ERROR) {
      this.#release();
      return { deliver: [event] };
    }
    if (event.type === EventType.RUN_FINISHED) {
      const { threadId, runId } = identityOf(event);
      if (threadId !== unconfirmed.threadId || runId !== unconfirmed.runId) {
        this.#release();
        return { refuse: otherRunError(unconfirmed, threadId, runId) };
      }
      const held = this.#release();
      return { deliver: [...held, event] };
    }
    if (this.#heldChars + chars > MAX_HELD_CHARS) {
      this.#release();
      return { refuse: tooLongError() };
    }
    this.#held.push(event);
    this.#heldChars += chars;
    return NOTHING;
  }

  /** Ends the wait for a confirmation; returns the events held meanwhile. */
  #release(): BaseEvent[] {
    const held = this.#held;
    this.#held = [];
    this.#heldChars = 0;
    this.#unconfirmed = undefined;
    return held;
  }

  #remember(id: string): void {
    // An empty `id:` clears the last event ID, as in EventSource: a drop then cannot resume.
    this.#lastEventId = id === '' ? undefined : id;
    this.#unsendable = id === '' ? undefined : unsendableReason(id);
    if (id === '' || this.#seen.has(id)) return;
    this.#progressed = true;
    this.#seen.add(id);
    if (this.#seen.size > MAX_REMEMBERED_IDS) {
      this.#seen.delete(this.#seen.values().next().value as string);
    }
  }
}

function identityOf(event: BaseEvent): RunIdentity {
  const { threadId, runId } = event as BaseEvent & RunIdentity;
  return { threadId, runId };
}

/**
 * Why `id` cannot be a `Last-Event-ID` header value, or `undefined`. `fetch` throws on a
 * character above U+00FF and on CR, LF or NUL; other control characters are refused too, as a
 * server would read them differently, and so is an id longer than `MAX_EVENT_ID_CHARS`.
 */
function unsendableReason(id: string): string | undefined {
  if (id.length > MAX_EVENT_ID_CHARS) {
    return `it is longer than ${MAX_EVENT_ID_CHARS.toLocaleString('en')} characters`;
  }
  // Printable Latin-1: U+0020–U+007E and U+00A0–U+00FF.
  return /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(id)
    ? undefined
    : 'it holds a character outside printable Latin-1';
}

function otherRunError(run: RunIdentity, threadId: unknown, runId: unknown): AgentError {
  return {
    kind: 'invalid-response',
    code: 'RESUME_OTHER_RUN',
    message:
      `The agent resumed the stream of run "${String(run.runId)}" with the events of ` +
      `run "${String(runId)}"${threadId === run.threadId ? '' : ` of thread "${String(threadId)}"`}: ` +
      'none of them was shown.',
  };
}

function tooLongError(): AgentError {
  return {
    kind: 'invalid-response',
    code: 'RESUME_UNCONFIRMED',
    message:
      'The agent resumed the stream with more than 10 MiB of events without confirming the run ' +
      '(its RUN_FINISHED): none of them was shown.',
  };
}
