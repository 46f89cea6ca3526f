import {
  EventType,
  type SubagentErrorEvent,
  type SubagentFinishedEvent,
  type SubagentStartedEvent,
} from '@ag-ui/core';

import type { Extra } from './run-events';

/** Builds a `SUBAGENT_STARTED` event. */
export function subagentStarted(
  subagentRunId: string,
  name: string,
  extra: Extra<SubagentStartedEvent, 'subagentRunId' | 'name'> = {},
): SubagentStartedEvent {
  return { type: EventType.SUBAGENT_STARTED, subagentRunId, name, ...extra };
}

/** Builds a `SUBAGENT_FINISHED` event. */
export function subagentFinished(
  subagentRunId: string,
  extra: Extra<SubagentFinishedEvent, 'subagentRunId'> = {},
): SubagentFinishedEvent {
  return { type: EventType.SUBAGENT_FINISHED, subagentRunId, ...extra };
}

/** Builds a `SUBAGENT_ERROR` event. */
export function subagentError(
  subagentRunId: string,
  message: string,
  extra: Extra<SubagentErrorEvent, 'subagentRunId' | 'message'> = {},
): SubagentErrorEvent {
  return { type: EventType.SUBAGENT_ERROR, subagentRunId, message, ...extra };
}
