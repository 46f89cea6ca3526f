import type { AgentError } from 'ngx-ag-ui/core/runtime';

import { developerError, type DeveloperError } from '../developer-error';

/** A second tool registered under a name already taken, for one agent. */
export function duplicateToolError(name: string): DeveloperError {
  return developerError(
    'DUPLICATE_TOOL',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      `ngx-ag-ui: a tool named "${name}" is already registered for this agent. Give each tool ` +
        'its own name, or unregister the first (destroy its component) before adding another.',
  );
}

/** The run stopped after the store answered tool calls `rounds` times in a row (loop guard). */
export function toolLoopError(rounds: number, toolCallIds: readonly string[]): AgentError {
  return {
    kind: 'tool-loop',
    code: 'TOOL_ROUNDS_EXCEEDED',
    message:
      `The agent kept calling frontend tools after ${rounds} automatic rounds; the store ` +
      'stopped continuing the run. Its last calls are still pending.',
    cause: { toolCallIds },
  };
}

/** `injectTool()` called with an agent that has no `withTools()` feature. */
export function missingToolsFeatureError(): DeveloperError {
  return developerError(
    'MISSING_TOOLS_FEATURE',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      'ngx-ag-ui: this agent has no frontend tools. Add withTools() to its provideAgUi() call ' +
        '(withTools() with no tools is fine) before calling injectTool().',
  );
}
