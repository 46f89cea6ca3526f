import type { ThreadMessage } from '../thread/agent-thread';
import { checkMessages } from './message-shapes';
import { ValidationContext } from './validation-context';

/** Untrusted messages read: the messages, or the first malformed field as `path: reason`. */
export type MessagesReading =
  | { readonly messages: ThreadMessage[]; readonly problem?: undefined }
  | { readonly messages?: undefined; readonly problem: string };

/**
 * Reads messages from outside a run (a saved thread, a server's history) with the AG-UI 1.0
 * message shapes the reducer checks a `MESSAGES_SNAPSHOT` against: every field of every message
 * kind, content parts and tool calls included. Unknown members are stripped (the bridged
 * `citations` too: they belong to `bridgeCitationsState`, which derives them again), messages of
 * an unknown role dropped, and a malformed known field (`toolCalls: "abc"`, `content: 42`) is the
 * problem. The walk is as deep as the shapes, never as deep as the value: opaque members
 * (`metadata`, an activity's `content`) are not walked. Never throws on plain data (a getter or
 * Proxy trap that throws is the caller's to catch).
 *
 * @param value What should be a `Message[]`.
 * @param path The name the problem gives the list, e.g. `'messages'`.
 */
export function readMessages(value: unknown, path = 'messages'): MessagesReading {
  const context = new ValidationContext('MESSAGES');
  const checked = checkMessages(value, path, context);
  if (context.problem !== undefined || !Array.isArray(checked)) {
    return { problem: context.problem ?? `${path}: expected an array` };
  }
  // The one place stored values become messages: each has just passed its role's shape.
  return { messages: checked as ThreadMessage[] };
}
