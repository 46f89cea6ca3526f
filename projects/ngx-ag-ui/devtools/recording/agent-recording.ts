import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import type { AgentStatus, ThreadMessage } from 'ngx-ag-ui/core/runtime';

/*
 * What a recording of one stream holds, as plain JSON: everything needed to replay it through
 * the reducer and to check that the replay ends where the live run ended.
 */

/** One event as it arrived, with when it arrived and what reducing it cost. */
export interface RecordedEvent {
  /** Milliseconds since the stream opened. */
  readonly t: number;
  /** Milliseconds the store spent reducing it (absent for loaded captures). */
  readonly costMs?: number;
  /** The event as the agent sent it. */
  readonly event: BaseEvent;
}

/** The thread a stream started from: what a replay starts from. */
export interface RecordedThread {
  readonly threadId?: string;
  readonly messages: readonly ThreadMessage[];
  readonly state: unknown;
}

/** The thread a stream ended with: what a replay must reproduce. */
export interface RecordedOutcome extends RecordedThread {
  readonly status: AgentStatus;
}

/**
 * How the stream ended: the source completed, failed with `error` (a network failure, a
 * timeout), or the app stopped it (`stop()`, a new stream).
 */
export type RecordingEnd =
  | { readonly kind: 'complete' }
  | { readonly kind: 'error'; readonly error: unknown }
  | { readonly kind: 'stop' };

/** One stream of one agent: a run (`input` set) or a `connect()`ed source. */
export interface AgentRecording {
  /** The agent's id (`provideAgUi({ agentId })`). */
  readonly agentId: string;
  /** What the run sent; absent for a `connect()`ed source and for loaded captures without one. */
  readonly input?: RunAgentInput;
  /** The thread the stream started from. */
  readonly start: RecordedThread;
  /** When the stream opened (milliseconds since the epoch). */
  readonly startedAt: number;
  /** Every event, in arrival order. */
  readonly events: readonly RecordedEvent[];
  /** How it ended; absent while it streams. */
  readonly end?: RecordingEnd;
  /** The thread the store showed when the stream ended; absent while it streams or when loaded from a capture. */
  readonly outcome?: RecordedOutcome;
}
