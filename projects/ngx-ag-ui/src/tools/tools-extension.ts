import type { ToolCall } from '@ag-ui/core';
import type { AgentThread } from 'ngx-ag-ui/core/runtime';

import type { AgentStoreExtension } from '../store/store-extension';
import { EMPTY, pendingToolCalls } from '../store/tool-call-list';
import type { AgentTools } from './agent-tools';

/**
 * How frontend tools attach to the store (`withTools()`): their definitions go with every run,
 * and a run that ends with calls of them is taken over: the calls are answered (asking a person
 * where a tool requires it) and the run continues with the results, at most `maxRounds` times
 * in a row.
 */
export function toolsExtension(tools: AgentTools): AgentStoreExtension {
  /** Runs started in a row to answer tool calls (the loop guard's count). */
  let rounds = 0;
  return {
    approvals: tools.approvals,
    decide: (toolCallId, decision) => tools.decide(toolCallId, decision),
    registerTool: (tool, injector) => tools.add(tool, injector),
    beforeRun(input, { options, continued }) {
      rounds = continued ? rounds + 1 : 0;
      const own = tools.definitions();
      // A run given its own `tools` sends exactly those.
      if (options.tools !== undefined || own.length === 0) return input;
      return { ...input, tools: [...input.tools, ...own] };
    },
    claimsRunEnd: (thread) => callsToAnswer(tools, thread).length > 0,
    onRunEnd(end) {
      const calls = callsToAnswer(tools, end.thread);
      if (rounds >= tools.maxRounds) return { thread: tools.stopLoop(end.thread, rounds, calls) };
      return tools.run(calls, end.signal, end.releasePendingTask).then((round) => {
        const settled = round.settle(end.current(), end.signal.aborted);
        return settled.continueWith === undefined
          ? { thread: settled.thread }
          : { thread: settled.thread, continueWith: { toolResults: settled.continueWith } };
      });
    },
  };
}

/** The calls of registered tools a successful run left pending. */
function callsToAnswer(tools: AgentTools, thread: AgentThread): readonly ToolCall[] {
  if (thread.status !== 'success' || thread.pendingToolCallIds.length === 0) return EMPTY;
  return pendingToolCalls(thread).filter((call) => tools.has(call.function.name));
}
