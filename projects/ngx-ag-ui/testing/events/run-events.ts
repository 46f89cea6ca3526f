import {
  EventType,
  type RunErrorEvent,
  type RunFinishedEvent,
  type RunStartedEvent,
  type StepFinishedEvent,
  type StepStartedEvent,
} from '@ag-ui/core';

import { eventBuilder } from './event-builder';
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
export const runError = eventBuilder<RunErrorEvent, [message: string]>()(
  EventType.RUN_ERROR,
  'message',
);

/** Builds a `STEP_STARTED` event. */
export const stepStarted = eventBuilder<StepStartedEvent, [stepName: string]>()(
  EventType.STEP_STARTED,
  'stepName',
);

/** Builds a `STEP_FINISHED` event. */
export const stepFinished = eventBuilder<StepFinishedEvent, [stepName: string]>()(
  EventType.STEP_FINISHED,
  'stepName',
);
