import type { ToolCall } from '@ag-ui/core';
import type { AgentError, AgentThread } from 'ngx-ag-ui/core/runtime';

/** The run stopped after the store answered tool calls `rounds` times in a row (loop guard). */
export function toolLoopError(rounds: number, toolCallIds: readonly string[]): AgentError {
  return {
    kind: 'tool-loop',
    code: 'TOOL_ROUNDS_EXCEEDED',
    message:
      `The agent kept calling frontend tools after ${rounds} automatic rounds; the store ` +
      'stopped continuing the run. Its last calls are still pending.',
    cause: { toolCallIds },
  };
}

/**
 * The thread ended by the loop guard: a `tool-loop` error, the calls left pending. Loaded with
 * the tool round: by the time the guard trips, a round has run and loaded it.
 */
export function stopToolLoop(
  thread: AgentThread,
  rounds: number,
  calls: readonly ToolCall[],
): AgentThread {
  const error = toolLoopError(
    rounds,
    calls.map((call) => call.id),
  );
  return { ...thread, status: 'error', error };
}
