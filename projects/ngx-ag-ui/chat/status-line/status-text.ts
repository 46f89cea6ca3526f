import type { ActiveStep, AgentStatus } from 'ngx-ag-ui/core';
import { formatLabel } from 'ngx-ag-ui/citations';

import type { AgUiChatLabels } from '../options/chat-labels';

/** What the status line says, from where the run is. */
export interface StatusTextInput {
  readonly status: AgentStatus;
  /** Whether the run was requested and nothing has arrived yet. */
  readonly waiting: boolean;
  /** Whether a message waits for the run to end. */
  readonly queued: boolean;
  /** Steps the agent has open. */
  readonly steps: readonly ActiveStep[];
}

/** The status line's text, in the labels' language. */
export function toStatusText(input: StatusTextInput, labels: AgUiChatLabels): string {
  switch (input.status) {
    case 'running': {
      if (input.queued) return labels.statusQueued;
      if (input.waiting) return labels.statusWaiting;
      const steps = input.steps.map((step) => step.stepName);
      return steps.length > 0
        ? formatLabel(labels.statusSteps, { steps: steps.join(', ') })
        : labels.statusRunning;
    }
    case 'success':
      return labels.statusSuccess;
    case 'cancelled':
      return labels.statusStopped;
    case 'error':
      return labels.statusFailed;
    case 'interrupted':
      return labels.statusInterrupted;
    case 'idle':
      return labels.statusIdle;
    default:
      return unknownStatus(input.status);
  }
}

// A status added to AgentStatus fails to compile here until the switch handles it.
function unknownStatus(status: never): string {
  return String(status);
}
