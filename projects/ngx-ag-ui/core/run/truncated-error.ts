import type { AgentError } from '../thread/agent-error';

/**
 * The one `'truncated'` error of a stream that ended without its run's `RUN_FINISHED` or
 * `RUN_ERROR` (docs/ag-ui.md §6.1), whoever notices it: `endAgentStream`, `ThreadStream` (a
 * source that completed without any run) or the HTTP transport (a body that ended early).
 *
 * @param sawRun Whether a run had started: the message says which end was missed.
 */
export function truncatedError(sawRun: boolean): AgentError {
  return {
    kind: 'truncated',
    message: sawRun
      ? 'The stream ended before the run finished (no RUN_FINISHED or RUN_ERROR)'
      : 'The stream ended before any run started.',
  };
}
