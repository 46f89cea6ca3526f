import {
  EventType,
  type ReasoningEncryptedValueEvent,
  type ReasoningEndEvent,
  type ReasoningStartEvent,
} from '@ag-ui/core';

import type { AgentThread, ReasoningSpan } from '../thread/agent-thread';
import { attributionProblem, claimOwner, recordedOwner } from './attribution';
import { eventError, failRun } from './fail-run';
import { findMessageIndex, findToolCallOwnerIndex } from './message-index';
import { EMPTY_BOOKKEEPING } from './reducer-bookkeeping';
import { withReplacedMessage } from './thread-messages';
import { withWarnings } from './with-warnings';

/**
 * `REASONING_START` / `REASONING_END` open and close a span (`thread.reasoningSpans`);
 * `REASONING_ENCRYPTED_VALUE` stores the opaque value on the named message or tool call
 * (unknown ids warn). Reasoning *messages* go through `applyStreamedMessageEvent`. Whether a
 * span is open is read from the bookkeeping's index, not by scanning `thread.reasoningSpans`.
 */
export function applyReasoningEvent(
  thread: AgentThread,
  event: ReasoningStartEvent | ReasoningEndEvent | ReasoningEncryptedValueEvent,
): AgentThread {
  if (event.type === EventType.REASONING_ENCRYPTED_VALUE) return storeEncryptedValue(thread, event);
  const { messageId, subagentRunId } = event;
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const open = bookkeeping.openReasoningSpans;
  if (event.type === EventType.REASONING_START) {
    if (open.has(messageId))
      return failRun(
        thread,
        eventError(
          'protocol',
          `A reasoning span with ID '${messageId}' is already in progress`,
          event,
        ),
      );
    // A span and the reasoning message inside it share an id and one owner: whichever opens first.
    const problem = attributionProblem(bookkeeping, 'reasoning', messageId, subagentRunId);
    if (problem) return failRun(thread, eventError('protocol', problem, event));
    const span: ReasoningSpan =
      subagentRunId === undefined ? { messageId } : { messageId, subagentRunId };
    const openReasoningSpans = open.set(messageId, subagentRunId);
    const claimed = claimOwner(bookkeeping, 'reasoning', messageId, subagentRunId);
    return {
      ...thread,
      reasoningSpans: thread.reasoningSpans.concat([span]),
      bookkeeping: { ...claimed, openReasoningSpans },
    };
  }
  if (!open.has(messageId))
    return failRun(
      thread,
      eventError('protocol', `No active reasoning span found with ID '${messageId}'`, event),
    );
  const problem = attributionProblem(bookkeeping, 'reasoning', messageId, subagentRunId);
  if (problem) return failRun(thread, eventError('protocol', problem, event));
  // Spans mostly end innermost first, so the search from the end stops at once.
  let at = thread.reasoningSpans.length - 1;
  while (at > 0 && thread.reasoningSpans[at].messageId !== messageId) at--;
  const reasoningSpans = thread.reasoningSpans.slice();
  reasoningSpans.splice(at, 1);
  return {
    ...thread,
    reasoningSpans,
    bookkeeping: { ...bookkeeping, openReasoningSpans: open.delete(messageId) },
  };
}

function storeEncryptedValue(
  thread: AgentThread,
  event: ReasoningEncryptedValueEvent,
): AgentThread {
  const { entityId } = event;
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  // A "message" value may name a text or a reasoning message; ids are unique per kind, so at most
  // one of the two has an owner on record for it.
  const kind =
    event.subtype === 'tool-call'
      ? 'toolCall'
      : recordedOwner(bookkeeping, 'message', entityId)
        ? 'message'
        : 'reasoning';
  const problem = attributionProblem(bookkeeping, kind, entityId, event.subagentRunId);
  if (problem) return failRun(thread, eventError('protocol', problem, event));
  if (event.subtype === 'tool-call') {
    const ownerAt = findToolCallOwnerIndex(thread.messages, entityId);
    const owner = ownerAt >= 0 ? thread.messages[ownerAt] : undefined;
    if (owner?.role === 'assistant' && owner.toolCalls) {
      const callAt = owner.toolCalls.findIndex((call) => call.id === entityId);
      const call = withEncryptedValue(owner.toolCalls[callAt], event);
      if (!call) return thread;
      const toolCalls = owner.toolCalls.slice();
      toolCalls[callAt] = call;
      return withReplacedMessage(thread, ownerAt, { ...owner, toolCalls });
    }
  } else {
    const at = findMessageIndex(thread.messages, entityId);
    const message = at >= 0 ? thread.messages[at] : undefined;
    if (message && message.role !== 'activity') {
      const stored = withEncryptedValue(message, event);
      return stored ? withReplacedMessage(thread, at, stored) : thread;
    }
  }
  return withWarnings(thread, [
    {
      kind: 'unknown-target',
      message: `No ${event.subtype} with ID '${entityId}' for the encrypted value`,
      eventType: event.type,
    },
  ]);
}

/** What a message or tool call holds of an encrypted value (the type is AG-UI 1.1's). */
interface EncryptedValueHolder {
  readonly encryptedValue?: string;
  readonly encryptedValueType?: string;
}

/**
 * The target with the event's value and type, or `undefined` when it holds them already. The
 * type describes one value, so a value that arrives without one removes the old type: an old
 * type left on new bytes would mislabel them.
 */
function withEncryptedValue<T extends EncryptedValueHolder>(
  target: T,
  event: ReasoningEncryptedValueEvent & EncryptedValueHolder,
): T | undefined {
  const { encryptedValue, encryptedValueType } = event;
  if (target.encryptedValue === encryptedValue && target.encryptedValueType === encryptedValueType)
    return undefined;
  const next: EncryptedValueHolder = { ...target, encryptedValue, encryptedValueType };
  if (encryptedValueType === undefined)
    delete (next as { encryptedValueType?: string }).encryptedValueType;
  return next as T;
}
