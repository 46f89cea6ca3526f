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

import { eventBuilder } from './event-builder';
import type { OptionalEventFields } from './optional-event-fields';

/** Builds a `REASONING_START` event (opens a reasoning span). */
export const reasoningStart = eventBuilder<ReasoningStartEvent, [messageId: string]>()(
  EventType.REASONING_START,
  'messageId',
);

/** Builds a `REASONING_END` event (closes a reasoning span). */
export const reasoningEnd = eventBuilder<ReasoningEndEvent, [messageId: string]>()(
  EventType.REASONING_END,
  'messageId',
);

/** Builds a `REASONING_MESSAGE_START` event. */
export function reasoningMessageStart(
  messageId: string,
  extra: OptionalEventFields<ReasoningMessageStartEvent, 'messageId' | 'role'> = {},
): ReasoningMessageStartEvent {
  return { type: EventType.REASONING_MESSAGE_START, messageId, role: 'reasoning', ...extra };
}

/** Builds a `REASONING_MESSAGE_CONTENT` event. */
export const reasoningMessageContent = eventBuilder<
  ReasoningMessageContentEvent,
  [messageId: string, delta: string]
>()(EventType.REASONING_MESSAGE_CONTENT, 'messageId', 'delta');

/** Builds a `REASONING_MESSAGE_END` event. */
export const reasoningMessageEnd = eventBuilder<ReasoningMessageEndEvent, [messageId: string]>()(
  EventType.REASONING_MESSAGE_END,
  'messageId',
);

/** Builds a `REASONING_MESSAGE_CHUNK` event (every field optional). */
export const reasoningMessageChunk = eventBuilder<ReasoningMessageChunkEvent, []>()(
  EventType.REASONING_MESSAGE_CHUNK,
);

/** Builds a `REASONING_ENCRYPTED_VALUE` event. */
export const reasoningEncryptedValue = eventBuilder<
  ReasoningEncryptedValueEvent & { readonly encryptedValueType?: string },
  [subtype: ReasoningEncryptedValueEvent['subtype'], entityId: string, encryptedValue: string]
>()(EventType.REASONING_ENCRYPTED_VALUE, 'subtype', 'entityId', 'encryptedValue');
