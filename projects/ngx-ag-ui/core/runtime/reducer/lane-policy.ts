import type { AGUIEvent, EventType } from '@ag-ui/core';

/** What an incoming event does to the open chunk lanes (docs/ag-ui.md §6.3, §7.4). */
export type LanePolicy =
  /** A `*_CHUNK`: expands into START / CONTENT events in its lane. */
  | 'expand'
  /** Closes the lane of its owner (its `subagentRunId`, or the main agent's) first. */
  | 'close-own'
  /** Closes every lane first (run boundaries, a messages snapshot). */
  | 'close-all'
  /** Leaves the lanes as they are. */
  | 'keep';

/**
 * The lane policy of every event type. Keyed by `EventType`: an event type added to
 * `@ag-ui/core` does not compile until it says what it does to the lanes.
 */
export const LANE_POLICY = {
  TEXT_MESSAGE_CHUNK: 'expand',
  TOOL_CALL_CHUNK: 'expand',
  REASONING_MESSAGE_CHUNK: 'expand',
  TEXT_MESSAGE_START: 'close-own',
  TEXT_MESSAGE_CONTENT: 'close-own',
  TEXT_MESSAGE_END: 'close-own',
  TOOL_CALL_START: 'close-own',
  TOOL_CALL_ARGS: 'close-own',
  TOOL_CALL_END: 'close-own',
  TOOL_CALL_RESULT: 'close-own',
  STATE_SNAPSHOT: 'close-own',
  STATE_DELTA: 'close-own',
  CUSTOM: 'close-own',
  STEP_STARTED: 'close-own',
  STEP_FINISHED: 'close-own',
  REASONING_START: 'close-own',
  REASONING_MESSAGE_START: 'close-own',
  REASONING_MESSAGE_CONTENT: 'close-own',
  REASONING_MESSAGE_END: 'close-own',
  REASONING_END: 'close-own',
  SUBAGENT_FINISHED: 'close-own',
  SUBAGENT_ERROR: 'close-own',
  RUN_STARTED: 'close-all',
  RUN_FINISHED: 'close-all',
  RUN_ERROR: 'close-all',
  MESSAGES_SNAPSHOT: 'close-all',
  RAW: 'keep',
  ACTIVITY_SNAPSHOT: 'keep',
  ACTIVITY_DELTA: 'keep',
  REASONING_ENCRYPTED_VALUE: 'keep',
  SUBAGENT_STARTED: 'keep',
} as const satisfies Readonly<Record<EventType, LanePolicy>>;

/** Whether the event is a `*_CHUNK` (expanded into other events, never dispatched itself). */
export function isChunk(event: AGUIEvent): boolean {
  return LANE_POLICY[event.type] === 'expand';
}
