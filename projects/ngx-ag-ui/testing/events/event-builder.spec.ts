import { EventType, type TextMessageChunkEvent, type ToolCallResultEvent } from '@ag-ui/core';

import { eventBuilder } from './event-builder';

const toolResult = eventBuilder<
  ToolCallResultEvent,
  [messageId: string, toolCallId: string, content: string]
>()(EventType.TOOL_CALL_RESULT, 'messageId', 'toolCallId', 'content');
const chunk = eventBuilder<TextMessageChunkEvent, []>()(EventType.TEXT_MESSAGE_CHUNK);

describe('eventBuilder', () => {
  it('puts each positional argument in the field named for it, after the type', () => {
    expect(toolResult('t-msg', 'c1', '{"ok":true}')).toStrictEqual({
      type: EventType.TOOL_CALL_RESULT,
      messageId: 't-msg',
      toolCallId: 'c1',
      content: '{"ok":true}',
    });
  });

  it('adds the optional fields of extra, and nothing when extra is absent', () => {
    expect(toolResult('t-msg', 'c1', 'done', { role: 'tool', timestamp: 7 })).toStrictEqual({
      type: EventType.TOOL_CALL_RESULT,
      messageId: 't-msg',
      toolCallId: 'c1',
      content: 'done',
      role: 'tool',
      timestamp: 7,
    });
    expect(Object.keys(chunk())).toEqual(['type']);
  });

  it('takes every field from extra when there is no positional one', () => {
    expect(chunk({ messageId: 'm1', delta: 'Hi' })).toStrictEqual({
      type: EventType.TEXT_MESSAGE_CHUNK,
      messageId: 'm1',
      delta: 'Hi',
    });
  });

  it('builds a new event each call, so a test that edits one leaves the next alone', () => {
    expect(chunk()).not.toBe(chunk());
  });
});
