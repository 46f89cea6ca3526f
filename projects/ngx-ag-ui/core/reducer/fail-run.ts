import type { AgentErrorKind } from '../thread/agent-error';
import type { AgentThread } from '../thread/agent-thread';
import { EMPTY_BOOKKEEPING } from './reducer-bookkeeping';

/**
 * The thread with its run failed: status `'error'` and a typed `AgentError`; messages and state
 * keep everything applied before. Until the next `RUN_STARTED` the reducer ignores the run's
 * events (the reference client tears the run down at that point).
 */
export function failRun(
  thread: AgentThread,
  kind: AgentErrorKind,
  message: string,
  event?: unknown,
): AgentThread {
  return {
    ...thread,
    status: 'error',
    error: event === undefined ? { kind, message } : { kind, message, event },
    bookkeeping: EMPTY_BOOKKEEPING,
  };
}
