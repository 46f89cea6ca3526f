import {
  EventType,
  type JsonPatchOperation,
  type Message,
  type MessagesSnapshotEvent,
  type StateDeltaEvent,
  type StateSnapshotEvent,
} from '@ag-ui/core';

import { eventBuilder } from './event-builder';
import type { OptionalEventFields } from './optional-event-fields';

/** Builds a `STATE_SNAPSHOT` event. */
export const stateSnapshot = eventBuilder<StateSnapshotEvent, [snapshot: unknown]>()(
  EventType.STATE_SNAPSHOT,
  'snapshot',
);

/** Builds a `STATE_DELTA` event from RFC 6902 ops. */
export function stateDelta(
  delta: readonly JsonPatchOperation[],
  extra: OptionalEventFields<StateDeltaEvent, 'delta'> = {},
): StateDeltaEvent {
  return { type: EventType.STATE_DELTA, delta: [...delta], ...extra };
}

/** Builds a `MESSAGES_SNAPSHOT` event. */
export function messagesSnapshot(
  messages: readonly Message[],
  extra: OptionalEventFields<MessagesSnapshotEvent, 'messages'> = {},
): MessagesSnapshotEvent {
  return { type: EventType.MESSAGES_SNAPSHOT, messages: [...messages], ...extra };
}
