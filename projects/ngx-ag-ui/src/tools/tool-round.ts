import type { Injector, WritableSignal } from '@angular/core';
import type { ToolCall } from '@ag-ui/core';

import type { RunEnd, RunEndOutcome } from '../store/store-extension';
import type { FrontendTool } from './frontend-tool';
import type { Waiting } from './pending-approval';
import { runToolCall } from './run-tool-call';
import { settleToolRound } from './settle-tool-round';
export { stopToolLoop } from './tool-loop';
import { waitForDecision } from './wait-for-decision';

/*
 * A round of frontend tool calls, loaded at the first call rather than at startup
 * (docs/bundle-size.md): running the calls (parsing, validation, timeouts), waiting for a
 * person's decision, and settling the round's outcomes into what follows.
 */

/** A call to answer, with its tool and the injector its handler runs in. */
export interface ToolCallEntry {
  readonly call: ToolCall;
  readonly tool: FrontendTool;
  readonly injector: Injector;
}

/**
 * Runs the calls in parallel, each bounded by its timeout (`timeout` unless the tool sets its
 * own), asking a person first where a tool requires it (`waiting` lists those calls);
 * resolves once every call has an outcome, with what follows the round (`settleToolRound`).
 */
export async function answerToolCalls(
  entries: readonly ToolCallEntry[],
  end: RunEnd,
  timeout: number,
  waiting: WritableSignal<readonly Waiting[]>,
): Promise<RunEndOutcome> {
  const { signal } = end;
  const outcomes = await Promise.all(
    entries.map(({ call, tool, injector }) =>
      runToolCall(call, {
        tool,
        injector,
        signal,
        timeout: tool.timeout ?? timeout,
        askApproval: (args) => {
          // A person may take hours: waiting for one must not hold SSR or whenStable().
          end.releasePendingTask();
          return waitForDecision(waiting, { toolCall: call, tool, args }, signal);
        },
      }),
    ),
  );
  const calls = entries.map((entry) => entry.call);
  return settleToolRound(end.current(), calls, outcomes, signal.aborted);
}
