import type { Interrupt } from '@ag-ui/core';
import { runFinished, runStarted, ScriptedAgent } from 'ngx-ag-ui/testing';

/**
 * An agent whose first run ends by asking `interrupts` (an `interrupt` outcome) and whose next
 * runs, the resumes, finish: the run the interrupt specs of the store, threads and guides need.
 */
export function interruptingAgent(...interrupts: Interrupt[]): ScriptedAgent {
  return new ScriptedAgent((input, call) => [
    runStarted(input.threadId, input.runId),
    runFinished(
      input.threadId,
      input.runId,
      call === 0 ? { outcome: { type: 'interrupt', interrupts } } : {},
    ),
  ]);
}
