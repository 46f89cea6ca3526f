import {
  EventType,
  type SubagentErrorEvent,
  type SubagentFinishedEvent,
  type SubagentStartedEvent,
} from '@ag-ui/core';

import { eventBuilder } from './event-builder';

/** Builds a `SUBAGENT_STARTED` event. */
export const subagentStarted = eventBuilder<
  SubagentStartedEvent,
  [subagentRunId: string, name: string]
>()(EventType.SUBAGENT_STARTED, 'subagentRunId', 'name');

/** Builds a `SUBAGENT_FINISHED` event. */
export const subagentFinished = eventBuilder<SubagentFinishedEvent, [subagentRunId: string]>()(
  EventType.SUBAGENT_FINISHED,
  'subagentRunId',
);

/** Builds a `SUBAGENT_ERROR` event. */
export const subagentError = eventBuilder<
  SubagentErrorEvent,
  [subagentRunId: string, message: string]
>()(EventType.SUBAGENT_ERROR, 'subagentRunId', 'message');
