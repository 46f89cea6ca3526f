import {
  EventType,
  type AssistantMessage,
  type ToolCall,
  type ToolCallArgsEvent,
  type ToolCallEndEvent,
  type ToolCallResultEvent,
  type ToolCallStartEvent,
  type ToolMessage,
} from '@ag-ui/core';

import type { AgentWarning } from '../thread/agent-error';
import type { AgentThread, ThreadMessage } from '../thread/agent-thread';
import { attributionProblem, claimOwner, setOwner, toolCallOwner } from './attribution';
import { eventError, failRun } from './fail-run';
import { mergeEventMetadata } from './merge-event-metadata';
import { findMessageIndex, findToolCallOwnerIndex } from './message-index';
import { PersistentMap } from './persistent-map';
import { EMPTY_BOOKKEEPING } from './reducer-bookkeeping';
import { withAppendedMessage, withInsertedMessage, withReplacedMessage } from './thread-messages';
import { withWarnings } from './with-warnings';

type ToolCallEvent =
  ToolCallStartEvent | ToolCallArgsEvent | ToolCallEndEvent | ToolCallResultEvent;

/**
 * `TOOL_CALL_START/ARGS/END/RESULT` (docs/ag-ui.md §7.5, §7.6): the call lives on an assistant
 * message (an existing one named by `parentMessageId`, else a new one), arguments accumulate as raw
 * text and are parsed once at `TOOL_CALL_END` into `thread.toolCallArgs`, a result becomes a tool
 * message right after the assistant message that owns the call.
 */
export function applyToolCallEvent(thread: AgentThread, event: ToolCallEvent): AgentThread {
  switch (event.type) {
    case EventType.TOOL_CALL_START:
      return startToolCall(thread, event);
    case EventType.TOOL_CALL_ARGS:
    case EventType.TOOL_CALL_END:
      return continueToolCall(thread, event);
    case EventType.TOOL_CALL_RESULT:
      return addToolResult(thread, event);
  }
}

function startToolCall(thread: AgentThread, event: ToolCallStartEvent): AgentThread {
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const id = event.toolCallId;
  if (bookkeeping.openToolCalls.has(id)) {
    return failRun(
      thread,
      eventError('protocol', `A tool call with ID '${id}' is already in progress`, event),
    );
  }
  const attribution = toolCallOwner(bookkeeping, id, event.parentMessageId, event.subagentRunId);
  if ('problem' in attribution)
    return failRun(thread, eventError('protocol', attribution.problem, event));
  const claimed = claimOwner(bookkeeping, 'toolCall', id, attribution.owner);
  const tracked = {
    ...thread,
    bookkeeping: {
      ...claimed,
      openToolCalls: bookkeeping.openToolCalls.set(id, attribution.owner),
      // A restarted id keeps its first-start place: `set` on a present key keeps its order.
      runToolCallIds: bookkeeping.runToolCallIds.set(id, true),
    },
  };
  const ownerAt = findToolCallOwnerIndex(tracked.messages, id);
  if (ownerAt >= 0) return restartToolCall(tracked, ownerAt, event);

  const call = mergeEventMetadata<ToolCall>(
    { id, type: 'function', function: { name: event.toolCallName, arguments: '' } },
    event,
  );
  const parentId = event.parentMessageId;
  const parentAt = parentId === undefined ? -1 : findMessageIndex(tracked.messages, parentId);
  const parent = parentAt >= 0 ? tracked.messages[parentAt] : undefined;
  if (parent?.role === 'assistant') {
    const updated = { ...parent, toolCalls: (parent.toolCalls ?? []).concat([call]) };
    return withReplacedMessage(tracked, parentAt, updated);
  }
  const createdId = parent === undefined && parentId !== undefined ? parentId : id;
  const warnings: AgentWarning[] = parent
    ? [
        {
          kind: 'other',
          message: `parentMessageId '${parentId}' names a '${parent.role}' message, not an assistant message: the call gets its own`,
          eventType: event.type,
        },
      ]
    : [];
  const isNew = findMessageIndex(tracked.messages, createdId) < 0;
  const created: AssistantMessage = {
    id: createdId,
    role: 'assistant',
    toolCalls: [call],
    ...(isNew && event.subagentRunId !== undefined && { subagentRunId: event.subagentRunId }),
  };
  return withWarnings(withAppendedMessage(tracked, created), warnings);
}

/** A START for a call that already exists: idempotent replay (rename with a warning). */
function restartToolCall(
  thread: AgentThread,
  ownerAt: number,
  event: ToolCallStartEvent,
): AgentThread {
  const owner = thread.messages[ownerAt] as AssistantMessage;
  const calls = owner.toolCalls ?? [];
  const callAt = calls.findIndex((call) => call.id === event.toolCallId);
  const existing = calls[callAt];
  const renamed = existing.function.name !== event.toolCallName;
  let call = mergeEventMetadata(existing, event);
  if (renamed) call = { ...call, function: { ...call.function, name: event.toolCallName } };
  const next =
    call === existing
      ? thread
      : withReplacedMessage(thread, ownerAt, withCall(owner, callAt, call));
  if (!renamed) return next;
  return withWarnings(next, [
    {
      kind: 'other',
      message: `Tool call '${event.toolCallId}' already exists as '${existing.function.name}': renamed to '${event.toolCallName}'`,
      eventType: event.type,
    },
  ]);
}

function continueToolCall(
  thread: AgentThread,
  event: ToolCallArgsEvent | ToolCallEndEvent,
): AgentThread {
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const id = event.toolCallId;
  if (!bookkeeping.openToolCalls.has(id)) {
    return failRun(
      thread,
      eventError('protocol', `No active tool call found with ID '${id}'`, event),
    );
  }
  const problem = attributionProblem(bookkeeping, 'toolCall', id, event.subagentRunId);
  if (problem) return failRun(thread, eventError('protocol', problem, event));
  const isEnd = event.type === EventType.TOOL_CALL_END;
  const tracked = isEnd
    ? {
        ...thread,
        bookkeeping: { ...bookkeeping, openToolCalls: bookkeeping.openToolCalls.delete(id) },
      }
    : thread;
  const ownerAt = findToolCallOwnerIndex(tracked.messages, id);
  if (ownerAt < 0) {
    return withWarnings(tracked, [
      {
        kind: 'unknown-target',
        message: `No message carries tool call '${id}'`,
        eventType: event.type,
      },
    ]);
  }
  const owner = tracked.messages[ownerAt] as AssistantMessage;
  const calls = owner.toolCalls ?? [];
  const callAt = calls.findIndex((call) => call.id === id);
  const existing = calls[callAt];
  let call = existing;
  if (!isEnd) {
    const delta = event.delta;
    if (delta !== '')
      call = {
        ...call,
        function: { ...call.function, arguments: call.function.arguments + delta },
      };
  }
  call = mergeEventMetadata(call, event);
  const updated =
    call === existing
      ? tracked
      : withReplacedMessage(tracked, ownerAt, withCall(owner, callAt, call));
  return isEnd ? withParsedArgs(updated, call, event) : updated;
}

/** Parses the completed arguments once; empty text counts as `{}` (as the reference client does). */
function withParsedArgs(thread: AgentThread, call: ToolCall, event: ToolCallEndEvent): AgentThread {
  const text = call.function.arguments;
  let parsed: unknown = {};
  if (text.trim() !== '') {
    // JSON.parse is the one way to parse; invalid arguments are the producer's data, not a crash.
    try {
      parsed = JSON.parse(text);
    } catch {
      return withWarnings(thread, [
        {
          kind: 'invalid-tool-arguments',
          message: `Tool call '${call.id}' ended with arguments that are not valid JSON`,
          eventType: event.type,
        },
      ]);
    }
  }
  const args =
    thread.toolCallArgs instanceof PersistentMap
      ? thread.toolCallArgs
      : PersistentMap.from(thread.toolCallArgs);
  return { ...thread, toolCallArgs: args.set(call.id, parsed) };
}

function withCall(owner: AssistantMessage, at: number, call: ToolCall): ThreadMessage {
  const toolCalls = (owner.toolCalls ?? []).slice();
  toolCalls[at] = call;
  return { ...owner, toolCalls };
}

function addToolResult(thread: AgentThread, event: ToolCallResultEvent): AgentThread {
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const answered = bookkeeping.answeredToolCallIds.set(event.toolCallId, true);
  // A result mints its tool message, owned by whoever the result names (the newest mint wins).
  const owned = setOwner(bookkeeping, 'message', event.messageId, event.subagentRunId);
  const tracked = { ...thread, bookkeeping: { ...owned, answeredToolCallIds: answered } };
  const message = mergeEventMetadata<ToolMessage>(
    {
      id: event.messageId,
      toolCallId: event.toolCallId,
      role: event.role ?? 'tool',
      content: event.content,
      ...(event.subagentRunId !== undefined && { subagentRunId: event.subagentRunId }),
    } as ToolMessage,
    event,
  );
  const ownerAt = findToolCallOwnerIndex(tracked.messages, event.toolCallId);
  if (ownerAt < 0) {
    // Kept, as the reference client keeps it (the messages must stay equal to its messages), but
    // a result nobody asked for may be an agent bug or an injected message: say so.
    return withWarnings(withAppendedMessage(tracked, message), [
      {
        kind: 'unknown-target',
        message: `TOOL_CALL_RESULT answers tool call '${event.toolCallId}', which no message carries: kept as tool message '${event.messageId}' at the end`,
        eventType: event.type,
      },
    ]);
  }
  let at = ownerAt + 1;
  while (at < tracked.messages.length && tracked.messages[at].role === 'tool') at++;
  return withInsertedMessage(tracked, at, message);
}
