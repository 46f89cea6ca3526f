import {
  EventType,
  type ReasoningEncryptedValueEvent,
  type ReasoningEndEvent,
  type ReasoningMessageChunkEvent,
  type ReasoningMessageContentEvent,
  type ReasoningMessageEndEvent,
  type ReasoningMessageStartEvent,
  type ReasoningStartEvent,
} from '@ag-ui/core';

import type { OptionalEventFields } from './optional-event-fields';

/** Builds a `REASONING_START` event (opens a reasoning span). */
export function reasoningStart(
  messageId: string,
  extra: OptionalEventFields<ReasoningStartEvent, 'messageId'> = {},
): ReasoningStartEvent {
  return { type: EventType.REASONING_START, messageId, ...extra };
}

/** Builds a `REASONING_END` event (closes a reasoning span). */
export function reasoningEnd(
  messageId: string,
  extra: OptionalEventFields<ReasoningEndEvent, 'messageId'> = {},
): ReasoningEndEvent {
  return { type: EventType.REASONING_END, messageId, ...extra };
}

/** Builds a `REASONING_MESSAGE_START` event. */
export function reasoningMessageStart(
  messageId: string,
  extra: OptionalEventFields<ReasoningMessageStartEvent, 'messageId' | 'role'> = {},
): ReasoningMessageStartEvent {
  return { type: EventType.REASONING_MESSAGE_START, messageId, role: 'reasoning', ...extra };
}

/** Builds a `REASONING_MESSAGE_CONTENT` event. */
export function reasoningMessageContent(
  messageId: string,
  delta: string,
  extra: OptionalEventFields<ReasoningMessageContentEvent, 'messageId' | 'delta'> = {},
): ReasoningMessageContentEvent {
  return { type: EventType.REASONING_MESSAGE_CONTENT, messageId, delta, ...extra };
}

/** Builds a `REASONING_MESSAGE_END` event. */
export function reasoningMessageEnd(
  messageId: string,
  extra: OptionalEventFields<ReasoningMessageEndEvent, 'messageId'> = {},
): ReasoningMessageEndEvent {
  return { type: EventType.REASONING_MESSAGE_END, messageId, ...extra };
}

/** Builds a `REASONING_MESSAGE_CHUNK` event (every field optional). */
export function reasoningMessageChunk(
  fields: OptionalEventFields<ReasoningMessageChunkEvent> = {},
): ReasoningMessageChunkEvent {
  return { type: EventType.REASONING_MESSAGE_CHUNK, ...fields };
}

/** Builds a `REASONING_ENCRYPTED_VALUE` event. */
export function reasoningEncryptedValue(
  subtype: ReasoningEncryptedValueEvent['subtype'],
  entityId: string,
  encryptedValue: string,
  extra: OptionalEventFields<
    ReasoningEncryptedValueEvent,
    'subtype' | 'entityId' | 'encryptedValue'
  > = {},
): ReasoningEncryptedValueEvent {
  return { type: EventType.REASONING_ENCRYPTED_VALUE, subtype, entityId, encryptedValue, ...extra };
}
