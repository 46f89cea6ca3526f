import type { CustomEvent, Interrupt, Message, RawEvent, TokenUsage } from '@ag-ui/core';

import type { MessageCitation } from '../citation-model/citation';
import type { ReducerBookkeeping } from '../reducer/reducer-bookkeeping';
import type { AgentError, AgentWarning } from './agent-error';

/**
 * An AG-UI message plus the citations bridged onto it (in its own numbering: `MessageCitation`).
 * `encryptedValueType` is AG-UI 1.1's name for the kind of the message's `encryptedValue`
 * (`@ag-ui/core` 1.0 has no field for it yet): opaque, stored and sent back with the value.
 */
export type ThreadMessage = Message & {
  readonly citations?: readonly MessageCitation[];
  readonly encryptedValueType?: string;
};

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

/** A reasoning span currently open (`REASONING_START` without `REASONING_END`). */
export interface ReasoningSpan {
  readonly messageId: string;
  /** Absent for the parent agent. */
  readonly subagentRunId?: string;
}

/** Where a subagent invocation is in its lifecycle. */
export type SubagentStatus = 'running' | 'success' | 'suspended' | 'error';

/** A subagent invocation of the current run (`SUBAGENT_STARTED` / `_FINISHED` / `_ERROR`). */
export interface SubagentRun {
  readonly subagentRunId: string;
  readonly name: string;
  readonly description?: string;
  readonly parentSubagentRunId?: string;
  readonly parentToolCallId?: string;
  readonly parentMessageId?: string;
  readonly status: SubagentStatus;
  /** `SUBAGENT_FINISHED.result`. */
  readonly result?: unknown;
  /** Interrupts a suspended subagent waits on. */
  readonly interruptIds?: readonly string[];
  /** `SUBAGENT_ERROR` message and code (the run may continue). */
  readonly error?: { readonly message: string; readonly code?: string };
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
  /** Reasoning spans currently open. */
  readonly reasoningSpans: readonly ReasoningSpan[];
  /** Subagent invocations of the current run, in start order. */
  readonly subagents: readonly SubagentRun[];
  /**
   * Arguments of the tool calls completed (`TOOL_CALL_END`) in the current run, parsed once as
   * JSON, by tool call id. A call whose arguments are not valid JSON is absent (and warned about);
   * `function.arguments` on the message always keeps the raw text.
   */
  readonly toolCallArgs: ReadonlyMap<string, unknown>;
  /** The most recent `CUSTOM` events (the last `MAX_PASS_THROUGH_EVENTS`), oldest first. */
  readonly customEvents: readonly CustomEvent[];
  /** The most recent `RAW` events (the last `MAX_PASS_THROUGH_EVENTS`), oldest first. */
  readonly rawEvents: readonly RawEvent[];
  /**
   * Reducer-internal bookkeeping (open items, chunk lanes, the run's tool-call tally). Opaque to
   * applications; absent on a thread that no event has touched yet.
   */
  readonly bookkeeping?: ReducerBookkeeping;
}
