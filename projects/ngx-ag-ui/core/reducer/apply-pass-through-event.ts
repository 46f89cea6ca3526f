import type { CustomEvent, RawEvent } from '@ag-ui/core';

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
  return event.type === 'CUSTOM'
    ? {
        ...thread,
        customEvents: appendBounded(
          thread.customEvents,
          [event as CustomEvent],
          MAX_PASS_THROUGH_EVENTS,
        ),
      }
    : {
        ...thread,
        rawEvents: appendBounded(thread.rawEvents, [event as RawEvent], MAX_PASS_THROUGH_EVENTS),
      };
}
