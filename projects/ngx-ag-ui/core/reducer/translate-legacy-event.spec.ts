import {
  runFinished,
  runStarted,
  thinkingEnd,
  thinkingStart,
  thinkingTextMessageContent,
  thinkingTextMessageEnd,
  thinkingTextMessageStart,
} from 'ngx-ag-ui/testing';

import type { AgentThread } from '../thread/agent-thread';
import { createAgentThread } from '../thread/create-agent-thread';
import { applyAgentEvent } from './apply-agent-event';

function run(...events: unknown[]): AgentThread {
  return events.reduce<AgentThread>(
    (thread, event) => applyAgentEvent(thread, event),
    createAgentThread(),
  );
}

const thought = (delta: string, extra = {}) => [
  thinkingTextMessageStart(extra),
  thinkingTextMessageContent(delta, extra),
  thinkingTextMessageEnd(extra),
];

// Issue 16, row 7: pre-1.0 backends still send THINKING_*; the reference reads them as reasoning.
describe('legacy THINKING_* events', () => {
  it('reads them as a reasoning span and a reasoning message, so the reasoning is kept', () => {
    const thread = run(
      runStarted(),
      thinkingStart({ title: 'Planning' }),
      ...thought('first thought'),
      thinkingEnd(),
      runFinished(),
    );
    expect(thread.status).toBe('success');
    expect(thread.messages).toEqual([
      { id: 'r1-thinking-2', role: 'reasoning', content: 'first thought' },
    ]);
    expect(thread.reasoningSpans).toEqual([]);
  });

  it('warns once per run, not once per event', () => {
    const once = run(
      runStarted(),
      thinkingStart(),
      ...thought('a'),
      ...thought('b'),
      thinkingEnd(),
    );
    expect(once.warnings).toEqual([
      expect.objectContaining({ kind: 'other', eventType: 'THINKING_START' }),
    ]);
    expect(once.warnings[0].message).toContain('deprecated THINKING_*');
    const twice = run(
      runStarted(),
      ...thought('a'),
      runFinished(),
      runStarted('t1', 'r2'),
      ...thought('b'),
    );
    expect(twice.warnings).toHaveLength(2);
  });

  it('gives each legacy message an id of its own, the same on every replay', () => {
    const events = [
      runStarted(),
      ...thought('a'),
      ...thought('b'),
      runFinished(),
      runStarted('t1', 'r2'),
      ...thought('c'),
    ];
    expect(run(...events).messages.map((message) => message.id)).toEqual([
      'r1-thinking-1',
      'r1-thinking-2',
      'r2-thinking-1',
    ]);
    expect(run(...events).messages).toEqual(run(...events).messages);
  });

  it('drops the title of THINKING_START with the deprecation warning only', () => {
    const thread = run(runStarted(), thinkingStart({ title: 'Planning' }));
    expect(thread.reasoningSpans).toEqual([{ messageId: 'r1-thinking-1' }]);
    expect(thread.warnings).toHaveLength(1);
  });

  it('fails the run on a continuation with no legacy opener', () => {
    expect(run(runStarted(), thinkingTextMessageContent('x')).error).toMatchObject({
      kind: 'protocol',
      event: { type: 'THINKING_TEXT_MESSAGE_CONTENT' },
    });
    expect(run(runStarted(), thinkingEnd()).error?.kind).toBe('protocol');
    expect(run(runStarted(), ...thought('a'), thinkingTextMessageEnd()).error?.kind).toBe(
      'protocol',
    );
  });

  it('attributes them like their REASONING_* equivalents', () => {
    const tagged = run(runStarted(), ...thought('nested', { subagentRunId: 's1' }));
    expect(tagged.messages).toEqual([
      { id: 'r1-thinking-1', role: 'reasoning', content: 'nested', subagentRunId: 's1' },
    ]);
    const mismatched = run(
      runStarted(),
      thinkingTextMessageStart({ subagentRunId: 's1' }),
      thinkingTextMessageContent('x', { subagentRunId: 's2' }),
    );
    expect(mismatched.error?.kind).toBe('protocol');
  });

  it('follows the run-phase rules: refused before a run, ignored after a failed one', () => {
    expect(run(thinkingStart()).error?.message).toContain("'THINKING_START'");
    const failed = run(runStarted(), { type: 'RUN_ERROR', message: 'x' });
    expect(applyAgentEvent(failed, thinkingStart())).toBe(failed);
  });
});
