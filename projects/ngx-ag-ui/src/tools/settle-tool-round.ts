import type { Message, ToolCall } from '@ag-ui/core';
import { MAX_WARNINGS, type AgentThread, type AgentWarning } from 'ngx-ag-ui/core/runtime';

import type { ToolResult } from '../store/run-options';
import type { ToolCallOutcome } from './run-tool-call';

/** What the store does after a round of frontend tool calls. */
export interface SettledToolRound {
  /** The thread with the round's warnings (and, when not continuing, its tool messages). */
  readonly thread: AgentThread;
  /** Results to send with a new run, or `undefined` when the run is not continued. */
  readonly continueWith?: readonly ToolResult[];
}

/**
 * Turns the outcomes of a round into the next thread. Failures become warnings (their error
 * results go to the agent all the same). The run continues when every pending call was
 * answered and `stop()` was not called; otherwise the answers are appended as `tool` messages
 * and the calls of unknown tools stay pending for the app.
 */
export function settleToolRound(
  thread: AgentThread,
  calls: readonly ToolCall[],
  outcomes: readonly ToolCallOutcome[],
  cancelled: boolean,
): SettledToolRound {
  const warnings: AgentWarning[] = outcomes
    .filter((outcome) => outcome.status === 'failed')
    .map((outcome) => ({
      kind: 'tool-failed',
      message: `Tool call ${outcome.toolCallId} (${nameOf(calls, outcome.toolCallId)}) answered with an error: ${'error' in outcome ? outcome.error : ''}`,
    }));
  let next = warnings.length
    ? { ...thread, warnings: [...thread.warnings, ...warnings].slice(-MAX_WARNINGS) }
    : thread;
  const results: ToolResult[] = outcomes.map((outcome) => ({
    toolCallId: outcome.toolCallId,
    content: outcome.content,
    ...('error' in outcome ? { error: outcome.error } : {}),
  }));
  const answered = new Set(outcomes.map((outcome) => outcome.toolCallId));
  const left = next.pendingToolCallIds.filter((id) => !answered.has(id));
  if (!cancelled && left.length === 0) return { thread: next, continueWith: results };
  const messages: Message[] = results.map((result) => ({
    id: `tool-result-${result.toolCallId}`,
    role: 'tool',
    toolCallId: result.toolCallId,
    content: typeof result.content === 'string' ? result.content : JSON.stringify(result.content),
    ...(result.error !== undefined ? { error: result.error } : {}),
  }));
  next = { ...next, messages: [...next.messages, ...messages], pendingToolCallIds: left };
  if (cancelled) next = { ...next, status: 'cancelled', error: null, steps: [] };
  return { thread: next };
}

function nameOf(calls: readonly ToolCall[], id: string): string {
  return calls.find((call) => call.id === id)?.function.name ?? 'unknown tool';
}
