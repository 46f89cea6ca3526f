import { runStarted, textMessage, textMessageStart } from 'ngx-ag-ui/testing';

import type { AgentThread } from '../thread/agent-thread';
import { createAgentThread } from '../thread/create-agent-thread';
import { applyAgentEvent } from './apply-agent-event';
import { MAX_WARNINGS } from './with-warnings';

function running(...events: unknown[]): AgentThread {
  return [runStarted(), ...events].reduce<AgentThread>(
    (thread, event) => applyAgentEvent(thread, event),
    createAgentThread(),
  );
}

describe('validation in applyAgentEvent', () => {
  it('drops an unknown event type with a warning and keeps the rest', () => {
    const thread = running();
    const next = applyAgentEvent(thread, { type: 'META', payload: 1 });
    expect(next.messages).toBe(thread.messages);
    expect(next.status).toBe('running');
    expect(next.warnings.at(-1)).toMatchObject({ kind: 'unknown-event', eventType: 'META' });
  });

  it('strips unknown members with a warning', () => {
    const thread = running({ ...textMessageStart('m1'), colour: 'blue' });
    expect(thread.messages[0]).toEqual({ id: 'm1', role: 'assistant', content: '' });
    expect(thread.warnings.at(-1)).toMatchObject({
      kind: 'unknown-member',
      message: expect.stringContaining('colour'),
    });
  });

  it.each<[string, unknown]>([
    ['a number where a string belongs', { type: 'TEXT_MESSAGE_START', messageId: 5 }],
    ['a missing delta', { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1' }],
    ['a float timestamp', { type: 'TEXT_MESSAGE_START', messageId: 'm1', timestamp: 1.5 }],
    ['null in an optional field', { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: null }],
    [
      'a tool role on TEXT_MESSAGE_START',
      { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'tool' },
    ],
    [
      'a subtype that is not a string',
      { type: 'REASONING_ENCRYPTED_VALUE', subtype: 1, entityId: 'm0', encryptedValue: 'x' },
    ],
    [
      'a media source whose type is not a string',
      {
        type: 'TOOL_CALL_RESULT',
        messageId: 't1',
        toolCallId: 'c1',
        content: [{ type: 'image', source: { type: 7, value: 'x' } }],
      },
    ],
    [
      'an empty interrupt list',
      {
        type: 'RUN_FINISHED',
        threadId: 't',
        runId: 'r',
        outcome: { type: 'interrupt', interrupts: [] },
      },
    ],
  ])('ends the run as malformed on %s, keeping what came before', (_, event) => {
    const before = running(...textMessage('m0', ['kept']));
    const after = applyAgentEvent(before, event);
    expect(after.status).toBe('error');
    expect(after.error).toMatchObject({ kind: 'malformed-event', event });
    expect(after.messages).toBe(before.messages);
  });

  it('converts legacy nulls to absent with a warning', () => {
    const thread = running({
      type: 'TOOL_CALL_START',
      toolCallId: 'c1',
      toolCallName: 'f',
      parentMessageId: null,
    });
    expect(thread.status).toBe('running');
    expect(thread.messages[0].id).toBe('c1');
  });

  it('drops an unknown patch op with a warning and applies the rest', () => {
    const thread = running({
      type: 'STATE_DELTA',
      delta: [
        { op: 'merge', path: '/a' },
        { op: 'add', path: '/b', value: 1 },
      ],
    });
    expect(thread.state).toEqual({ b: 1 });
    expect(thread.warnings.at(-1)?.kind).toBe('unknown-member');
  });

  it('drops a media part whose source is of an unknown kind, whole, and keeps the rest', () => {
    const thread = running({
      type: 'TOOL_CALL_RESULT',
      messageId: 't1',
      toolCallId: 'c1',
      content: [
        { type: 'image', source: { type: 'hologram', value: 'x' } },
        { type: 'text', text: 'caption' },
      ],
    });
    expect(thread.status).toBe('running');
    expect(thread.messages[0]).toMatchObject({ content: [{ type: 'text', text: 'caption' }] });
    expect(thread.warnings[0]).toMatchObject({
      kind: 'unknown-member',
      message: expect.stringContaining('hologram'),
    });
  });

  it('removes an encrypted value whose subtype is a string it does not know, with a warning', () => {
    const event = {
      type: 'REASONING_ENCRYPTED_VALUE',
      subtype: 'span',
      entityId: 'm0',
      encryptedValue: 'x',
    };
    const before = running(...textMessage('m0', ['kept']));
    const after = applyAgentEvent(before, event);
    expect(after.status).toBe('running');
    expect(after.messages).toBe(before.messages);
    expect(after.warnings.map((warning) => [warning.kind, warning.eventType])).toEqual([
      ['unknown-member', 'REASONING_ENCRYPTED_VALUE'],
    ]);
  });

  it('drops a snapshot message with an unknown role', () => {
    const thread = running({
      type: 'MESSAGES_SNAPSHOT',
      messages: [
        { id: 'x', role: 'robot', content: '' },
        { id: 'u', role: 'user', content: 'hi' },
      ],
    });
    expect(thread.messages.map((m) => m.id)).toEqual(['u']);
  });

  it('strips an unknown RUN_FINISHED outcome, which reads as success', () => {
    expect(
      running({ type: 'RUN_FINISHED', threadId: 't1', runId: 'r1', outcome: { type: 'paused' } })
        .status,
    ).toBe('success');
  });

  it('runs an extra validator when one is given', () => {
    const thread = running();
    const next = applyAgentEvent(thread, textMessageStart('m1'), {
      validateEvent: () => 'rejected by zod',
    });
    expect(next.error).toMatchObject({
      kind: 'malformed-event',
      message: 'Malformed TEXT_MESSAGE_START: rejected by zod',
    });
  });

  it('keeps only the most recent MAX_WARNINGS warnings', () => {
    const events: unknown[] = Array.from({ length: MAX_WARNINGS + 10 }, (_, i) => ({
      type: `X_${i}`,
    }));
    const thread = running(...events);
    expect(thread.warnings).toHaveLength(MAX_WARNINGS);
    expect(thread.warnings[0].eventType).toBe('X_10');
  });
});
