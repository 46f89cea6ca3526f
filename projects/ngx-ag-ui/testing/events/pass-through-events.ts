import { type CustomEvent, EventType, type RawEvent } from '@ag-ui/core';

import type { OptionalEventFields } from './optional-event-fields';

/** Builds a `CUSTOM` event. */
export function customEvent(
  name: string,
  value: unknown,
  extra: OptionalEventFields<CustomEvent, 'name' | 'value'> = {},
): CustomEvent {
  return { type: EventType.CUSTOM, name, value, ...extra };
}

/** Builds a `RAW` event. */
export function rawEvent(
  event: unknown,
  extra: OptionalEventFields<RawEvent, 'event'> = {},
): RawEvent {
  return { type: EventType.RAW, event, ...extra };
}
