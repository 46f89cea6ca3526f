import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { EventSchemas } from '@ag-ui/core/schemas';
import {
  applyAgentEvent,
  createAgentThread,
  endAgentStream,
  type AgentThread,
} from 'ngx-ag-ui/core';

import { CHART_ALT, delegationRun } from './delegation-run';

const input = (content: string): RunAgentInput => ({
  threadId: 't1',
  runId: 'r1',
  messages: [{ id: 'u1', role: 'user', content }],
  state: {},
  tools: [],
  context: [],
});

/** Plays the run through the library's reducer, each event also checked by the zod schemas. */
function play(content: string): AgentThread {
  const script = delegationRun(input(content));
  if (!script) throw new Error('not a delegation prompt');
  let thread: AgentThread = { ...createAgentThread(), messages: input(content).messages };
  for (const step of script.steps) {
    if ('cut' in step) throw new Error('the delegation run never cuts');
    thread = applyAgentEvent(thread, step.event, {
      validateEvent: (event: BaseEvent) => {
        const parsed = EventSchemas.safeParse(event);
        return parsed.success ? undefined : parsed.error.message;
      },
    });
  }
  return endAgentStream(thread);
}

describe('delegationRun', () => {
  it('answers only "Delegate: …"', () => {
    expect(delegationRun(input('What is INP?'))).toBeUndefined();
    expect(delegationRun(input('delegate: compare signals and RxJS'))).toBeDefined();
  });

  it('ends with success, three subagents (one nested) and an image tool result with alt text', () => {
    const thread = play('Delegate: compare signals and RxJS');
    expect(thread.error).toBeNull();
    expect(thread.status).toBe('success');
    expect(thread.warnings).toEqual([]);
    expect(
      thread.subagents.map((run) => [run.name, run.status, run.parentSubagentRunId ?? null]),
    ).toEqual([
      ['researcher', 'success', null],
      ['fact-checker', 'success', 'researcher-r1'],
      ['writer', 'success', null],
    ]);
    const result = thread.messages.find((message) => message.role === 'tool');
    expect(result?.content).toEqual([
      { type: 'text', text: 'Sources per topic.' },
      expect.objectContaining({ type: 'image', metadata: { alt: CHART_ALT } }),
    ]);
    expect(
      thread.messages.filter((message) => message.subagentRunId === 'writer-r1').map((m) => m.id),
    ).toEqual(['draft-r1']);
  });
});
