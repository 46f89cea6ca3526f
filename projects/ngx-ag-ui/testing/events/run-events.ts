import {
  EventType,
  type RunErrorEvent,
  type RunFinishedEvent,
  type RunStartedEvent,
  type StepFinishedEvent,
  type StepStartedEvent,
} from '@ag-ui/core';

import type { OptionalEventFields } from './optional-event-fields';

/**
 * Builds a `RUN_STARTED` event.
 *
 * @example
 * runStarted('t1', 'r1', { input: { threadId: 't1', runId: 'r1', messages: [], tools: [], context: [] } });
 */
export function runStarted(
  threadId = 't1',
  runId = 'r1',
  extra: OptionalEventFields<RunStartedEvent> = {},
): RunStartedEvent {
  return { type: EventType.RUN_STARTED, threadId, runId, ...extra };
}

/** Builds a `RUN_FINISHED` event (`outcome`, `result`, `usage` through `extra`). */
export function runFinished(
  threadId = 't1',
  runId = 'r1',
  extra: OptionalEventFields<RunFinishedEvent> = {},
): RunFinishedEvent {
  return { type: EventType.RUN_FINISHED, threadId, runId, ...extra };
}

/** Builds a `RUN_ERROR` event. */
export function runError(
  message: string,
  extra: OptionalEventFields<RunErrorEvent, 'message'> = {},
): RunErrorEvent {
  return { type: EventType.RUN_ERROR, message, ...extra };
}

/** Builds a `STEP_STARTED` event. */
export function stepStarted(
  stepName: string,
  extra: OptionalEventFields<StepStartedEvent, 'stepName'> = {},
): StepStartedEvent {
  return { type: EventType.STEP_STARTED, stepName, ...extra };
}

/** Builds a `STEP_FINISHED` event. */
export function stepFinished(
  stepName: string,
  extra: OptionalEventFields<StepFinishedEvent, 'stepName'> = {},
): StepFinishedEvent {
  return { type: EventType.STEP_FINISHED, stepName, ...extra };
}
