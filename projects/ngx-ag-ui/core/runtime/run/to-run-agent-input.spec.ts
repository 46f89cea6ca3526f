import * as ev from 'ngx-ag-ui/testing';

import { applyAgentEvent } from '../reducer/apply-agent-event';
import type { ThreadMessage } from '../thread/agent-thread';
import { createAgentThread } from '../thread/create-agent-thread';
import { toRunAgentInput } from './to-run-agent-input';

describe('toRunAgentInput', () => {
  const messages: ThreadMessage[] = [
    { id: 'u1', role: 'user', content: 'Hi' },
    {
      id: 'a1',
      role: 'assistant',
      content: 'Hello [1]',
      citations: [
        {
          id: 'c1',
          index: 1,
          kind: 'web',
          url: 'https://example.com',
          href: 'https://example.com/',
          domain: 'example.com',
          displayTitle: 'example.com',
          spans: [],
          provider: 'agui',
        },
      ],
    },
    { id: 'act', role: 'activity', activityType: 'progress', content: { step: 1 } },
  ];

  it('sends every message but activity ones, without our citations', () => {
    const input = toRunAgentInput(createAgentThread({ messages, state: { n: 1 } }), {
      threadId: 't',
      runId: 'r',
    });

    expect(input).toEqual({
      threadId: 't',
      runId: 'r',
      protocolVersion: '1.1',
      state: { n: 1 },
      messages: [
        { id: 'u1', role: 'user', content: 'Hi' },
        { id: 'a1', role: 'assistant', content: 'Hello [1]' },
      ],
      tools: [],
      context: [],
    });
    expect(input.messages[0]).toBe(messages[0]);
  });

  it('sends encryptedValueType back unchanged with its value (AG-UI 1.1)', () => {
    const thread = [
      ev.runStarted(),
      ...ev.textMessage('m1', ['x']),
      ...ev.toolCall('c1', 'f', []),
      ev.reasoningEncryptedValue('message', 'm1', 'sig', {
        encryptedValueType: 'anthropic.signature',
      }),
      ev.reasoningEncryptedValue('tool-call', 'c1', 'enc', {
        encryptedValueType: 'openai.encrypted_content',
      }),
      ev.runFinished(),
    ].reduce((thread, event) => applyAgentEvent(thread, event), createAgentThread());
    const { messages } = toRunAgentInput(thread, { threadId: 't1', runId: 'r2' });
    expect(messages[0]).toMatchObject({
      encryptedValue: 'sig',
      encryptedValueType: 'anthropic.signature',
    });
    expect(messages[1]).toMatchObject({
      toolCalls: [{ encryptedValue: 'enc', encryptedValueType: 'openai.encrypted_content' }],
    });
  });

  it('leaves out null and undefined optionals and keeps the given ones', () => {
    const thread = createAgentThread();

    expect(
      toRunAgentInput(thread, { threadId: 't', runId: 'r', forwardedProps: null }),
    ).not.toHaveProperty('forwardedProps');
    expect(
      toRunAgentInput(thread, {
        threadId: 't',
        runId: 'r',
        forwardedProps: { a: 1 },
        resume: [{ interruptId: 'i1', status: 'cancelled' }],
      }),
    ).toMatchObject({
      forwardedProps: { a: 1 },
      resume: [{ interruptId: 'i1', status: 'cancelled' }],
    });
  });
});
