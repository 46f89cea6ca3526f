import { bridgeMessageCitations } from '../bridge/bridge-message-citations';
import type { AgentThread, ThreadMessage } from '../thread/agent-thread';
import { appendMessage, insertMessage, replaceMessage } from './message-index';

/** The thread with a new message appended, its citations bridged at once. */
export function withAppendedMessage(thread: AgentThread, message: ThreadMessage): AgentThread {
  const bridged = bridgeMessageCitations(message, thread.state);
  return { ...thread, messages: appendMessage(thread.messages, bridged) };
}

/** The thread with a new message inserted at `at`, its citations bridged at once. */
export function withInsertedMessage(
  thread: AgentThread,
  at: number,
  message: ThreadMessage,
): AgentThread {
  const bridged = bridgeMessageCitations(message, thread.state);
  return { ...thread, messages: insertMessage(thread.messages, at, bridged) };
}

/** The thread with the message at `at` replaced; the thread itself for the same object. */
export function withReplacedMessage(
  thread: AgentThread,
  at: number,
  message: ThreadMessage,
): AgentThread {
  if (message === thread.messages[at]) return thread;
  return { ...thread, messages: replaceMessage(thread.messages, at, message) };
}

/** Like `withReplacedMessage`, re-bridging the message's citations (its metadata changed). */
export function withRebridgedMessage(
  thread: AgentThread,
  at: number,
  message: ThreadMessage,
): AgentThread {
  return withReplacedMessage(thread, at, bridgeMessageCitations(message, thread.state));
}
