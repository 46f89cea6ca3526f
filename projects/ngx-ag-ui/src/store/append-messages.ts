import type { Message } from '@ag-ui/core';
import type { AgentThread } from 'ngx-ag-ui/core/runtime';

/** The thread with `messages` appended; the same thread when there are none. */
export function appendMessages(thread: AgentThread, messages: readonly Message[]): AgentThread {
  return messages.length === 0
    ? thread
    : { ...thread, messages: [...thread.messages, ...messages] };
}
