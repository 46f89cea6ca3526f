import {
  EventType,
  type TextMessageChunkEvent,
  type TextMessageContentEvent,
  type TextMessageEndEvent,
  type TextMessageStartEvent,
} from '@ag-ui/core';

import { eventBuilder } from './event-builder';
import type { OptionalEventFields } from './optional-event-fields';

/** Builds a `TEXT_MESSAGE_START` event (role absent = `'assistant'`). */
export const textMessageStart = eventBuilder<TextMessageStartEvent, [messageId: string]>()(
  EventType.TEXT_MESSAGE_START,
  'messageId',
);

/** Builds a `TEXT_MESSAGE_CONTENT` event. */
export const textMessageContent = eventBuilder<
  TextMessageContentEvent,
  [messageId: string, delta: string]
>()(EventType.TEXT_MESSAGE_CONTENT, 'messageId', 'delta');

/** Builds a `TEXT_MESSAGE_END` event. */
export const textMessageEnd = eventBuilder<TextMessageEndEvent, [messageId: string]>()(
  EventType.TEXT_MESSAGE_END,
  'messageId',
);

/** Builds a `TEXT_MESSAGE_CHUNK` event (every field optional). */
export const textMessageChunk = eventBuilder<TextMessageChunkEvent, []>()(
  EventType.TEXT_MESSAGE_CHUNK,
);

/**
 * The START, one CONTENT per delta, END triad of one text message.
 *
 * @example
 * textMessage('m1', ['Hel', 'lo']); // [START m1, CONTENT 'Hel', CONTENT 'lo', END m1]
 */
export function textMessage(
  messageId: string,
  deltas: readonly string[],
  extra: OptionalEventFields<TextMessageStartEvent, 'messageId'> = {},
): (TextMessageStartEvent | TextMessageContentEvent | TextMessageEndEvent)[] {
  return [
    textMessageStart(messageId, extra),
    ...deltas.map((delta) => textMessageContent(messageId, delta)),
    textMessageEnd(messageId),
  ];
}
