import type { AgentThread } from '../thread/agent-thread';

/** Ends the thread's run as cancelled by the user (`stop()`), keeping the partial answer. */
export function cancelRun(thread: AgentThread): AgentThread {
  return { ...thread, status: 'cancelled', error: null, steps: [] };
}
