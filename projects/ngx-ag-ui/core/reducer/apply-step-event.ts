import type { StepFinishedEvent, StepStartedEvent } from '@ag-ui/core';

import type { ActiveStep, AgentThread } from '../thread/agent-thread';
import { failRun } from './fail-run';
import { ownerName } from './open-items';

/**
 * `STEP_STARTED` / `STEP_FINISHED`: `thread.steps` holds the open steps; a step is identified
 * by its name per owner (parent agent or subagent) and must be finished by whoever started it.
 */
export function applyStepEvent(thread: AgentThread, event: StepStartedEvent | StepFinishedEvent): AgentThread {
  const { stepName, subagentRunId } = event;
  const at = thread.steps.findIndex((step) => step.stepName === stepName && step.subagentRunId === subagentRunId);
  if (event.type === 'STEP_STARTED') {
    if (at >= 0) return failRun(thread, 'protocol', `Step "${stepName}" is already active`, event);
    const step: ActiveStep = subagentRunId === undefined ? { stepName } : { stepName, subagentRunId };
    return { ...thread, steps: [...thread.steps, step] };
  }
  if (at < 0) {
    const other = thread.steps.find((step) => step.stepName === stepName);
    const message = other
      ? `Step "${stepName}" is open under ${ownerName(other.subagentRunId)}: it must be finished by whoever started it`
      : `Cannot finish step "${stepName}": it was not started`;
    return failRun(thread, 'protocol', message, event);
  }
  return { ...thread, steps: thread.steps.filter((_, i) => i !== at) };
}
