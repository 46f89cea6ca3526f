import type { AgentError, AgentErrorKind } from '../thread/agent-error';
import type { AgentThread } from '../thread/agent-thread';
import { EMPTY_BOOKKEEPING } from './reducer-bookkeeping';

/**
 * The thread with its run failed, whoever failed it (the reducer on a bad event, the transport,
 * a stream cut short): status `'error'` and `error`; messages and state keep everything applied
 * before. No step is active any more and no stream is open (`steps` emptied, bookkeeping reset),
 * and until the next `RUN_STARTED` the reducer ignores the run's events (the reference client
 * tears the run down at that point).
 */
export function failRun(thread: AgentThread, error: AgentError): AgentThread {
  return { ...thread, status: 'error', error, steps: [], bookkeeping: EMPTY_BOOKKEEPING };
}

/**
 * The `AgentError` the reducer fails a run with: its kind, a message safe to show, and the event
 * that caused it when there is one (a problem found after the event, like truncation, has none).
 */
export function eventError(kind: AgentErrorKind, message: string, event?: unknown): AgentError {
  return event === undefined ? { kind, message } : { kind, message, event };
}
