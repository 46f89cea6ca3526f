import type { AgentThread } from '../thread/agent-thread';

/**
 * The thread without everything after its last user message (the answer to regenerate), or
 * `undefined` when it has no user message.
 */
export function dropLastTurn(thread: AgentThread): AgentThread | undefined {
  const messages = thread.messages;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i].role !== 'user') continue;
    return i === messages.length - 1 ? thread : { ...thread, messages: messages.slice(0, i + 1) };
  }
  return undefined;
}
