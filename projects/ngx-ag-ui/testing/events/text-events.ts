import {
  EventType,
  type TextMessageChunkEvent,
  type TextMessageContentEvent,
  type TextMessageEndEvent,
  type TextMessageStartEvent,
} from '@ag-ui/core';

import type { OptionalEventFields } from './optional-event-fields';

/** Builds a `TEXT_MESSAGE_START` event (role absent = `'assistant'`). */
export function textMessageStart(
  messageId: string,
  extra: OptionalEventFields<TextMessageStartEvent, 'messageId'> = {},
): TextMessageStartEvent {
  return { type: EventType.TEXT_MESSAGE_START, messageId, ...extra };
}

/** Builds a `TEXT_MESSAGE_CONTENT` event. */
export function textMessageContent(
  messageId: string,
  delta: string,
  extra: OptionalEventFields<TextMessageContentEvent, 'messageId' | 'delta'> = {},
): TextMessageContentEvent {
  return { type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta, ...extra };
}

/** Builds a `TEXT_MESSAGE_END` event. */
export function textMessageEnd(
  messageId: string,
  extra: OptionalEventFields<TextMessageEndEvent, 'messageId'> = {},
): TextMessageEndEvent {
  return { type: EventType.TEXT_MESSAGE_END, messageId, ...extra };
}

/** Builds a `TEXT_MESSAGE_CHUNK` event (every field optional). */
export function textMessageChunk(
  fields: OptionalEventFields<TextMessageChunkEvent> = {},
): TextMessageChunkEvent {
  return { type: EventType.TEXT_MESSAGE_CHUNK, ...fields };
}

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
