import { EventType, type StepFinishedEvent, type StepStartedEvent } from '@ag-ui/core';

import type { ActiveStep, AgentThread } from '../thread/agent-thread';
import { eventError, failRun } from './fail-run';
import { ownerName } from './open-items';
import { EMPTY_BOOKKEEPING, stepKey } from './reducer-bookkeeping';

/**
 * `STEP_STARTED` / `STEP_FINISHED`: `thread.steps` holds the open steps; a step is identified
 * by its name per owner (parent agent or subagent) and must be finished by whoever started it.
 * Whether a step is open is read from the bookkeeping's index, not by scanning `thread.steps`.
 */
export function applyStepEvent(
  thread: AgentThread,
  event: StepStartedEvent | StepFinishedEvent,
): AgentThread {
  const { stepName, subagentRunId } = event;
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const key = stepKey(stepName, subagentRunId);
  const isOpen = bookkeeping.openSteps.has(key);
  if (event.type === EventType.STEP_STARTED) {
    if (isOpen)
      return failRun(thread, eventError('protocol', `Step "${stepName}" is already active`, event));
    const step: ActiveStep =
      subagentRunId === undefined ? { stepName } : { stepName, subagentRunId };
    const openSteps = bookkeeping.openSteps.set(key, true);
    return {
      ...thread,
      steps: thread.steps.concat([step]),
      bookkeeping: { ...bookkeeping, openSteps },
    };
  }
  if (!isOpen) {
    const other = thread.steps.find((step) => step.stepName === stepName);
    const message = other
      ? `Step "${stepName}" is open under ${ownerName(other.subagentRunId)}: it must be finished by whoever started it`
      : `Cannot finish step "${stepName}": it was not started`;
    return failRun(thread, eventError('protocol', message, event));
  }
  // Steps mostly finish innermost first, so the search from the end stops at once.
  let at = thread.steps.length - 1;
  while (
    at > 0 &&
    (thread.steps[at].stepName !== stepName || thread.steps[at].subagentRunId !== subagentRunId)
  )
    at--;
  const steps = thread.steps.slice();
  steps.splice(at, 1);
  return {
    ...thread,
    steps,
    bookkeeping: { ...bookkeeping, openSteps: bookkeeping.openSteps.delete(key) },
  };
}
