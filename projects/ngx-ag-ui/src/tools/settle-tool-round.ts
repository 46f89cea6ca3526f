import type { Message, ToolCall } from '@ag-ui/core';
import { MAX_WARNINGS, type AgentThread, type AgentWarning } from 'ngx-ag-ui/core/runtime';

import type { ToolResult } from '../store/run-options';
import type { RunEndOutcome } from '../store/store-extension';
import type { ToolCallOutcome } from './run-tool-call';

/**
 * Turns the outcomes of a round into what follows it. Failures become warnings (their error
 * results go to the agent all the same). The run continues, with the results, when every
 * pending call was answered and `stop()` was not called; otherwise the answers are appended as
 * `tool` messages and the calls of unknown tools stay pending for the app.
 */
export function settleToolRound(
  thread: AgentThread,
  calls: readonly ToolCall[],
  outcomes: readonly ToolCallOutcome[],
  cancelled: boolean,
): RunEndOutcome {
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
  if (!cancelled && left.length === 0)
    return { thread: next, continueWith: { toolResults: results } };
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
