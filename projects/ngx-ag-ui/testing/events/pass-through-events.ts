import { type CustomEvent, EventType, type RawEvent } from '@ag-ui/core';

import { eventBuilder } from './event-builder';

/** Builds a `CUSTOM` event. */
export const customEvent = eventBuilder<CustomEvent, [name: string, value: unknown]>()(
  EventType.CUSTOM,
  'name',
  'value',
);

/** Builds a `RAW` event. */
export const rawEvent = eventBuilder<RawEvent, [event: unknown]>()(EventType.RAW, 'event');
