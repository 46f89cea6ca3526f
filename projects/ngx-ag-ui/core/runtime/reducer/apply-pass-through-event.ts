import { EventType, type CustomEvent, type RawEvent } from '@ag-ui/core';

import type { AgentThread } from '../thread/agent-thread';
import { appendBounded } from './with-warnings';

/** How many `CUSTOM` and how many `RAW` events a thread keeps for the app: the most recent ones. */
export const MAX_PASS_THROUGH_EVENTS = 100;

/**
 * `CUSTOM` and `RAW` carry nothing the protocol interprets: they are kept, as received, in
 * `thread.customEvents` / `thread.rawEvents` (bounded), for the application to read.
 */
export function applyPassThroughEvent(
  thread: AgentThread,
  event: CustomEvent | RawEvent,
): AgentThread {
  return event.type === EventType.CUSTOM
    ? {
        ...thread,
        customEvents: appendBounded(thread.customEvents, [event], MAX_PASS_THROUGH_EVENTS),
      }
    : {
        ...thread,
        rawEvents: appendBounded(thread.rawEvents, [event], MAX_PASS_THROUGH_EVENTS),
      };
}
