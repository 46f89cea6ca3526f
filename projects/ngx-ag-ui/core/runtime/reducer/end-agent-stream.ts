import { truncationAtEnd } from '../run/truncated-error';
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
  // A stream of bare events need not carry a run, so only an open one counts as cut short.
  const truncated = truncationAtEnd({ runOpen: thread.status === 'running', runMissing: false });
  return truncated ? failRun(thread, truncated) : thread;
}
