import type { Message } from '@ag-ui/core';
import type { AgentThread } from 'ngx-ag-ui/core/runtime';

import { randomId } from './random-id';
import type { RunOptions } from './run-options';

/** The thread with `messages` appended; the same thread when there are none. */
export function appendMessages(thread: AgentThread, messages: readonly Message[]): AgentThread {
  return messages.length === 0
    ? thread
    : { ...thread, messages: [...thread.messages, ...messages] };
}

/** The thread with a run's `toolResults` (as `tool` messages), then its `messages`, appended. */
export function appendRunMessages(
  thread: AgentThread,
  options: Pick<RunOptions, 'toolResults' | 'messages'>,
): AgentThread {
  const toolMessages = (options.toolResults ?? []).map((result): Message => ({
    id: randomId(),
    role: 'tool',
    toolCallId: result.toolCallId,
    content: result.content,
    ...(result.error !== undefined ? { error: result.error } : {}),
  }));
  return appendMessages(thread, [...toolMessages, ...(options.messages ?? [])]);
}
