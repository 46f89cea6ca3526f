import {
  EventType,
  type ToolCallArgsEvent,
  type ToolCallChunkEvent,
  type ToolCallEndEvent,
  type ToolCallResultEvent,
  type ToolCallStartEvent,
} from '@ag-ui/core';

import { eventBuilder } from './event-builder';
import type { OptionalEventFields } from './optional-event-fields';

/** Builds a `TOOL_CALL_START` event. */
export const toolCallStart = eventBuilder<
  ToolCallStartEvent,
  [toolCallId: string, toolCallName: string]
>()(EventType.TOOL_CALL_START, 'toolCallId', 'toolCallName');

/** Builds a `TOOL_CALL_ARGS` event. */
export const toolCallArgs = eventBuilder<ToolCallArgsEvent, [toolCallId: string, delta: string]>()(
  EventType.TOOL_CALL_ARGS,
  'toolCallId',
  'delta',
);

/** Builds a `TOOL_CALL_END` event. */
export const toolCallEnd = eventBuilder<ToolCallEndEvent, [toolCallId: string]>()(
  EventType.TOOL_CALL_END,
  'toolCallId',
);

/** Builds a `TOOL_CALL_RESULT` event (`messageId` is the id of the tool message it becomes). */
export const toolCallResult = eventBuilder<
  ToolCallResultEvent,
  [messageId: string, toolCallId: string, content: ToolCallResultEvent['content']]
>()(EventType.TOOL_CALL_RESULT, 'messageId', 'toolCallId', 'content');

/** Builds a `TOOL_CALL_CHUNK` event (every field optional). */
export const toolCallChunk = eventBuilder<ToolCallChunkEvent, []>()(EventType.TOOL_CALL_CHUNK);

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
