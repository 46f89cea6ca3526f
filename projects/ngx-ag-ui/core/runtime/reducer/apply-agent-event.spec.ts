import { EventType } from '@ag-ui/core';
import * as ev from 'ngx-ag-ui/testing';

import type { AgentThread, ThreadMessage } from '../thread/agent-thread';
import { applyAgentEvent } from './apply-agent-event';
import { MAX_PASS_THROUGH_EVENTS } from './apply-pass-through-event';
import { run } from './apply-events.test-helpers';

function running(...events: unknown[]): AgentThread {
  return run(ev.runStarted(), ...events);
}

describe('applyAgentEvent', () => {
  describe('run lifecycle', () => {
    it('opens a run on RUN_STARTED', () => {
      const thread = run(ev.runStarted('t7', 'r7'));
      expect(thread).toMatchObject({ status: 'running', threadId: 't7', runId: 'r7', error: null });
    });

    it('warns once per run when RUN_STARTED declares a newer protocol, and goes on', () => {
      const newer = run(ev.runStarted('t1', 'r1', { protocolVersion: '1.10' }));
      expect(newer.status).toBe('running');
      expect(newer.warnings.map((w) => w.kind)).toEqual(['newer-protocol']);
      const two = run(
        ev.runStarted('t1', 'r1', { protocolVersion: '2.0' }),
        ...ev.textMessage('m1', ['a']),
        ev.runFinished('t1', 'r1'),
        ev.runStarted('t1', 'r2', { protocolVersion: '2.0' }),
      );
      expect(two.warnings.map((w) => w.kind)).toEqual(['newer-protocol', 'newer-protocol']);
      for (const same of ['1.1', '1.0', '0.9']) {
        expect(run(ev.runStarted('t1', 'r1', { protocolVersion: same })).warnings).toEqual([]);
      }
      expect(run(ev.runStarted()).warnings).toEqual([]);
      expect(run(ev.runStarted('t1', 'r1', { protocolVersion: 'v2' })).warnings[0]?.kind).toBe(
        'newer-protocol',
      );
    });

    it('appends RUN_STARTED input messages it does not hold yet', () => {
      const input = {
        threadId: 't1',
        runId: 'r2',
        messages: [
          { id: 'u1', role: 'user' as const, content: 'again' },
          { id: 'u2', role: 'user' as const, content: 'new' },
        ],
        tools: [],
        context: [],
      };
      const thread = run(
        ev.runStarted(),
        ev.textMessageStart('u1', { role: 'user' }),
        ev.textMessageEnd('u1'),
        ev.runFinished(),
        ev.runStarted('t1', 'r2', { input }),
      );
      expect(thread.messages.map((m) => [m.id, m.content])).toEqual([
        ['u1', ''],
        ['u2', 'new'],
      ]);
    });

    it.each([
      [{}, 'success'],
      [{ outcome: { type: 'success' as const } }, 'success'],
      [{ outcome: { type: 'cancelled' as const } }, 'cancelled'],
      [
        { outcome: { type: 'interrupt' as const, interrupts: [{ id: 'i1', reason: 'approve' }] } },
        'interrupted',
      ],
    ])('ends the run by outcome %j', (extra, status) => {
      expect(running(ev.runFinished('t1', 'r1', extra)).status).toBe(status);
    });

    it('keeps the interrupts of an interrupted run', () => {
      const interrupts = [{ id: 'i1', reason: 'approve', toolCallId: 'c1' }];
      expect(
        running(ev.runFinished('t1', 'r1', { outcome: { type: 'interrupt', interrupts } }))
          .interrupts,
      ).toEqual(interrupts);
    });

    it('keeps the result and usage of a successful run', () => {
      const usage = [{ provider: 'openai', inputTokens: 10, outputTokens: 5 }];
      expect(running(ev.runFinished('t1', 'r1', { result: { answer: 42 }, usage }))).toMatchObject({
        result: { answer: 42 },
        usage,
      });
    });

    it('derives pendingToolCallIds from calls without a result, in call order', () => {
      const thread = running(
        ...ev.toolCall('c1', 'a', []),
        ...ev.toolCall('c2', 'b', []),
        ...ev.toolCall('c3', 'c', []),
        ev.toolCallResult('t2', 'c2', 'ok'),
        ev.runFinished(),
      );
      expect(thread.pendingToolCallIds).toEqual(['c1', 'c3']);
    });

    it('trusts pendingToolCallIds the producer names', () => {
      const thread = running(
        ...ev.toolCall('c1', 'a', []),
        ev.runFinished('t1', 'r1', { outcome: { type: 'success', pendingToolCallIds: ['x'] } }),
      );
      expect(thread.pendingToolCallIds).toEqual(['x']);
    });

    it('reports RUN_ERROR as a failed run with a typed error, keeping the messages', () => {
      const error = ev.runError('Model overloaded', {
        code: 'overloaded',
        usage: [{ inputTokens: 3 }],
      });
      const thread = running(...ev.textMessage('m1', ['partial']), error);
      expect(thread.status).toBe('error');
      expect(thread.error).toEqual({
        kind: 'run-error',
        message: 'Model overloaded',
        code: 'overloaded',
        event: error,
      });
      expect(thread.usage).toEqual([{ inputTokens: 3 }]);
      expect(thread.messages[0].content).toBe('partial');
    });

    it('accepts RUN_ERROR as the first event and a late RUN_ERROR after RUN_FINISHED', () => {
      expect(run(ev.runError('denied')).status).toBe('error');
      expect(running(ev.runFinished(), ev.runError('late')).error?.kind).toBe('run-error');
    });

    it('ignores the events of a failed run until the next RUN_STARTED', () => {
      const failed = running(ev.runError('x'));
      expect(applyAgentEvent(failed, ev.textMessageStart('m1'))).toBe(failed);
      expect(applyAgentEvent(failed, ev.runStarted('t1', 'r2')).status).toBe('running');
    });

    it('starts a new run after a finished one, resetting the run-scoped fields', () => {
      const thread = running(
        ev.stepStarted('s'),
        ev.stepFinished('s'),
        ev.runFinished('t1', 'r1', { result: 1 }),
        ev.runStarted('t1', 'r2'),
      );
      expect(thread).toMatchObject({
        status: 'running',
        runId: 'r2',
        result: undefined,
        pendingToolCallIds: [],
        steps: [],
      });
    });
  });

  describe('steps', () => {
    it('tracks open steps per owner', () => {
      const thread = running(
        ev.stepStarted('plan'),
        ev.stepStarted('plan', { subagentRunId: 's1' }),
      );
      expect(thread.steps).toEqual([
        { stepName: 'plan' },
        { stepName: 'plan', subagentRunId: 's1' },
      ]);
      expect(applyAgentEvent(thread, ev.stepFinished('plan')).steps).toEqual([
        { stepName: 'plan', subagentRunId: 's1' },
      ]);
    });
  });

  describe('text messages', () => {
    it('creates an assistant message by default and appends deltas', () => {
      const thread = running(...ev.textMessage('m1', ['Hel', 'lo']));
      expect(thread.messages).toEqual([{ id: 'm1', role: 'assistant', content: 'Hello' }]);
    });

    it('keeps role and name from TEXT_MESSAGE_START', () => {
      expect(running(ev.textMessageStart('u1', { role: 'user', name: 'ada' })).messages[0]).toEqual(
        {
          id: 'u1',
          role: 'user',
          content: '',
          name: 'ada',
        },
      );
    });

    it('re-opens a closed message and appends to it', () => {
      const thread = running(...ev.textMessage('m1', ['a']), ...ev.textMessage('m1', ['b']));
      expect(thread.messages).toEqual([{ id: 'm1', role: 'assistant', content: 'ab' }]);
    });

    it('merges metadata key by key into the message, last write wins', () => {
      const thread = running(
        ev.textMessageStart('m1', { metadata: { a: 1, b: 1 } }),
        ev.textMessageContent('m1', 'x', { metadata: { b: 2 } }),
        ev.textMessageEnd('m1', { metadata: { c: { deep: true } } }),
      );
      expect(thread.messages[0].metadata).toEqual({ a: 1, b: 2, c: { deep: true } });
    });

    it('returns the same thread for an empty delta without metadata', () => {
      const thread = running(ev.textMessageStart('m1'));
      expect(applyAgentEvent(thread, ev.textMessageContent('m1', ''))).toBe(thread);
    });

    it('keeps every other message object when one message grows', () => {
      const thread = running(...ev.textMessage('m1', ['a']), ev.textMessageStart('m2'));
      const next = applyAgentEvent(thread, ev.textMessageContent('m2', 'b'));
      expect(next.messages[0]).toBe(thread.messages[0]);
      expect(next.messages[1]).not.toBe(thread.messages[1]);
    });

    it('leaves an activity message alone when text targets its id', () => {
      const thread = running(
        ev.activitySnapshot('a1', 'plan', { n: 1 }),
        ev.textMessageStart('a1'),
      );
      expect(thread.messages).toEqual([
        { id: 'a1', role: 'activity', activityType: 'plan', content: { n: 1 } },
      ]);
      expect(thread.warnings.at(-1)?.message).toContain('activity message');
    });
  });

  describe('tool calls', () => {
    it('puts a call on the named assistant message', () => {
      const thread = running(
        ...ev.textMessage('m1', ['Let me look']),
        ...ev.toolCall('c1', 'search', ['{"q":1}'], { parentMessageId: 'm1' }),
      );
      expect(thread.messages).toHaveLength(1);
      expect(thread.messages[0]).toMatchObject({
        id: 'm1',
        toolCalls: [{ id: 'c1', function: { name: 'search', arguments: '{"q":1}' } }],
      });
    });

    it('creates an assistant message keyed by the parent id, or the call id without one', () => {
      expect(running(ev.toolCallStart('c1', 'f', { parentMessageId: 'p9' })).messages[0].id).toBe(
        'p9',
      );
      expect(running(ev.toolCallStart('c1', 'f')).messages[0].id).toBe('c1');
    });

    it('gives the call its own message when the parent is not an assistant message', () => {
      const thread = running(
        ev.textMessageStart('u1', { role: 'user' }),
        ev.textMessageEnd('u1'),
        ev.toolCallStart('c1', 'f', { parentMessageId: 'u1' }),
      );
      expect(thread.messages.map((m) => m.id)).toEqual(['u1', 'c1']);
      expect(thread.warnings.at(-1)?.message).toContain("'user' message");
    });

    it('accumulates arguments as raw text and parses them once at TOOL_CALL_END', () => {
      const started = running(ev.toolCallStart('c1', 'f'), ev.toolCallArgs('c1', '{"a":'));
      expect(started.toolCallArgs.has('c1')).toBe(false);
      const ended = applyAgentEvent(
        applyAgentEvent(started, ev.toolCallArgs('c1', '[1,2]}')),
        ev.toolCallEnd('c1'),
      );
      expect(ended.messages[0]).toMatchObject({
        toolCalls: [{ function: { arguments: '{"a":[1,2]}' } }],
      });
      expect(ended.toolCallArgs.get('c1')).toEqual({ a: [1, 2] });
    });

    it('warns about arguments that are not JSON and keeps them raw', () => {
      const thread = running(...ev.toolCall('c1', 'f', ['{oops']));
      expect(thread.toolCallArgs.has('c1')).toBe(false);
      expect(thread.warnings.at(-1)?.kind).toBe('invalid-tool-arguments');
    });

    it('replays a START for a known call idempotently, renaming with a warning', () => {
      const thread = running(...ev.toolCall('c1', 'f', ['{}']), ...ev.toolCall('c1', 'g', []));
      const calls = thread.messages.flatMap((m) =>
        m.role === 'assistant' ? (m.toolCalls ?? []) : [],
      );
      expect(calls).toEqual([
        { id: 'c1', type: 'function', function: { name: 'g', arguments: '{}' } },
      ]);
    });

    it('merges TOOL_CALL metadata into the call, not its message', () => {
      const thread = running(
        ev.toolCallStart('c1', 'f', { metadata: { a: 1 } }),
        ev.toolCallEnd('c1', { metadata: { b: 2 } }),
      );
      expect(thread.messages[0].metadata).toBeUndefined();
      expect(thread.messages[0]).toMatchObject({ toolCalls: [{ metadata: { a: 1, b: 2 } }] });
    });

    it('inserts a result right after the assistant message that owns the call, after earlier results', () => {
      const thread = running(
        ...ev.toolCall('c1', 'f', [], { parentMessageId: 'm1' }),
        ...ev.toolCall('c2', 'g', [], { parentMessageId: 'm1' }),
        ...ev.textMessage('m2', ['follow-up']),
        ev.toolCallResult('t1', 'c1', 'one'),
        ev.toolCallResult('t2', 'c2', 'two'),
      );
      expect(thread.messages.map((m) => m.id)).toEqual(['m1', 't1', 't2', 'm2']);
      expect(thread.messages[1]).toEqual({
        id: 't1',
        role: 'tool',
        toolCallId: 'c1',
        content: 'one',
      });
    });

    it('appends a result for an unknown call, as the reference client does, and warns', () => {
      const thread = running(ev.toolCallResult('t1', 'nope', 'x'));
      expect(thread.messages.map((m) => m.id)).toEqual(['t1']);
      expect(thread.status).toBe('running');
      expect(thread.warnings).toEqual([
        {
          kind: 'unknown-target',
          message:
            "TOOL_CALL_RESULT answers tool call 'nope', which no message carries: kept as tool message 't1' at the end",
          eventType: EventType.TOOL_CALL_RESULT,
        },
      ]);
    });

    it('does not warn about a result for a call the thread holds', () => {
      const thread = running(...ev.toolCall('c1', 'f', []), ev.toolCallResult('t1', 'c1', 'one'));
      expect(thread.warnings).toEqual([]);
    });
  });

  describe('state', () => {
    it('replaces the state on STATE_SNAPSHOT, any JSON value included', () => {
      expect(running(ev.stateSnapshot({ a: 1 })).state).toEqual({ a: 1 });
      expect(running(ev.stateSnapshot(null)).state).toBeNull();
    });

    it('applies STATE_DELTA against the initial state without a snapshot', () => {
      expect(running(ev.stateDelta([{ op: 'add', path: '/a', value: 1 }])).state).toEqual({ a: 1 });
    });

    it('returns the same thread for an empty STATE_DELTA', () => {
      const thread = running();
      expect(applyAgentEvent(thread, ev.stateDelta([]))).toBe(thread);
    });

    it('keeps the same state and warns when a replace targets a missing path, then diverges until the next snapshot', () => {
      const thread = running(ev.stateSnapshot({}));
      const failed = applyAgentEvent(
        thread,
        ev.stateDelta([{ op: 'replace', path: '/steps', value: [] }]),
      );
      expect(failed.state).toBe(thread.state);
      expect(failed.stateDiverged).toBe(true);
      expect(failed.warnings.at(-1)).toEqual({
        kind: 'state-patch-failed',
        message:
          'Could not apply op 0 (replace "/steps"): Cannot perform the operation at a path that does not exist',
        eventType: 'STATE_DELTA',
        opIndex: 0,
        op: { op: 'replace', path: '/steps', value: [] },
      });
      expect(applyAgentEvent(failed, ev.stateSnapshot({ steps: [] })).stateDiverged).toBe(false);
    });

    it('keeps the same state and warns for a __proto__ path', () => {
      const thread = running(ev.stateSnapshot({ a: 1 }));
      const failed = applyAgentEvent(
        thread,
        ev.stateDelta([{ op: 'add', path: '/__proto__/polluted', value: true }]),
      );
      expect(failed.state).toBe(thread.state);
      expect(failed.warnings.at(-1)).toMatchObject({ kind: 'state-patch-failed', opIndex: 0 });
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });

    it('keeps the same state and warns for a failing test op', () => {
      const thread = running(ev.stateSnapshot({ v: 1 }));
      const failed = applyAgentEvent(
        thread,
        ev.stateDelta([
          { op: 'test', path: '/v', value: 2 },
          { op: 'replace', path: '/v', value: 3 },
        ]),
      );
      expect(failed.state).toBe(thread.state);
      expect(failed.warnings.at(-1)?.message).toContain('Test operation failed');
    });

    it('keeps the same state and warns for a malformed patch, and ends the run as malformed', () => {
      const thread = running(ev.stateSnapshot({ v: 1 }));
      const op = { op: 'add', path: 'v' };
      const failed = applyAgentEvent(thread, { type: 'STATE_DELTA', delta: [op] });
      expect(failed.state).toBe(thread.state);
      expect(failed.stateDiverged).toBe(true);
      expect(failed.warnings.at(-1)).toMatchObject({ kind: 'state-patch-failed', opIndex: 0, op });
      expect(failed.warnings.at(-1)?.message).toContain('delta[0]');
      expect(failed.error).toMatchObject({ kind: 'malformed-event' });
      const notAnArray = applyAgentEvent(thread, { type: 'STATE_DELTA', delta: { op: 'add' } });
      expect(notAnArray.state).toBe(thread.state);
      expect(notAnArray.warnings.at(-1)).toMatchObject({ kind: 'state-patch-failed', opIndex: -1 });
    });

    it('names the malformed op by its own index, not the first op of the patch', () => {
      const thread = running(ev.stateSnapshot({ v: 1 }));
      const bad = { op: 'replace', path: '/v' };
      const ops = [{ op: 'add', path: '/w', value: 1 }, { op: 'test', path: '/v', value: 1 }, bad];
      const failed = applyAgentEvent(thread, { type: 'STATE_DELTA', delta: ops });
      expect(failed.state).toBe(thread.state);
      expect(failed.warnings.at(-1)).toMatchObject({ kind: 'state-patch-failed', opIndex: 2 });
      expect(failed.warnings.at(-1)?.op).toBe(bad);
      expect(failed.warnings.at(-1)?.message).toContain('delta[2]');
    });

    it('never puts the state into a warning', () => {
      const big = { blob: 'x'.repeat(100_000) };
      const failed = running(
        ev.stateSnapshot(big),
        ev.stateDelta([{ op: 'remove', path: '/nope' }]),
      );
      expect(JSON.stringify(failed.warnings).length).toBeLessThan(1_000);
    });
  });

  describe('messages snapshot', () => {
    it('replaces in place, appends new ids, drops the rest', () => {
      const thread = running(
        ...ev.textMessage('m1', ['one']),
        ...ev.textMessage('m2', ['two']),
        ev.messagesSnapshot([
          { id: 'm2', role: 'assistant', content: 'two!' },
          { id: 'm3', role: 'assistant', content: 'three' },
        ]),
      );
      expect(thread.messages.map((m) => [m.id, m.content])).toEqual([
        ['m2', 'two!'],
        ['m3', 'three'],
      ]);
    });

    it('keeps client-only activity and reasoning messages the snapshot does not own', () => {
      const thread = running(
        ev.activitySnapshot('a1', 'plan', {}),
        ev.reasoningMessageStart('r1'),
        ev.reasoningMessageEnd('r1'),
        ev.messagesSnapshot([{ id: 'u1', role: 'user', content: 'q' }]),
      );
      expect(thread.messages.map((m) => m.id)).toEqual(['a1', 'r1', 'u1']);
    });

    it('lets a snapshot with reasoning own the reasoning set', () => {
      const thread = running(
        ev.reasoningMessageStart('r1'),
        ev.reasoningMessageEnd('r1'),
        ev.messagesSnapshot([{ id: 'r2', role: 'reasoning', content: 'x' }]),
      );
      expect(thread.messages.map((m) => m.id)).toEqual(['r2']);
    });

    it('honours authoritativeActivityTypes', () => {
      const thread = running(
        ev.activitySnapshot('a1', 'plan', {}),
        ev.activitySnapshot('a2', 'search', {}),
        ev.messagesSnapshot([], {
          metadata: { '@ag-ui/client': { authoritativeActivityTypes: ['plan'] } },
        }),
      );
      expect(thread.messages.map((m) => m.id)).toEqual(['a2']);
    });

    it('keeps the identity of held messages the snapshot restates unchanged', () => {
      const thread = running(...ev.textMessage('m1', ['same']));
      const next = applyAgentEvent(
        thread,
        ev.messagesSnapshot([{ id: 'm1', role: 'assistant', content: 'same' }]),
      );
      expect(next).toBe(thread);
    });
  });

  describe('activity', () => {
    it('creates, patches and retypes an activity message', () => {
      const thread = running(
        ev.activitySnapshot('a1', 'plan', { steps: ['one'] }),
        ev.activityDelta('a1', 'progress', [{ op: 'add', path: '/steps/-', value: 'two' }]),
      );
      expect(thread.messages).toEqual([
        {
          id: 'a1',
          role: 'activity',
          activityType: 'progress',
          content: { steps: ['one', 'two'] },
        },
      ]);
    });

    it('leaves an existing activity as it is on replace: false, merging metadata only', () => {
      const thread = running(
        ev.activitySnapshot('a1', 'plan', { n: 1 }),
        ev.activitySnapshot('a1', 'plan', { n: 2 }, { replace: false, metadata: { m: 1 } }),
      );
      expect(thread.messages[0]).toMatchObject({ content: { n: 1 }, metadata: { m: 1 } });
    });

    it('keeps accumulated metadata across a replacing snapshot', () => {
      const thread = running(
        ev.activitySnapshot('a1', 'plan', { n: 1 }, { metadata: { m: 1 } }),
        ev.activitySnapshot('a1', 'plan', { n: 2 }),
      );
      expect(thread.messages[0]).toMatchObject({ content: { n: 2 }, metadata: { m: 1 } });
    });

    it('warns on a delta for a missing activity or a failing patch', () => {
      expect(running(ev.activityDelta('nope', 'plan', [])).warnings.at(-1)?.kind).toBe(
        'activity-patch-failed',
      );
      const failed = running(
        ev.activitySnapshot('a1', 'plan', {}),
        ev.activityDelta('a1', 'plan', [{ op: 'remove', path: '/x' }]),
      );
      expect(failed.warnings.at(-1)).toMatchObject({ kind: 'activity-patch-failed', opIndex: 0 });
      expect(failed.messages[0]).toMatchObject({ content: {} });
    });
  });

  describe('reasoning', () => {
    it('streams a reasoning message', () => {
      const thread = running(
        ev.reasoningMessageStart('r1'),
        ev.reasoningMessageContent('r1', 'thinking'),
        ev.reasoningMessageEnd('r1'),
      );
      expect(thread.messages).toEqual([{ id: 'r1', role: 'reasoning', content: 'thinking' }]);
    });

    it('tracks open reasoning spans, a namespace apart from messages', () => {
      const thread = running(ev.reasoningStart('r1'), ev.reasoningMessageStart('r1'));
      expect(thread.reasoningSpans).toEqual([{ messageId: 'r1' }]);
      expect(applyAgentEvent(thread, ev.reasoningEnd('r1')).reasoningSpans).toEqual([]);
    });

    it('stores encrypted values on the named message or tool call', () => {
      const thread = running(
        ...ev.textMessage('m1', ['x']),
        ...ev.toolCall('c1', 'f', []),
        ev.reasoningEncryptedValue('message', 'm1', 'enc-m'),
        ev.reasoningEncryptedValue('tool-call', 'c1', 'enc-c'),
      );
      expect(thread.messages[0]).toMatchObject({ encryptedValue: 'enc-m' });
      expect(thread.messages[1]).toMatchObject({ toolCalls: [{ encryptedValue: 'enc-c' }] });
    });

    it('stores, replaces and removes encryptedValueType with its value (AG-UI 1.1)', () => {
      const typed = running(
        ...ev.textMessage('m1', ['x']),
        ...ev.toolCall('c1', 'f', []),
        ev.reasoningEncryptedValue('message', 'm1', 'sig', {
          encryptedValueType: 'anthropic.signature',
        }),
        ev.reasoningEncryptedValue('tool-call', 'c1', 'enc', {
          encryptedValueType: 'openai.encrypted_content',
        }),
      );
      expect(typed.warnings).toEqual([]);
      expect(typed.messages[0]).toMatchObject({
        encryptedValue: 'sig',
        encryptedValueType: 'anthropic.signature',
      });
      expect(typed.messages[1]).toMatchObject({
        toolCalls: [{ encryptedValue: 'enc', encryptedValueType: 'openai.encrypted_content' }],
      });
      const replaced = applyAgentEvent(
        typed,
        ev.reasoningEncryptedValue('message', 'm1', 'redacted', {
          encryptedValueType: 'anthropic.redacted_thinking',
        }),
      );
      expect(replaced.messages[0]).toMatchObject({
        encryptedValue: 'redacted',
        encryptedValueType: 'anthropic.redacted_thinking',
      });
      // New bytes without a type must not keep the old label.
      const untyped = applyAgentEvent(
        replaced,
        ev.reasoningEncryptedValue('tool-call', 'c1', 'plain'),
      );
      expect(untyped.messages[1]).not.toHaveProperty('toolCalls.0.encryptedValueType');
      expect(untyped.messages[1]).toMatchObject({ toolCalls: [{ encryptedValue: 'plain' }] });
    });

    it('keeps encryptedValueType on messages a MESSAGES_SNAPSHOT restates', () => {
      const restated: ThreadMessage = {
        id: 'm1',
        role: 'assistant',
        content: 'hi',
        encryptedValue: 'sig',
        encryptedValueType: 'anthropic.signature',
      };
      const thread = running(ev.messagesSnapshot([restated]));
      expect(thread.warnings).toEqual([]);
      expect(thread.messages[0]).toMatchObject({ encryptedValueType: 'anthropic.signature' });
    });

    it('warns about an encrypted value for an unknown id', () => {
      expect(
        running(ev.reasoningEncryptedValue('message', 'nope', 'e')).warnings.at(-1)?.kind,
      ).toBe('unknown-target');
    });
  });

  describe('pass-through events', () => {
    it('keeps CUSTOM and RAW events for the app', () => {
      const thread = running(
        ev.customEvent('progress', { pct: 50 }),
        ev.rawEvent({ provider: 'x' }, { source: 'openai' }),
      );
      expect(thread.customEvents).toEqual([ev.customEvent('progress', { pct: 50 })]);
      expect(thread.rawEvents).toEqual([ev.rawEvent({ provider: 'x' }, { source: 'openai' })]);
    });

    it('keeps only the most recent MAX_PASS_THROUGH_EVENTS', () => {
      const events = Array.from({ length: MAX_PASS_THROUGH_EVENTS + 5 }, (_, i) =>
        ev.customEvent('n', i),
      );
      const thread = running(...events);
      expect(thread.customEvents).toHaveLength(MAX_PASS_THROUGH_EVENTS);
      expect(thread.customEvents[0].value).toBe(5);
    });
  });

  describe('subagents', () => {
    it('tracks subagent invocations and their outcomes; a SUBAGENT_ERROR does not end the run', () => {
      const thread = running(
        ev.subagentStarted('s1', 'researcher', { parentToolCallId: 'c1' }),
        ev.subagentStarted('s2', 'writer', { parentSubagentRunId: 's1' }),
        ev.subagentFinished('s2', {
          result: 'done',
          outcome: { type: 'suspended', interruptIds: ['i1'] },
        }),
        ev.subagentError('s1', 'quota', { code: '429' }),
      );
      expect(thread.status).toBe('running');
      expect(thread.subagents).toEqual([
        {
          subagentRunId: 's1',
          name: 'researcher',
          parentToolCallId: 'c1',
          status: 'error',
          error: { message: 'quota', code: '429' },
        },
        {
          subagentRunId: 's2',
          name: 'writer',
          parentSubagentRunId: 's1',
          status: 'suspended',
          result: 'done',
          interruptIds: ['i1'],
        },
      ]);
    });
  });
});
