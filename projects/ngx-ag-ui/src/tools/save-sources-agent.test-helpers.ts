import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { defineTool } from 'ngx-ag-ui';
import { runFinished, runStarted, ScriptedAgent, textAnswer, toolCall } from 'ngx-ag-ui/testing';

/** The `save_sources` tool that agent calls: it waits for a person, then runs `handler`. */
export function saveSourcesTool(handler: (args: { urls: string[] }) => unknown) {
  return defineTool({
    name: 'save_sources',
    description: 'Saves sources to the reading list',
    parameters: {
      type: 'object',
      properties: { urls: { type: 'array', items: { type: 'string' } } },
      required: ['urls'],
    },
    requiresApproval: true,
    handler,
  });
}

/**
 * The agent of the approval specs: its first run calls `save_sources` with one URL and ends, so
 * the call waits for approval; every later run (the one that carries the result) answers "ok".
 */
export function saveSourcesAgent(): ScriptedAgent {
  return new ScriptedAgent((input: RunAgentInput, call: number): BaseEvent[] =>
    call > 0
      ? textAnswer(input, 'ok', { messageId: `a${call}` })
      : [
          runStarted(input.threadId, input.runId),
          ...toolCall('c1', 'save_sources', ['{"urls":["https://a.example"]}']),
          runFinished(input.threadId, input.runId),
        ],
  );
}
