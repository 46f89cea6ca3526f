import type { BaseEvent } from '@ag-ui/core';

/** The SSE `id:` of each event the built-in transport delivered with one. */
const ids = new WeakMap<BaseEvent, string>();

/** Notes the SSE id `event` arrived with (the transport, as it delivers the event). */
export function rememberSseEventId(event: BaseEvent, id: string): void {
  ids.set(event, id);
}

/**
 * The SSE `id:` the built-in transport received `event` with, or `undefined` (no id, or another
 * source). What a saved run sends back as `Last-Event-ID` to resume after a reload.
 */
export function sseEventId(event: BaseEvent): string | undefined {
  return ids.get(event);
}
