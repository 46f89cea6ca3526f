import { EventType, type RunFinishedEvent, type RunStartedEvent } from '@ag-ui/core';

/** Builds a `RUN_STARTED` event. */
export function runStarted(threadId = 't1', runId = 'r1'): RunStartedEvent {
  return { type: EventType.RUN_STARTED, threadId, runId };
}

/** Builds a `RUN_FINISHED` event. */
export function runFinished(threadId = 't1', runId = 'r1'): RunFinishedEvent {
  return { type: EventType.RUN_FINISHED, threadId, runId };
}
