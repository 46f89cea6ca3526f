import type { BaseEvent } from '@ag-ui/core';

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

/** The fields the START / CONTENT / END events of both families share. */
export interface StreamedMessageEvent extends BaseEvent {
  readonly messageId: string;
  readonly delta?: string;
  readonly role?: string;
  readonly name?: string;
  readonly subagentRunId?: string;
}

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
  kind: StreamedKind,
  phase: 'start' | 'content' | 'end',
): AgentThread {
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const open = bookkeeping[OPEN_KEY[kind]];
  const id = event.messageId;
  const ownerKind = kind === 'text' ? 'message' : 'reasoning';
  if (phase === 'start') {
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
  return updateMessage(next, event, kind, phase);
}

function startMessage(
  thread: AgentThread,
  event: StreamedMessageEvent,
  kind: StreamedKind,
): AgentThread {
  const at = findMessageIndex(thread.messages, event.messageId);
  if (at < 0) {
    const created = {
      id: event.messageId,
      role: kind === 'text' ? (event.role ?? 'assistant') : 'reasoning',
      content: '',
      ...(kind === 'text' && event.name !== undefined && { name: event.name }),
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
  event: StreamedMessageEvent,
  kind: StreamedKind,
  phase: 'content' | 'end',
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
  if (phase === 'end') return reviseMessage(thread, at, mergeEventMetadata(existing, event), event);
  const content = typeof existing.content === 'string' ? existing.content : '';
  if (event.delta === '' && content === existing.content && event.metadata === undefined)
    return thread;
  const appended = { ...existing, content: content + (event.delta ?? '') } as ThreadMessage;
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
