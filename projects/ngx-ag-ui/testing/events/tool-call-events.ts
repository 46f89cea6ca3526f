import {
  EventType,
  type ToolCallArgsEvent,
  type ToolCallChunkEvent,
  type ToolCallEndEvent,
  type ToolCallResultEvent,
  type ToolCallStartEvent,
} from '@ag-ui/core';

import type { OptionalEventFields } from './optional-event-fields';

/** Builds a `TOOL_CALL_START` event. */
export function toolCallStart(
  toolCallId: string,
  toolCallName: string,
  extra: OptionalEventFields<ToolCallStartEvent, 'toolCallId' | 'toolCallName'> = {},
): ToolCallStartEvent {
  return { type: EventType.TOOL_CALL_START, toolCallId, toolCallName, ...extra };
}

/** Builds a `TOOL_CALL_ARGS` event. */
export function toolCallArgs(
  toolCallId: string,
  delta: string,
  extra: OptionalEventFields<ToolCallArgsEvent, 'toolCallId' | 'delta'> = {},
): ToolCallArgsEvent {
  return { type: EventType.TOOL_CALL_ARGS, toolCallId, delta, ...extra };
}

/** Builds a `TOOL_CALL_END` event. */
export function toolCallEnd(
  toolCallId: string,
  extra: OptionalEventFields<ToolCallEndEvent, 'toolCallId'> = {},
): ToolCallEndEvent {
  return { type: EventType.TOOL_CALL_END, toolCallId, ...extra };
}

/** Builds a `TOOL_CALL_RESULT` event (`messageId` is the id of the tool message it becomes). */
export function toolCallResult(
  messageId: string,
  toolCallId: string,
  content: ToolCallResultEvent['content'],
  extra: OptionalEventFields<ToolCallResultEvent, 'messageId' | 'toolCallId' | 'content'> = {},
): ToolCallResultEvent {
  return { type: EventType.TOOL_CALL_RESULT, messageId, toolCallId, content, ...extra };
}

/** Builds a `TOOL_CALL_CHUNK` event (every field optional). */
export function toolCallChunk(
  fields: OptionalEventFields<ToolCallChunkEvent> = {},
): ToolCallChunkEvent {
  return { type: EventType.TOOL_CALL_CHUNK, ...fields };
}

/**
 * START, one ARGS per delta, END of one tool call.
 *
 * @example
 * toolCall('t1', 'search', ['{"q":', '"x"}'], { parentMessageId: 'm1' });
 */
export function toolCall(
  toolCallId: string,
  toolCallName: string,
  deltas: readonly string[],
  extra: OptionalEventFields<ToolCallStartEvent, 'toolCallId' | 'toolCallName'> = {},
): (ToolCallStartEvent | ToolCallArgsEvent | ToolCallEndEvent)[] {
  return [
    toolCallStart(toolCallId, toolCallName, extra),
    ...deltas.map((delta) => toolCallArgs(toolCallId, delta)),
    toolCallEnd(toolCallId),
  ];
}
