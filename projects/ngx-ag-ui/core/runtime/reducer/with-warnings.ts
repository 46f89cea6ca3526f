import type { AgentWarning } from '../thread/agent-error';
import type { AgentThread } from '../thread/agent-thread';

/** How many warnings a thread keeps: the most recent ones, oldest first. */
export const MAX_WARNINGS = 100;

/** The thread with `warnings` appended (bounded to the last `MAX_WARNINGS`). */
export function withWarnings(thread: AgentThread, warnings: readonly AgentWarning[]): AgentThread {
  if (warnings.length === 0) return thread;
  return { ...thread, warnings: appendBounded(thread.warnings, warnings, MAX_WARNINGS) };
}

/** `list` plus `items`, keeping only the last `max` entries. */
export function appendBounded<T>(
  list: readonly T[],
  items: readonly T[],
  max: number,
): readonly T[] {
  const next = [...list, ...items];
  return next.length > max ? next.slice(next.length - max) : next;
}
