import * as ev from 'ngx-ag-ui/testing';

import { applyAgentEvent } from './apply-agent-event';
import { run } from './apply-events.test-helpers';

const thought = (delta: string, extra = {}) => [
  ev.thinkingTextMessageStart(extra),
  ev.thinkingTextMessageContent(delta, extra),
  ev.thinkingTextMessageEnd(extra),
];

// Pre-1.0 backends still send THINKING_*; the reference reads them as reasoning.
describe('legacy THINKING_* events', () => {
  it('reads them as a reasoning span and a reasoning message, so the reasoning is kept', () => {
    const thread = run(
      ev.runStarted(),
      ev.thinkingStart({ title: 'Planning' }),
      ...thought('first thought'),
      ev.thinkingEnd(),
      ev.runFinished(),
    );
    expect(thread.status).toBe('success');
    expect(thread.messages).toEqual([
      { id: 'r1-thinking-2', role: 'reasoning', content: 'first thought' },
    ]);
    expect(thread.reasoningSpans).toEqual([]);
  });

  it('warns once per run, not once per event', () => {
    const once = run(
      ev.runStarted(),
      ev.thinkingStart(),
      ...thought('a'),
      ...thought('b'),
      ev.thinkingEnd(),
    );
    expect(once.warnings).toEqual([
      expect.objectContaining({ kind: 'other', eventType: 'THINKING_START' }),
    ]);
    expect(once.warnings[0].message).toContain('deprecated THINKING_*');
    const twice = run(
      ev.runStarted(),
      ...thought('a'),
      ev.runFinished(),
      ev.runStarted('t1', 'r2'),
      ...thought('b'),
    );
    expect(twice.warnings).toHaveLength(2);
  });

  it('gives each legacy message an id of its own, the same on every replay', () => {
    const events = [
      ev.runStarted(),
      ...thought('a'),
      ...thought('b'),
      ev.runFinished(),
      ev.runStarted('t1', 'r2'),
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
    const thread = run(ev.runStarted(), ev.thinkingStart({ title: 'Planning' }));
    expect(thread.reasoningSpans).toEqual([{ messageId: 'r1-thinking-1' }]);
    expect(thread.warnings).toHaveLength(1);
  });

  it('fails the run on a continuation with no legacy opener', () => {
    expect(run(ev.runStarted(), ev.thinkingTextMessageContent('x')).error).toMatchObject({
      kind: 'protocol',
      event: { type: 'THINKING_TEXT_MESSAGE_CONTENT' },
    });
    expect(run(ev.runStarted(), ev.thinkingEnd()).error?.kind).toBe('protocol');
    expect(run(ev.runStarted(), ...thought('a'), ev.thinkingTextMessageEnd()).error?.kind).toBe(
      'protocol',
    );
  });

  it('attributes them like their REASONING_* equivalents', () => {
    const tagged = run(ev.runStarted(), ...thought('nested', { subagentRunId: 's1' }));
    expect(tagged.messages).toEqual([
      { id: 'r1-thinking-1', role: 'reasoning', content: 'nested', subagentRunId: 's1' },
    ]);
    const mismatched = run(
      ev.runStarted(),
      ev.thinkingTextMessageStart({ subagentRunId: 's1' }),
      ev.thinkingTextMessageContent('x', { subagentRunId: 's2' }),
    );
    expect(mismatched.error?.kind).toBe('protocol');
  });

  it('follows the run-phase rules: refused before a run, ignored after a failed one', () => {
    expect(run(ev.thinkingStart()).error?.message).toContain("'THINKING_START'");
    const failed = run(ev.runStarted(), { type: 'RUN_ERROR', message: 'x' });
    expect(applyAgentEvent(failed, ev.thinkingStart())).toBe(failed);
  });
});
