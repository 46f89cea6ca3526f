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
      protocolVersion: '1.0',
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
