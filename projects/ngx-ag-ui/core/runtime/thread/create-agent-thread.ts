import { PersistentMap } from '../reducer/persistent-map';
import type { AgentThread } from './agent-thread';

/** Fields a caller may seed a thread with. */
export type AgentThreadInit = Partial<Pick<AgentThread, 'threadId' | 'messages' | 'state'>>;

/**
 * Creates an idle thread, the starting point of `reduceAgentEvents` and `applyAgentEvent`.
 *
 * @example
 * const thread = createAgentThread({ threadId: 't1', state: { citations: {} } });
 */
export function createAgentThread(init: AgentThreadInit = {}): AgentThread {
  return {
    threadId: init.threadId,
    messages: init.messages ?? [],
    state: init.state ?? {},
    status: 'idle',
    warnings: [],
    stateDiverged: false,
    ...emptyRunFields(),
    customEvents: [],
    rawEvents: [],
  };
}

/** The run-scoped fields as they are before the first run and at the start of every run. */
export function emptyRunFields(): Pick<
  AgentThread,
  | 'error'
  | 'pendingToolCallIds'
  | 'interrupts'
  | 'usage'
  | 'steps'
  | 'reasoningSpans'
  | 'subagents'
  | 'toolCallArgs'
> {
  return {
    error: null,
    pendingToolCallIds: [],
    interrupts: [],
    usage: [],
    steps: [],
    reasoningSpans: [],
    subagents: [],
    toolCallArgs: PersistentMap.empty(),
  };
}
