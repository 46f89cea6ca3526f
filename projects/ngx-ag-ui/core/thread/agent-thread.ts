import type { Interrupt, Message, TokenUsage } from '@ag-ui/core';

import type { Citation } from '../citations/citation';
import type { AgentError, AgentWarning } from './agent-error';

/** An AG-UI message plus the citations bridged onto it. */
export type ThreadMessage = Message & { readonly citations?: readonly Citation[] };

/** Where the thread is in its run lifecycle. */
export type AgentStatus =
  /** No run has started yet (or the thread was reset). */
  | 'idle'
  /** A run is open: `RUN_STARTED` seen, no terminal event yet. */
  | 'running'
  /** The last run finished with a success outcome. */
  | 'success'
  /** The last run finished with an interrupt outcome and waits for `resume`. */
  | 'interrupted'
  /** The last run finished with a cancelled outcome. */
  | 'cancelled'
  /** The last run failed: see `AgentThread.error`. */
  | 'error';

/** A step currently open (`STEP_STARTED` without `STEP_FINISHED`). */
export interface ActiveStep {
  readonly stepName: string;
  /** Absent for the parent agent. */
  readonly subagentRunId?: string;
}

/**
 * The immutable, structurally shared conversation. Unchanged messages and unchanged state
 * subtrees keep their identity from one thread to the next.
 */
export interface AgentThread {
  readonly threadId?: string;
  readonly runId?: string;
  /** Exactly what the reference client would hold, plus `citations` where bridged. */
  readonly messages: readonly ThreadMessage[];
  /** Exactly what the reference client would hold. */
  readonly state: unknown;
  readonly status: AgentStatus;
  /** What ended the last run badly, or `null`. */
  readonly error: AgentError | null;
  /** Survivable problems, oldest first (the most recent `MAX_WARNINGS` are kept). */
  readonly warnings: readonly AgentWarning[];
  /** Whether a `STATE_DELTA` failed since the last `STATE_SNAPSHOT`. */
  readonly stateDiverged: boolean;
  /** Frontend tool calls left unanswered by the last successful run, in call order. */
  readonly pendingToolCallIds: readonly string[];
  /** Open interrupts of the last run (answer them with `resume` in the next run). */
  readonly interrupts: readonly Interrupt[];
  /** Token usage reported by the last run. */
  readonly usage: readonly TokenUsage[];
  /** Steps currently open. */
  readonly steps: readonly ActiveStep[];
  /** `RUN_FINISHED.result` of the last successful run. */
  readonly result?: unknown;
}
