import { EventType, type Message, type RunAgentInput } from '@ag-ui/core';

import { toolRun } from './tool-run';

const input = (...messages: Message[]): RunAgentInput => ({
  threadId: 't1',
  runId: 'r1',
  state: {},
  messages,
  tools: [],
  context: [],
});
const types = (run: ReturnType<typeof toolRun>) =>
  run!.steps.map((step) => ('event' in step ? step.event.type : 'cut'));
const user: Message = { id: 'u1', role: 'user', content: 'Save these sources to my reading list' };

describe('toolRun', () => {
  it('leaves other questions to the research agent', () => {
    expect(
      toolRun(input({ id: 'u1', role: 'user', content: 'How do signals work?' })),
    ).toBeUndefined();
  });

  it('streams a search activity, then calls the browser tool', () => {
    const run = toolRun(input(user));
    expect(types(run)).toEqual([
      EventType.RUN_STARTED,
      EventType.ACTIVITY_SNAPSHOT,
      EventType.ACTIVITY_DELTA,
      EventType.ACTIVITY_DELTA,
      EventType.TOOL_CALL_START,
      EventType.TOOL_CALL_ARGS,
      EventType.TOOL_CALL_END,
      EventType.RUN_FINISHED,
    ]);
    expect(run!.steps[4]).toMatchObject({ event: { toolCallName: 'save_sources' } });
  });

  it('answers with what the tool result says, errors included', () => {
    const call: Message = {
      id: 'a1',
      role: 'assistant',
      toolCalls: [
        { id: 'c1', type: 'function', function: { name: 'save_sources', arguments: '{}' } },
      ],
    };
    const failed: Message = {
      id: 'm1',
      role: 'tool',
      toolCallId: 'c1',
      content: '{}',
      error: 'The user rejected this call.',
    };
    const run = toolRun(input(user, call, failed));
    const text = run!.steps.find(
      (step) => 'event' in step && step.event.type === EventType.TEXT_MESSAGE_CONTENT,
    );
    expect(text).toMatchObject({
      event: {
        delta: 'The save_sources tool failed in your browser: The user rejected this call.',
      },
    });
  });

  it('keeps calling the tool for the loop-guard prompt', () => {
    const loop: Message = { id: 'u1', role: 'user', content: 'Keep calling tools' };
    const answered: Message = { id: 'm1', role: 'tool', toolCallId: 'c1', content: 'en-GB' };
    expect(types(toolRun(input(loop, answered)))).toContain(EventType.TOOL_CALL_START);
  });
});
