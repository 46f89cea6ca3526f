import {
  type ActivityDeltaEvent,
  type ActivitySnapshotEvent,
  EventType,
  type JsonPatchOperation,
} from '@ag-ui/core';

import type { OptionalEventFields } from './optional-event-fields';

/** Builds an `ACTIVITY_SNAPSHOT` event (`replace` absent = `true`). */
export function activitySnapshot(
  messageId: string,
  activityType: string,
  content: Record<string, unknown>,
  extra: OptionalEventFields<ActivitySnapshotEvent, 'messageId' | 'activityType' | 'content'> = {},
): ActivitySnapshotEvent {
  return { type: EventType.ACTIVITY_SNAPSHOT, messageId, activityType, content, ...extra };
}

/** Builds an `ACTIVITY_DELTA` event (a JSON Patch against the activity's `content`). */
export function activityDelta(
  messageId: string,
  activityType: string,
  patch: readonly JsonPatchOperation[],
  extra: OptionalEventFields<ActivityDeltaEvent, 'messageId' | 'activityType' | 'patch'> = {},
): ActivityDeltaEvent {
  return { type: EventType.ACTIVITY_DELTA, messageId, activityType, patch: [...patch], ...extra };
}
