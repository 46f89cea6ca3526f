import * as ev from 'ngx-ag-ui/testing';
import { run } from './apply-events.test-helpers';

const s1 = { subagentRunId: 's1' };
const s2 = { subagentRunId: 's2' };

/* One rule for every kind of item, as the reference client verifies it. */
describe('subagent attribution', () => {
  it('fails the run when a tool call is tagged for another agent than its message (row 1)', () => {
    const thread = run(
      ev.runStarted(),
      ev.textMessageStart('m', s1),
      ev.textMessageEnd('m', s1),
      ev.toolCallStart('tc', 'search', { parentMessageId: 'm', ...s2 }),
      ev.toolCallArgs('tc', '{"q":1}', s2),
    );
    expect(thread.status).toBe('error');
    expect(thread.error).toMatchObject({ kind: 'protocol', event: { type: 'TOOL_CALL_START' } });
    expect(thread.error?.message).toContain("its parent message 'm' owner 's1'");
    expect(thread.messages).toEqual([
      { id: 'm', role: 'assistant', content: '', subagentRunId: 's1' },
    ]);
  });

  it("fails the run when an encrypted value is tagged for another agent than its tool call's (row 2)", () => {
    const thread = run(
      ev.runStarted(),
      ev.toolCallStart('tc1', 'search', s1),
      ev.reasoningEncryptedValue('tool-call', 'tc1', 'enc', s2),
    );
    expect(thread.error).toMatchObject({
      kind: 'protocol',
      event: { type: 'REASONING_ENCRYPTED_VALUE' },
    });
    expect(thread.messages[0]).not.toHaveProperty('toolCalls.0.encryptedValue');
  });

  it('fails the run when a reasoning message is opened by another agent than its span, and holds nothing (row 3)', () => {
    const thread = run(
      ev.runStarted(),
      ev.reasoningStart('r1', s1),
      ev.reasoningMessageStart('r1', s2),
      ev.reasoningMessageContent('r1', 'x', s2),
    );
    expect(thread.error).toMatchObject({
      kind: 'protocol',
      event: { type: 'REASONING_MESSAGE_START' },
    });
    expect(thread.messages).toEqual([]);
  });

  it('fails the run when an activity delta comes from another agent than its snapshot, keeping the content (row 4)', () => {
    const thread = run(
      ev.runStarted(),
      ev.activitySnapshot('a1', 'plan', { n: 0 }, s1),
      ev.activityDelta('a1', 'plan', [{ op: 'replace', path: '/n', value: 1 }], s2),
    );
    expect(thread.error).toMatchObject({ kind: 'protocol', event: { type: 'ACTIVITY_DELTA' } });
    expect(thread.messages[0]).toMatchObject({ content: { n: 0 } });
  });

  it("lets an untagged tool call inherit its message's owner, so the owner's arguments count (row 5)", () => {
    const thread = run(
      ev.runStarted(),
      ev.textMessageStart('m', s1),
      ev.textMessageEnd('m', s1),
      ev.toolCallStart('tc', 'search', { parentMessageId: 'm' }),
      ev.toolCallArgs('tc', '{}', s1),
      ev.toolCallEnd('tc'),
      ev.textMessageStart('after'),
    );
    expect(thread.error).toBeNull();
    expect(thread.messages[0]).toMatchObject({
      id: 'm',
      subagentRunId: 's1',
      toolCalls: [{ id: 'tc', function: { arguments: '{}' } }],
    });
    expect(thread.toolCallArgs.get('tc')).toEqual({});
    expect(thread.messages[1]).toMatchObject({ id: 'after' });
  });

  it('lets an untagged reasoning message open inside a subagent span and take its content (row 5)', () => {
    const thread = run(
      ev.runStarted(),
      ev.reasoningStart('r1', s1),
      ev.reasoningMessageStart('r1'),
      ev.reasoningMessageContent('r1', 'x', s1),
    );
    expect(thread.error).toBeNull();
    expect(thread.messages).toEqual([{ id: 'r1', role: 'reasoning', content: 'x' }]);
  });

  it('lets an untagged re-open of a closed subagent message continue as that subagent (row 5)', () => {
    const thread = run(
      ev.runStarted(),
      ev.textMessageStart('m', s1),
      ev.textMessageEnd('m', s1),
      ev.textMessageStart('m'),
      ev.textMessageContent('m', 'more', s1),
    );
    expect(thread.error).toBeNull();
    expect(thread.messages).toEqual([
      { id: 'm', role: 'assistant', content: 'more', subagentRunId: 's1' },
    ]);
  });

  it('keeps the first owner after the item closes: a re-open under another subagent fails the run', () => {
    const thread = run(
      ev.runStarted(),
      ev.textMessageStart('m', s1),
      ev.textMessageEnd('m', s1),
      ev.textMessageStart('m', s2),
    );
    expect(thread.error).toMatchObject({ kind: 'protocol', event: { type: 'TEXT_MESSAGE_START' } });
  });

  it('fails the run when an untagged re-open of a tool call moves it under a message of another owner', () => {
    const thread = run(
      ev.runStarted(),
      ev.textMessageStart('m1', s1),
      ev.textMessageEnd('m1', s1),
      ev.textMessageStart('m2', s2),
      ev.textMessageEnd('m2', s2),
      ev.toolCallStart('tc', 'search', { parentMessageId: 'm1' }),
      ev.toolCallEnd('tc'),
      ev.toolCallStart('tc', 'search', { parentMessageId: 'm2' }),
    );
    expect(thread.error?.message).toContain("tool call 'tc' is owned by 's1'");
  });

  it('takes owners from a messages snapshot, and a tool result re-owns the message it mints', () => {
    const snapshot = ev.messagesSnapshot([
      {
        id: 'm',
        role: 'assistant',
        subagentRunId: 's1',
        toolCalls: [{ id: 'tc', type: 'function', function: { name: 'f', arguments: '{}' } }],
      },
    ]);
    expect(run(ev.runStarted(), snapshot, ev.textMessageStart('m', s2)).error?.kind).toBe(
      'protocol',
    );
    expect(
      run(ev.runStarted(), snapshot, ev.reasoningEncryptedValue('tool-call', 'tc', 'enc', s2)).error
        ?.kind,
    ).toBe('protocol');
    const reOwned = run(
      ev.runStarted(),
      snapshot,
      ev.toolCallResult('m', 'tc', 'ok', s2),
      ev.textMessageStart('m', s2),
    );
    expect(reOwned.error).toBeNull();
  });

  it('forgets owners at the next run', () => {
    const thread = run(
      ev.runStarted(),
      ev.textMessageStart('m', s1),
      ev.textMessageEnd('m', s1),
      { type: 'RUN_FINISHED', threadId: 't1', runId: 'r1' },
      ev.runStarted('t1', 'r2'),
      ev.textMessageStart('m', s2),
    );
    expect(thread.error).toBeNull();
  });
});
