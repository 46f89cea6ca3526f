import type { AgentError, AgentThread } from 'ngx-ag-ui/core';

/**
 * Ends the thread's run as failed with `error` (a transport failure, a truncated stream),
 * keeping every message and the state received so far. The next `RUN_STARTED` starts clean.
 */
export function failRun(thread: AgentThread, error: AgentError): AgentThread {
  return { ...thread, status: 'error', error, steps: [] };
}
