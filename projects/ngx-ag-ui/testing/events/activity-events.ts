import {
  type ActivityDeltaEvent,
  type ActivitySnapshotEvent,
  EventType,
  type JsonPatchOperation,
} from '@ag-ui/core';

import { eventBuilder } from './event-builder';
import type { OptionalEventFields } from './optional-event-fields';

/** Builds an `ACTIVITY_SNAPSHOT` event (`replace` absent = `true`). */
export const activitySnapshot = eventBuilder<
  ActivitySnapshotEvent,
  [messageId: string, activityType: string, content: Record<string, unknown>]
>()(EventType.ACTIVITY_SNAPSHOT, 'messageId', 'activityType', 'content');

/** Builds an `ACTIVITY_DELTA` event (a JSON Patch against the activity's `content`). */
export function activityDelta(
  messageId: string,
  activityType: string,
  patch: readonly JsonPatchOperation[],
  extra: OptionalEventFields<ActivityDeltaEvent, 'messageId' | 'activityType' | 'patch'> = {},
): ActivityDeltaEvent {
  return { type: EventType.ACTIVITY_DELTA, messageId, activityType, patch: [...patch], ...extra };
}
