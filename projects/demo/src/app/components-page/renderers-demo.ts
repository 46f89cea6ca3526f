import type { BaseEvent } from '@ag-ui/core';
import { defineTool } from 'ngx-ag-ui';
import {
  activityDelta,
  activitySnapshot,
  runFinished,
  runStarted,
  textMessage,
  toolCall,
  toolCallResult,
  ScriptedAgent,
} from 'ngx-ag-ui/testing';
import { z } from 'zod';

/**
 * A browser tool rendered by a template (its zod schema types the template's `args`) that asks
 * a person first: its arguments can be edited before approving.
 */
export const convertUnits = defineTool({
  name: 'convert_units',
  description: 'Converts a length in kilometres to miles',
  parameters: z.object({ km: z.number() }),
  requiresApproval: true,
  handler: ({ km }) => `${(km * 0.621371).toFixed(1)} mi`,
});

/**
 * The scripted agent of the components page's renderer section: a search activity that
 * counts pages, a backend `lookup_docs` call streamed in pieces and answered by the agent, a
 * `convert_units` call the browser answers once a person approves it, then (second run) a short
 * answer. Chunks are paced
 * like tokens, so each state shows.
 */
export function rendererDemoAgent(): ScriptedAgent {
  return new ScriptedAgent((input, call) => {
    const { threadId, runId } = input;
    if (call % 2 === 1)
      return [
        runStarted(threadId, runId),
        ...textMessage(`a${call}`, ['Done.']),
        runFinished(threadId, runId),
      ];
    const id = (name: string) => `${name}-${call}`;
    const events: (BaseEvent | BaseEvent[])[] = [
      runStarted(threadId, runId),
      activitySnapshot(id('search'), 'search', { done: 0, total: 3 }),
      ...toolCall(id('lookup'), 'lookup_docs', ['{"que', 'ry":"sig', 'nals"', '}']),
      activityDelta(id('search'), 'search', [{ op: 'replace', path: '/done', value: 3 }]),
      toolCallResult(id('lookup-result'), id('lookup'), '3 pages about signals'),
      ...toolCall(id('convert'), 'convert_units', ['{"km"', ':42}']),
      runFinished(threadId, runId),
    ];
    return { events, delayMs: 150 };
  });
}
