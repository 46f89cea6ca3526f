import type { AgentThread } from '../thread/agent-thread';
import { createAgentThread } from '../thread/create-agent-thread';
import { applyAgentEvent } from './apply-agent-event';

/** The thread after applying `events`, in order, to `thread` (values as received: unchecked). */
export function applyAll(thread: AgentThread, ...events: readonly unknown[]): AgentThread {
  return events.reduce<AgentThread>((current, event) => applyAgentEvent(current, event), thread);
}

/** The thread after applying `events`, in order, to a new thread. */
export function run(...events: readonly unknown[]): AgentThread {
  return applyAll(createAgentThread(), ...events);
}
