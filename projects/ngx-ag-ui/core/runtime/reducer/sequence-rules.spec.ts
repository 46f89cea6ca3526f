import * as ev from 'ngx-ag-ui/testing';
import { run } from './apply-events.test-helpers';

describe('sequence rules (docs/ag-ui.md §7.5)', () => {
  it.each<[string, unknown[], RegExp]>([
    [
      'a first event other than RUN_STARTED / RUN_ERROR',
      [ev.textMessageStart('m1')],
      /first event must be 'RUN_STARTED'/,
    ],
    [
      'an event after RUN_FINISHED',
      [ev.runStarted(), ev.runFinished(), ev.customEvent('x', 1)],
      /already finished/,
    ],
    [
      'RUN_STARTED while a run is active',
      [ev.runStarted(), ev.runStarted('t1', 'r2')],
      /while a run is still active/,
    ],
    [
      'TEXT_MESSAGE_START for an open id',
      [ev.runStarted(), ev.textMessageStart('m1'), ev.textMessageStart('m1')],
      /already in progress/,
    ],
    [
      'TEXT_MESSAGE_CONTENT for an id not open',
      [ev.runStarted(), ev.textMessageContent('m1', 'x')],
      /No active text message/,
    ],
    [
      'TEXT_MESSAGE_END for an id not open',
      [ev.runStarted(), ev.textMessageEnd('m1')],
      /No active text message/,
    ],
    [
      'TOOL_CALL_START for an open id',
      [ev.runStarted(), ev.toolCallStart('c1', 'f'), ev.toolCallStart('c1', 'f')],
      /already in progress/,
    ],
    [
      'TOOL_CALL_ARGS for an id not open',
      [ev.runStarted(), ev.toolCallArgs('c1', '{}')],
      /No active tool call/,
    ],
    [
      'TOOL_CALL_END for an id not open',
      [ev.runStarted(), ev.toolCallEnd('c1')],
      /No active tool call/,
    ],
    [
      'REASONING_START for an open span',
      [ev.runStarted(), ev.reasoningStart('r1'), ev.reasoningStart('r1')],
      /reasoning span .* already in progress/,
    ],
    [
      'REASONING_END without opener',
      [ev.runStarted(), ev.reasoningEnd('r1')],
      /No active reasoning span/,
    ],
    [
      'REASONING_MESSAGE_START for an open message',
      [ev.runStarted(), ev.reasoningMessageStart('r1'), ev.reasoningMessageStart('r1')],
      /already in progress/,
    ],
    [
      'REASONING_MESSAGE_CONTENT without opener',
      [ev.runStarted(), ev.reasoningMessageContent('r1', 'x')],
      /No active reasoning message/,
    ],
    [
      'REASONING_MESSAGE_END without opener',
      [ev.runStarted(), ev.reasoningMessageEnd('r1')],
      /No active reasoning message/,
    ],
    [
      'STEP_STARTED for an open step of the same owner',
      [ev.runStarted(), ev.stepStarted('s'), ev.stepStarted('s')],
      /already active/,
    ],
    [
      'STEP_FINISHED for a step not started',
      [ev.runStarted(), ev.stepFinished('s')],
      /was not started/,
    ],
    [
      'STEP_FINISHED by another owner',
      [ev.runStarted(), ev.stepStarted('s'), ev.stepFinished('s', { subagentRunId: 'x' })],
      /open under/,
    ],
    [
      'RUN_FINISHED with a step open',
      [ev.runStarted(), ev.stepStarted('s'), ev.runFinished()],
      /steps \(s\)/,
    ],
    [
      'RUN_FINISHED with a text message open',
      [ev.runStarted(), ev.textMessageStart('m1'), ev.runFinished()],
      /text messages \(m1\)/,
    ],
    [
      'RUN_FINISHED with a reasoning message open',
      [ev.runStarted(), ev.reasoningMessageStart('r1'), ev.runFinished()],
      /reasoning messages/,
    ],
    [
      'RUN_FINISHED with a reasoning span open',
      [ev.runStarted(), ev.reasoningStart('r1'), ev.runFinished()],
      /reasoning spans/,
    ],
    [
      'RUN_FINISHED with a tool call open',
      [ev.runStarted(), ev.toolCallStart('c1', 'f'), ev.runFinished()],
      /tool calls \(c1\)/,
    ],
    [
      'RUN_FINISHED with a subagent active',
      [ev.runStarted(), ev.subagentStarted('s1', 'w'), ev.runFinished()],
      /subagents \(s1\)/,
    ],
    [
      'SUBAGENT_STARTED for an active id',
      [ev.runStarted(), ev.subagentStarted('s1', 'w'), ev.subagentStarted('s1', 'w')],
      /already active/,
    ],
    [
      'SUBAGENT_STARTED reusing a finished id',
      [
        ev.runStarted(),
        ev.subagentStarted('s1', 'w'),
        ev.subagentFinished('s1'),
        ev.subagentStarted('s1', 'w'),
      ],
      /already finished/,
    ],
    [
      'SUBAGENT_STARTED with an unknown parent',
      [ev.runStarted(), ev.subagentStarted('s1', 'w', { parentSubagentRunId: 'p' })],
      /has not been started/,
    ],
    [
      'SUBAGENT_FINISHED for an id not active',
      [ev.runStarted(), ev.subagentFinished('s1')],
      /No active subagent/,
    ],
    [
      'SUBAGENT_ERROR for an id not active',
      [ev.runStarted(), ev.subagentError('s1', 'x')],
      /No active subagent/,
    ],
    [
      'a continuation attributed to another subagent than its opener',
      [
        ev.runStarted(),
        ev.textMessageStart('m1', { subagentRunId: 's1' }),
        ev.textMessageContent('m1', 'x', { subagentRunId: 's2' }),
      ],
      /does not match .* opener's subagent 's1'/,
    ],
    [
      'a tool call closed by another subagent',
      [ev.runStarted(), ev.toolCallStart('c1', 'f'), ev.toolCallEnd('c1', { subagentRunId: 's2' })],
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
    expect(run(ev.runStarted(), event).error?.kind).toBe('malformed-event');
  });

  it.each<[string, unknown[]]>([
    ['a result for an unknown call', [ev.toolCallResult('t1', 'nope', 'x')]],
    [
      'several messages and tool calls open at once',
      [
        ev.textMessageStart('m1'),
        ev.toolCallStart('c1', 'f'),
        ev.textMessageStart('m2'),
        ev.textMessageEnd('m1'),
        ev.toolCallEnd('c1'),
        ev.textMessageEnd('m2'),
      ],
    ],
    [
      're-opening a closed message and tool call',
      [
        ev.textMessageStart('m1'),
        ev.textMessageEnd('m1'),
        ev.textMessageStart('m1'),
        ev.textMessageEnd('m1'),
        ev.toolCallStart('c1', 'f'),
        ev.toolCallEnd('c1'),
        ev.toolCallStart('c1', 'f'),
        ev.toolCallEnd('c1'),
      ],
    ],
    [
      'several runs in one stream',
      [
        ev.runFinished(),
        ev.runStarted('t1', 'r2'),
        ev.runFinished('t1', 'r2'),
        ev.runStarted('t1', 'r3'),
      ],
    ],
    ['a late RUN_ERROR after RUN_FINISHED', [ev.runFinished(), ev.runError('late')]],
    [
      'state, custom, raw and activity events anywhere in a run',
      [ev.customEvent('c', null), ev.rawEvent(1), ev.activitySnapshot('a', 't', {})],
    ],
  ])('accepts %s', (_, events) => {
    const thread = run(ev.runStarted(), ...events);
    expect(thread.error?.kind ?? null).not.toBe('protocol');
  });
});

describe('chunk expansion (docs/ag-ui.md §6.3, §7.4)', () => {
  it('expands a text chunk stream into START / CONTENT / END with a default assistant role', () => {
    const thread = run(
      ev.runStarted(),
      ev.textMessageChunk({ messageId: 'm1', delta: 'Hi' }),
      ev.textMessageChunk({ delta: ' there' }),
      ev.runFinished(),
    );
    expect(thread.status).toBe('success');
    expect(thread.messages).toEqual([{ id: 'm1', role: 'assistant', content: 'Hi there' }]);
  });

  it('opens without content when the first chunk has no delta', () => {
    const thread = run(ev.runStarted(), ev.textMessageChunk({ messageId: 'm1', role: 'user' }));
    expect(thread.messages).toEqual([{ id: 'm1', role: 'user', content: '' }]);
  });

  it('closes the open stream when a chunk names another id', () => {
    const thread = run(
      ev.runStarted(),
      ev.textMessageChunk({ messageId: 'm1', delta: 'a' }),
      ev.textMessageChunk({ messageId: 'm2', delta: 'b' }),
      ev.runFinished(),
    );
    expect(thread.messages.map((m) => [m.id, m.content])).toEqual([
      ['m1', 'a'],
      ['m2', 'b'],
    ]);
    expect(thread.status).toBe('success');
  });

  it('carries a metadata-only continuation as an empty content event', () => {
    const thread = run(
      ev.runStarted(),
      ev.textMessageChunk({ messageId: 'm1', delta: 'a' }),
      ev.textMessageChunk({ metadata: { done: true } }),
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
      ev.runStarted(),
      ev.textMessageChunk({ messageId: 'm1', delta: 'Hi' }),
      ev.toolCallChunk({
        toolCallId: 't1',
        toolCallName: 'search',
        parentMessageId: 'm1',
        delta: '{"q":',
      }),
      ev.toolCallChunk({ delta: '1}' }),
      ev.runFinished(),
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
      ev.runStarted(),
      ev.reasoningMessageChunk({ messageId: 'r1', delta: 'hm' }),
      ev.reasoningMessageChunk({ delta: 'm' }),
      ev.runFinished(),
    );
    expect(thread.messages).toEqual([{ id: 'r1', role: 'reasoning', content: 'hmm' }]);
  });

  it.each<[string, unknown[], RegExp]>([
    [
      'a first text chunk without messageId',
      [ev.textMessageChunk({ delta: 'x' })],
      /must have a messageId/,
    ],
    [
      'a first tool chunk without toolCallId',
      [ev.toolCallChunk({ toolCallName: 'f' })],
      /must have a toolCallId/,
    ],
    [
      'a first tool chunk without toolCallName',
      [ev.toolCallChunk({ toolCallId: 'c1' })],
      /must have a toolCallName/,
    ],
    [
      'a first reasoning chunk without messageId',
      [ev.reasoningMessageChunk({ delta: 'x' })],
      /must have a messageId/,
    ],
    [
      'a continuation with another role',
      [ev.textMessageChunk({ messageId: 'm1' }), ev.textMessageChunk({ role: 'user', delta: 'x' })],
      /role 'user' does not match/,
    ],
    [
      'a continuation with another parentMessageId',
      [
        ev.toolCallChunk({ toolCallId: 'c1', toolCallName: 'f' }),
        ev.toolCallChunk({ parentMessageId: 'p', delta: 'x' }),
      ],
      /parentMessageId 'p' does not match/,
    ],
    [
      'an id-less chunk when two subagent lanes are open',
      [
        ev.textMessageChunk({ messageId: 'a', subagentRunId: 's1' }),
        ev.textMessageChunk({ messageId: 'b', subagentRunId: 's2' }),
        ev.textMessageChunk({ delta: 'x' }),
      ],
      /Ambiguous chunk/,
    ],
    [
      'mixing spellings: an explicit CONTENT for a chunk-opened message',
      [ev.textMessageChunk({ messageId: 'm1' }), ev.textMessageContent('m1', 'x')],
      /No active text message/,
    ],
  ])('fails the run on %s', (_, events, message) => {
    const thread = run(ev.runStarted(), ...events);
    expect(thread.error?.kind).toBe('protocol');
    expect(thread.error?.message).toMatch(message);
  });

  it('keeps one lane per subagent and continues the only open lane of a kind', () => {
    const thread = run(
      ev.runStarted(),
      ev.subagentStarted('s1', 'w'),
      ev.textMessageChunk({ messageId: 'p', delta: 'parent' }),
      ev.textMessageChunk({ messageId: 'c', delta: 'child', subagentRunId: 's1' }),
      ev.textMessageChunk({ delta: '!', subagentRunId: 's1' }),
      ev.textMessageChunk({ delta: '?' }),
      ev.subagentFinished('s1'),
      ev.runFinished(),
    );
    expect(thread.status).toBe('success');
    expect(thread.messages.map((m) => [m.id, m.content, m.subagentRunId])).toEqual([
      ['p', 'parent?', undefined],
      ['c', 'child!', 's1'],
    ]);
  });

  it('closes the lane on an explicit event of the lane, but not on RAW or ACTIVITY events', () => {
    const afterRaw = run(
      ev.runStarted(),
      ev.textMessageChunk({ messageId: 'm1', delta: 'a' }),
      ev.rawEvent(1),
      ev.activitySnapshot('a', 't', {}),
      ev.textMessageChunk({ delta: 'b' }),
    );
    expect(afterRaw.messages[0].content).toBe('ab');
    const afterStep = run(
      ev.runStarted(),
      ev.textMessageChunk({ messageId: 'm1', delta: 'a' }),
      ev.stepStarted('s'),
      ev.textMessageChunk({ delta: 'b' }),
    );
    expect(afterStep.error?.message).toMatch(/must have a messageId/);
  });

  it('closes every lane before RUN_FINISHED, so an open chunk stream does not block it', () => {
    const thread = run(
      ev.runStarted(),
      ev.toolCallChunk({ toolCallId: 'c1', toolCallName: 'f', delta: '{}' }),
      ev.runFinished(),
    );
    expect(thread.status).toBe('success');
    expect(thread.pendingToolCallIds).toEqual(['c1']);
  });
});
