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

/** What a stream knew about its run when it ended, as `truncationAtEnd` reads it. */
export interface StreamEnd {
  /** A run started and had not ended (no `RUN_FINISHED` or `RUN_ERROR` yet). */
  readonly runOpen: boolean;
  /** The stream had to carry a run (it answers a run request) and none started or ended. */
  readonly runMissing: boolean;
}

/**
 * Whether a stream that just ended was truncated: the one check `endAgentStream`, `ThreadStream`
 * and the HTTP transport make, so that they agree on when and with which message.
 *
 * @param end What the stream knew about its run.
 * @returns The `'truncated'` error (see `truncatedError`), or `null` when nothing was cut short.
 * @example
 * truncationAtEnd({ runOpen: thread.status === 'running', runMissing: false }); // null when done
 */
export function truncationAtEnd({ runOpen, runMissing }: StreamEnd): AgentError | null {
  return runOpen || runMissing ? truncatedError(runOpen) : null;
}
