import type { AgentThread } from '../thread/agent-thread';
import { failRun } from './fail-run';

/**
 * Marks the end of a stream. A thread still `'running'` was truncated (the stream ended without
 * `RUN_FINISHED` or `RUN_ERROR`, docs/ag-ui.md §6.1): it fails with an `AgentError` of kind
 * `'truncated'`, keeping everything received. Any other thread comes back unchanged.
 *
 * @example
 * events.pipe(reduceAgentEvents(), last()).subscribe((thread) => store.set(endAgentStream(thread)));
 */
export function endAgentStream(thread: AgentThread): AgentThread {
  if (thread.status !== 'running') return thread;
  return failRun(
    thread,
    'truncated',
    'The stream ended before the run finished (no RUN_FINISHED or RUN_ERROR)',
  );
}
