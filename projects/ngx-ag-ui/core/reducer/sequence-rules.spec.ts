import {
  activitySnapshot,
  customEvent,
  rawEvent,
  reasoningEnd,
  reasoningMessageChunk,
  reasoningMessageContent,
  reasoningMessageEnd,
  reasoningMessageStart,
  reasoningStart,
  runError,
  runFinished,
  runStarted,
  stepFinished,
  stepStarted,
  subagentError,
  subagentFinished,
  subagentStarted,
  textMessageChunk,
  textMessageContent,
  textMessageEnd,
  textMessageStart,
  toolCallArgs,
  toolCallChunk,
  toolCallEnd,
  toolCallResult,
  toolCallStart,
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

describe('sequence rules (docs/ag-ui.md §7.5)', () => {
  it.each<[string, unknown[], RegExp]>([
    [
      'a first event other than RUN_STARTED / RUN_ERROR',
      [textMessageStart('m1')],
      /first event must be 'RUN_STARTED'/,
    ],
    [
      'an event after RUN_FINISHED',
      [runStarted(), runFinished(), customEvent('x', 1)],
      /already finished/,
    ],
    [
      'RUN_STARTED while a run is active',
      [runStarted(), runStarted('t1', 'r2')],
      /while a run is still active/,
    ],
    [
      'TEXT_MESSAGE_START for an open id',
      [runStarted(), textMessageStart('m1'), textMessageStart('m1')],
      /already in progress/,
    ],
    [
      'TEXT_MESSAGE_CONTENT for an id not open',
      [runStarted(), textMessageContent('m1', 'x')],
      /No active text message/,
    ],
    [
      'TEXT_MESSAGE_END for an id not open',
      [runStarted(), textMessageEnd('m1')],
      /No active text message/,
    ],
    [
      'TOOL_CALL_START for an open id',
      [runStarted(), toolCallStart('c1', 'f'), toolCallStart('c1', 'f')],
      /already in progress/,
    ],
    [
      'TOOL_CALL_ARGS for an id not open',
      [runStarted(), toolCallArgs('c1', '{}')],
      /No active tool call/,
    ],
    ['TOOL_CALL_END for an id not open', [runStarted(), toolCallEnd('c1')], /No active tool call/],
    [
      'REASONING_START for an open span',
      [runStarted(), reasoningStart('r1'), reasoningStart('r1')],
      /reasoning span .* already in progress/,
    ],
    [
      'REASONING_END without opener',
      [runStarted(), reasoningEnd('r1')],
      /No active reasoning span/,
    ],
    [
      'REASONING_MESSAGE_START for an open message',
      [runStarted(), reasoningMessageStart('r1'), reasoningMessageStart('r1')],
      /already in progress/,
    ],
    [
      'REASONING_MESSAGE_CONTENT without opener',
      [runStarted(), reasoningMessageContent('r1', 'x')],
      /No active reasoning message/,
    ],
    [
      'REASONING_MESSAGE_END without opener',
      [runStarted(), reasoningMessageEnd('r1')],
      /No active reasoning message/,
    ],
    [
      'STEP_STARTED for an open step of the same owner',
      [runStarted(), stepStarted('s'), stepStarted('s')],
      /already active/,
    ],
    ['STEP_FINISHED for a step not started', [runStarted(), stepFinished('s')], /was not started/],
    [
      'STEP_FINISHED by another owner',
      [runStarted(), stepStarted('s'), stepFinished('s', { subagentRunId: 'x' })],
      /open under/,
    ],
    [
      'RUN_FINISHED with a step open',
      [runStarted(), stepStarted('s'), runFinished()],
      /steps \(s\)/,
    ],
    [
      'RUN_FINISHED with a text message open',
      [runStarted(), textMessageStart('m1'), runFinished()],
      /text messages \(m1\)/,
    ],
    [
      'RUN_FINISHED with a reasoning message open',
      [runStarted(), reasoningMessageStart('r1'), runFinished()],
      /reasoning messages/,
    ],
    [
      'RUN_FINISHED with a reasoning span open',
      [runStarted(), reasoningStart('r1'), runFinished()],
      /reasoning spans/,
    ],
    [
      'RUN_FINISHED with a tool call open',
      [runStarted(), toolCallStart('c1', 'f'), runFinished()],
      /tool calls \(c1\)/,
    ],
    [
      'RUN_FINISHED with a subagent active',
      [runStarted(), subagentStarted('s1', 'w'), runFinished()],
      /subagents \(s1\)/,
    ],
    [
      'SUBAGENT_STARTED for an active id',
      [runStarted(), subagentStarted('s1', 'w'), subagentStarted('s1', 'w')],
      /already active/,
    ],
    [
      'SUBAGENT_STARTED reusing a finished id',
      [
        runStarted(),
        subagentStarted('s1', 'w'),
        subagentFinished('s1'),
        subagentStarted('s1', 'w'),
      ],
      /already finished/,
    ],
    [
      'SUBAGENT_STARTED with an unknown parent',
      [runStarted(), subagentStarted('s1', 'w', { parentSubagentRunId: 'p' })],
      /has not been started/,
    ],
    [
      'SUBAGENT_FINISHED for an id not active',
      [runStarted(), subagentFinished('s1')],
      /No active subagent/,
    ],
    [
      'SUBAGENT_ERROR for an id not active',
      [runStarted(), subagentError('s1', 'x')],
      /No active subagent/,
    ],
    [
      'a continuation attributed to another subagent than its opener',
      [
        runStarted(),
        textMessageStart('m1', { subagentRunId: 's1' }),
        textMessageContent('m1', 'x', { subagentRunId: 's2' }),
      ],
      /does not match .* opener's subagent 's1'/,
    ],
    [
      'a tool call closed by another subagent',
      [runStarted(), toolCallStart('c1', 'f'), toolCallEnd('c1', { subagentRunId: 's2' })],
      /opener's subagent \(the parent agent\)/,
    ],
  ])('fails the run on %s', (_, events, message) => {
    const thread = run(...events);
    expect(thread.status).toBe('error');
    expect(thread.error?.kind).toBe('protocol');
    expect(thread.error?.message).toMatch(message);
    expect(thread.error?.event).toBe(events[events.length - 1]);
  });

  it.each<[string, unknown]>([
    ['subagentRunId: null', { type: 'TEXT_MESSAGE_START', messageId: 'm1', subagentRunId: null }],
    ['SUBAGENT_STARTED without a name', { type: 'SUBAGENT_STARTED', subagentRunId: 's1' }],
    [
      'a snapshot message with subagentRunId: null',
      {
        type: 'MESSAGES_SNAPSHOT',
        messages: [{ id: 'u', role: 'user', content: '', subagentRunId: null }],
      },
    ],
  ])('fails the run as malformed on %s', (_, event) => {
    expect(run(runStarted(), event).error?.kind).toBe('malformed-event');
  });

  it.each<[string, unknown[]]>([
    ['a result for an unknown call', [toolCallResult('t1', 'nope', 'x')]],
    [
      'several messages and tool calls open at once',
      [
        textMessageStart('m1'),
        toolCallStart('c1', 'f'),
        textMessageStart('m2'),
        textMessageEnd('m1'),
        toolCallEnd('c1'),
        textMessageEnd('m2'),
      ],
    ],
    [
      're-opening a closed message and tool call',
      [
        textMessageStart('m1'),
        textMessageEnd('m1'),
        textMessageStart('m1'),
        textMessageEnd('m1'),
        toolCallStart('c1', 'f'),
        toolCallEnd('c1'),
        toolCallStart('c1', 'f'),
        toolCallEnd('c1'),
      ],
    ],
    [
      'several runs in one stream',
      [runFinished(), runStarted('t1', 'r2'), runFinished('t1', 'r2'), runStarted('t1', 'r3')],
    ],
    ['a late RUN_ERROR after RUN_FINISHED', [runFinished(), runError('late')]],
    [
      'state, custom, raw and activity events anywhere in a run',
      [customEvent('c', null), rawEvent(1), activitySnapshot('a', 't', {})],
    ],
  ])('accepts %s', (_, events) => {
    const thread = run(runStarted(), ...events);
    expect(thread.error?.kind ?? null).not.toBe('protocol');
  });
});

describe('chunk expansion (docs/ag-ui.md §6.3, §7.4)', () => {
  it('expands a text chunk stream into START / CONTENT / END with a default assistant role', () => {
    const thread = run(
      runStarted(),
      textMessageChunk({ messageId: 'm1', delta: 'Hi' }),
      textMessageChunk({ delta: ' there' }),
      runFinished(),
    );
    expect(thread.status).toBe('success');
    expect(thread.messages).toEqual([{ id: 'm1', role: 'assistant', content: 'Hi there' }]);
  });

  it('opens without content when the first chunk has no delta', () => {
    const thread = run(runStarted(), textMessageChunk({ messageId: 'm1', role: 'user' }));
    expect(thread.messages).toEqual([{ id: 'm1', role: 'user', content: '' }]);
  });

  it('closes the open stream when a chunk names another id', () => {
    const thread = run(
      runStarted(),
      textMessageChunk({ messageId: 'm1', delta: 'a' }),
      textMessageChunk({ messageId: 'm2', delta: 'b' }),
      runFinished(),
    );
    expect(thread.messages.map((m) => [m.id, m.content])).toEqual([
      ['m1', 'a'],
      ['m2', 'b'],
    ]);
    expect(thread.status).toBe('success');
  });

  it('carries a metadata-only continuation as an empty content event', () => {
    const thread = run(
      runStarted(),
      textMessageChunk({ messageId: 'm1', delta: 'a' }),
      textMessageChunk({ metadata: { done: true } }),
    );
    expect(thread.messages[0]).toEqual({
      id: 'm1',
      role: 'assistant',
      content: 'a',
      metadata: { done: true },
    });
  });

  it('expands tool call chunks onto the parent message', () => {
    const thread = run(
      runStarted(),
      textMessageChunk({ messageId: 'm1', delta: 'Hi' }),
      toolCallChunk({
        toolCallId: 't1',
        toolCallName: 'search',
        parentMessageId: 'm1',
        delta: '{"q":',
      }),
      toolCallChunk({ delta: '1}' }),
      runFinished(),
    );
    expect(thread.messages).toEqual([
      {
        id: 'm1',
        role: 'assistant',
        content: 'Hi',
        toolCalls: [
          { id: 't1', type: 'function', function: { name: 'search', arguments: '{"q":1}' } },
        ],
      },
    ]);
    expect(thread.toolCallArgs.get('t1')).toEqual({ q: 1 });
  });

  it('expands reasoning chunks into a reasoning message', () => {
    const thread = run(
      runStarted(),
      reasoningMessageChunk({ messageId: 'r1', delta: 'hm' }),
      reasoningMessageChunk({ delta: 'm' }),
      runFinished(),
    );
    expect(thread.messages).toEqual([{ id: 'r1', role: 'reasoning', content: 'hmm' }]);
  });

  it.each<[string, unknown[], RegExp]>([
    [
      'a first text chunk without messageId',
      [textMessageChunk({ delta: 'x' })],
      /must have a messageId/,
    ],
    [
      'a first tool chunk without toolCallId',
      [toolCallChunk({ toolCallName: 'f' })],
      /must have a toolCallId/,
    ],
    [
      'a first tool chunk without toolCallName',
      [toolCallChunk({ toolCallId: 'c1' })],
      /must have a toolCallName/,
    ],
    [
      'a first reasoning chunk without messageId',
      [reasoningMessageChunk({ delta: 'x' })],
      /must have a messageId/,
    ],
    [
      'a continuation with another role',
      [textMessageChunk({ messageId: 'm1' }), textMessageChunk({ role: 'user', delta: 'x' })],
      /role 'user' does not match/,
    ],
    [
      'a continuation with another parentMessageId',
      [
        toolCallChunk({ toolCallId: 'c1', toolCallName: 'f' }),
        toolCallChunk({ parentMessageId: 'p', delta: 'x' }),
      ],
      /parentMessageId 'p' does not match/,
    ],
    [
      'an id-less chunk when two subagent lanes are open',
      [
        textMessageChunk({ messageId: 'a', subagentRunId: 's1' }),
        textMessageChunk({ messageId: 'b', subagentRunId: 's2' }),
        textMessageChunk({ delta: 'x' }),
      ],
      /Ambiguous chunk/,
    ],
    [
      'mixing spellings: an explicit CONTENT for a chunk-opened message',
      [textMessageChunk({ messageId: 'm1' }), textMessageContent('m1', 'x')],
      /No active text message/,
    ],
  ])('fails the run on %s', (_, events, message) => {
    const thread = run(runStarted(), ...events);
    expect(thread.error?.kind).toBe('protocol');
    expect(thread.error?.message).toMatch(message);
  });

  it('keeps one lane per subagent and continues the only open lane of a kind', () => {
    const thread = run(
      runStarted(),
      subagentStarted('s1', 'w'),
      textMessageChunk({ messageId: 'p', delta: 'parent' }),
      textMessageChunk({ messageId: 'c', delta: 'child', subagentRunId: 's1' }),
      textMessageChunk({ delta: '!', subagentRunId: 's1' }),
      textMessageChunk({ delta: '?' }),
      subagentFinished('s1'),
      runFinished(),
    );
    expect(thread.status).toBe('success');
    expect(thread.messages.map((m) => [m.id, m.content, m.subagentRunId])).toEqual([
      ['p', 'parent?', undefined],
      ['c', 'child!', 's1'],
    ]);
  });

  it('closes the lane on an explicit event of the lane, but not on RAW or ACTIVITY events', () => {
    const afterRaw = run(
      runStarted(),
      textMessageChunk({ messageId: 'm1', delta: 'a' }),
      rawEvent(1),
      activitySnapshot('a', 't', {}),
      textMessageChunk({ delta: 'b' }),
    );
    expect(afterRaw.messages[0].content).toBe('ab');
    const afterStep = run(
      runStarted(),
      textMessageChunk({ messageId: 'm1', delta: 'a' }),
      stepStarted('s'),
      textMessageChunk({ delta: 'b' }),
    );
    expect(afterStep.error?.message).toMatch(/must have a messageId/);
  });

  it('closes every lane before RUN_FINISHED, so an open chunk stream does not block it', () => {
    const thread = run(
      runStarted(),
      toolCallChunk({ toolCallId: 'c1', toolCallName: 'f', delta: '{}' }),
      runFinished(),
    );
    expect(thread.status).toBe('success');
    expect(thread.pendingToolCallIds).toEqual(['c1']);
  });
});
