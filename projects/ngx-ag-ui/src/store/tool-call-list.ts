import type { ToolCall } from '@ag-ui/core';
import type { AgentThread, ThreadMessage } from 'ngx-ag-ui/core/runtime';

/** An empty list, shared so that "still nothing" keeps its identity. */
export const EMPTY: readonly never[] = [];

/** Every tool call of `messages`, in order. */
export function collectToolCalls(messages: readonly ThreadMessage[]): readonly ToolCall[] {
  const calls: ToolCall[] = [];
  for (const message of messages) {
    if (message.role === 'assistant' && message.toolCalls) calls.push(...message.toolCalls);
  }
  return calls;
}

/**
 * The calls the thread's last run left unanswered, in order, out of `calls` (every call of the
 * thread, collected only when some are pending unless given).
 */
export function pendingToolCalls(
  thread: AgentThread,
  calls?: readonly ToolCall[],
): readonly ToolCall[] {
  const ids = thread.pendingToolCallIds;
  if (ids.length === 0) return EMPTY;
  const wanted = new Set(ids);
  return (calls ?? collectToolCalls(thread.messages)).filter((call) => wanted.has(call.id));
}

/** Whether two lists hold the same items in the same order (a signal's `equal`). */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
