import { inject, Injector } from '@angular/core';

import type { AgUiFeature } from '../provide/ag-ui-feature';
import { storeFeature } from '../provide/with-store-extension';
import { AgentTools, type ToolOptions } from './agent-tools';
import type { AnyFrontendTool } from './frontend-tool';

/**
 * Gives the agent frontend tools: they are sent with every run, and when a run ends with calls
 * of them the store validates the arguments, asks for approval where a tool requires it, runs
 * the handlers in parallel (each bounded by `timeout`), sends the results and continues the run
 * by itself, at most `maxRounds` times in a row. Add more tools from components with
 * `injectTool()`.
 *
 * @param tools Tools for the agent's whole life; their handlers run in the agent's injector.
 * @param options Handler timeout and the loop guard.
 * @returns A feature for `provideAgUi()`.
 *
 * @example
 * provideAgUi({ url: '/api/agent' }, withTools([readLocale], { maxRounds: 3 }))
 */
export function withTools(
  tools: readonly AnyFrontendTool[] = [],
  options: ToolOptions = {},
): AgUiFeature<'tools'> {
  return storeFeature('tools', () => {
    const agentTools = new AgentTools(options);
    const injector = inject(Injector);
    for (const tool of tools) agentTools.registerTool(tool, injector);
    return agentTools;
  });
}
