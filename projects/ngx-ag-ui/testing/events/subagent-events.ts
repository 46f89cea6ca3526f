import {
  EventType,
  type SubagentErrorEvent,
  type SubagentFinishedEvent,
  type SubagentStartedEvent,
} from '@ag-ui/core';

import type { OptionalEventFields } from './optional-event-fields';

/** Builds a `SUBAGENT_STARTED` event. */
export function subagentStarted(
  subagentRunId: string,
  name: string,
  extra: OptionalEventFields<SubagentStartedEvent, 'subagentRunId' | 'name'> = {},
): SubagentStartedEvent {
  return { type: EventType.SUBAGENT_STARTED, subagentRunId, name, ...extra };
}

/** Builds a `SUBAGENT_FINISHED` event. */
export function subagentFinished(
  subagentRunId: string,
  extra: OptionalEventFields<SubagentFinishedEvent, 'subagentRunId'> = {},
): SubagentFinishedEvent {
  return { type: EventType.SUBAGENT_FINISHED, subagentRunId, ...extra };
}

/** Builds a `SUBAGENT_ERROR` event. */
export function subagentError(
  subagentRunId: string,
  message: string,
  extra: OptionalEventFields<SubagentErrorEvent, 'subagentRunId' | 'message'> = {},
): SubagentErrorEvent {
  return { type: EventType.SUBAGENT_ERROR, subagentRunId, message, ...extra };
}
