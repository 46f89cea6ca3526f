import type { WritableSignal } from '@angular/core';

import type { ApprovalDecision, PendingApproval, Waiting } from './pending-approval';

/**
 * Puts a call on the list of calls waiting for a person (`pendingApprovals()`) and resolves
 * with the person's decision; a stopped round (`signal` aborted) answers it as rejected. Loaded
 * with the round (tool-round.ts), since only a running call waits.
 */
export function waitForDecision(
  waitingList: WritableSignal<readonly Waiting[]>,
  approval: PendingApproval,
  signal: AbortSignal,
): Promise<ApprovalDecision> {
  return new Promise((resolve) => {
    const waiting: Waiting = {
      // Only what a person needs to decide: not the handler, schema or injector of the tool.
      approval: {
        toolCall: approval.toolCall,
        tool: { name: approval.tool.name, description: approval.tool.description },
        args: approval.args,
      },
      decide: (decision) => {
        waitingList.update((list) => list.filter((entry) => entry !== waiting));
        resolve(decision);
      },
    };
    waitingList.update((list) => [...list, waiting]);
    signal.addEventListener(
      'abort',
      () => waiting.decide({ approved: false, reason: 'Cancelled by the user.' }),
      { once: true },
    );
  });
}
