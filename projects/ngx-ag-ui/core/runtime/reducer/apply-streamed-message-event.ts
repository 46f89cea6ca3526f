import {
  EventType,
  type BaseEvent,
  type ReasoningMessageContentEvent,
  type ReasoningMessageEndEvent,
  type ReasoningMessageStartEvent,
  type TextMessageContentEvent,
  type TextMessageEndEvent,
  type TextMessageStartEvent,
} from '@ag-ui/core';

import type { AgentThread, ThreadMessage } from '../thread/agent-thread';
import { attributionProblem, claimOwner } from './attribution';
import { eventError, failRun } from './fail-run';
import { mergeEventMetadata, touchesMetadataCitations } from './merge-event-metadata';
import { findMessageIndex } from './message-index';
import { EMPTY_BOOKKEEPING, type ReducerBookkeeping } from './reducer-bookkeeping';
import { withAppendedMessage, withRebridgedMessage, withReplacedMessage } from './thread-messages';
import { withWarnings } from './with-warnings';

/** Which streamed message family an event belongs to. */
export type StreamedKind = 'text' | 'reasoning';

/** The START / CONTENT / END events of both streamed message families. */
export type StreamedMessageEvent =
  | TextMessageStartEvent
  | TextMessageContentEvent
  | TextMessageEndEvent
  | ReasoningMessageStartEvent
  | ReasoningMessageContentEvent
  | ReasoningMessageEndEvent;

type StreamedPhase = 'start' | 'content' | 'end';

/** The family and phase of each streamed message event, by type. */
const STREAMED = {
  TEXT_MESSAGE_START: ['text', 'start'],
  TEXT_MESSAGE_CONTENT: ['text', 'content'],
  TEXT_MESSAGE_END: ['text', 'end'],
  REASONING_MESSAGE_START: ['reasoning', 'start'],
  REASONING_MESSAGE_CONTENT: ['reasoning', 'content'],
  REASONING_MESSAGE_END: ['reasoning', 'end'],
} as const satisfies Record<StreamedMessageEvent['type'], readonly [StreamedKind, StreamedPhase]>;

const LABEL: Record<StreamedKind, string> = {
  text: 'text message',
  reasoning: 'reasoning message',
};
const OPEN_KEY = { text: 'openTextMessages', reasoning: 'openReasoningMessages' } as const;

/**
 * `TEXT_MESSAGE_START/CONTENT/END` and `REASONING_MESSAGE_START/CONTENT/END`: the open/close
 * discipline of docs/ag-ui.md §7.5, then the reference effects of §7.6 (a START reuses an existing
 * non-activity message with that id, a CONTENT appends to string content, metadata merges into
 * the message).
 */
export function applyStreamedMessageEvent(
  thread: AgentThread,
  event: StreamedMessageEvent,
): AgentThread {
  const [kind, phase] = STREAMED[event.type];
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const open = bookkeeping[OPEN_KEY[kind]];
  const id = event.messageId;
  const ownerKind = kind === 'text' ? 'message' : 'reasoning';
  if (
    event.type === EventType.TEXT_MESSAGE_START ||
    event.type === EventType.REASONING_MESSAGE_START
  ) {
    if (open.has(id)) {
      return failRun(
        thread,
        eventError('protocol', `A ${LABEL[kind]} with ID '${id}' is already in progress`, event),
      );
    }
    const problem = attributionProblem(bookkeeping, ownerKind, id, event.subagentRunId);
    if (problem) return failRun(thread, eventError('protocol', problem, event));
    const claimed = claimOwner(bookkeeping, ownerKind, id, event.subagentRunId);
    const opened: ReducerBookkeeping = {
      ...claimed,
      [OPEN_KEY[kind]]: open.set(id, event.subagentRunId),
    };
    return startMessage({ ...thread, bookkeeping: opened }, event, kind);
  }
  if (!open.has(id)) {
    return failRun(
      thread,
      eventError('protocol', `No active ${LABEL[kind]} found with ID '${id}'`, event),
    );
  }
  const problem = attributionProblem(bookkeeping, ownerKind, id, event.subagentRunId);
  if (problem) return failRun(thread, eventError('protocol', problem, event));
  const next =
    phase === 'end'
      ? { ...thread, bookkeeping: { ...bookkeeping, [OPEN_KEY[kind]]: open.delete(id) } }
      : thread;
  return updateMessage(next, event, kind);
}

function startMessage(
  thread: AgentThread,
  event: TextMessageStartEvent | ReasoningMessageStartEvent,
  kind: StreamedKind,
): AgentThread {
  const at = findMessageIndex(thread.messages, event.messageId);
  if (at < 0) {
    const created = {
      id: event.messageId,
      role: event.type === EventType.TEXT_MESSAGE_START ? (event.role ?? 'assistant') : 'reasoning',
      content: '',
      ...(event.type === EventType.TEXT_MESSAGE_START &&
        event.name !== undefined && { name: event.name }),
      ...(event.subagentRunId !== undefined && { subagentRunId: event.subagentRunId }),
    } as ThreadMessage;
    return withAppendedMessage(thread, mergeEventMetadata(created, event));
  }
  const existing = thread.messages[at];
  if (existing.role === 'activity') return activityCollision(thread, event, kind);
  return reviseMessage(thread, at, mergeEventMetadata(existing, event), event);
}

function updateMessage(
  thread: AgentThread,
  event: Exclude<StreamedMessageEvent, TextMessageStartEvent | ReasoningMessageStartEvent>,
  kind: StreamedKind,
): AgentThread {
  const at = findMessageIndex(thread.messages, event.messageId);
  if (at < 0) {
    return withWarnings(thread, [
      {
        kind: 'unknown-target',
        message: `No message found with ID '${event.messageId}'`,
        eventType: event.type,
      },
    ]);
  }
  const existing = thread.messages[at];
  if (existing.role === 'activity') return activityCollision(thread, event, kind);
  if (event.type === EventType.TEXT_MESSAGE_END || event.type === EventType.REASONING_MESSAGE_END)
    return reviseMessage(thread, at, mergeEventMetadata(existing, event), event);
  const content = typeof existing.content === 'string' ? existing.content : '';
  if (event.delta === '' && content === existing.content && event.metadata === undefined)
    return thread;
  const appended = { ...existing, content: content + event.delta } as ThreadMessage;
  return reviseMessage(thread, at, mergeEventMetadata(appended, event), event);
}

function reviseMessage(
  thread: AgentThread,
  at: number,
  message: ThreadMessage,
  event: BaseEvent,
): AgentThread {
  return touchesMetadataCitations(event)
    ? withRebridgedMessage(thread, at, message)
    : withReplacedMessage(thread, at, message);
}

function activityCollision(
  thread: AgentThread,
  event: StreamedMessageEvent,
  kind: StreamedKind,
): AgentThread {
  return withWarnings(thread, [
    {
      kind: 'other',
      message: `Message '${event.messageId}' is an activity message: ${LABEL[kind]} events for it are ignored`,
      eventType: event.type,
    },
  ]);
}
