/** @jest-environment node */
import { HttpAgent } from '@ag-ui/client';
import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { injectAgent, provideAgUi, withAgent, type AgentStore } from 'ngx-ag-ui';
import {
  runFinished,
  runStarted,
  stateDelta,
  stateSnapshot,
  textMessage,
  textMessageChunk,
  toolCall,
  toolCallResult,
} from 'ngx-ag-ui/testing';

import { createStoreInjector } from '../store/store-injector.test-helpers';
import {
  frames,
  openStream,
  pause,
  startLocalAgentServer,
  type LocalAgentServer,
} from '../transport/local-agent-server.test-helpers';

/** A run with text, a tool call and its result, state snapshot and delta, and chunk events. */
function answer(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  return [
    runStarted(threadId, runId),
    stateSnapshot({ citations: {}, step: 'search' }),
    ...textMessage('a1', ['Let me ', 'look.'], { role: 'assistant' }),
    ...toolCall('call-1', 'search', ['{"q":"angular', ' signals"}'], { parentMessageId: 'a1' }),
    toolCallResult('tool-1', 'call-1', '3 results'),
    stateDelta([{ op: 'replace', path: '/step', value: 'answer' }]),
    textMessageChunk({ messageId: 'a2', role: 'assistant', delta: 'Signals are ' }),
    textMessageChunk({ delta: 'reactive values.' }),
    runFinished(threadId, runId),
  ];
}

describe('interop with @ag-ui/client HttpAgent', () => {
  let server: LocalAgentServer;

  beforeAll(async () => {
    server = await startLocalAgentServer(async (res, body) => {
      openStream(res);
      const events = answer(body as RunAgentInput);
      res.write(frames(events.slice(0, 5)));
      await pause(10);
      res.end(frames(events.slice(5)));
    });
  });

  afterAll(() => server.close());

  async function converse(store: AgentStore, whenIdle: () => Promise<void>) {
    store.send({ id: 'u1', role: 'user', content: 'What are signals?' });
    await whenIdle();
    return {
      messages: store.messages(),
      state: store.state(),
      status: store.status(),
      error: store.error(),
    };
  }

  it('gives the same thread through HttpAgent as through the built-in transport', async () => {
    const builtIn = createStoreInjector(provideAgUi({ url: server.url, threadId: 't1' }));
    const reference = createStoreInjector(
      provideAgUi(
        { threadId: 't1' },
        withAgent(() => new HttpAgent({ url: server.url })),
      ),
    );

    const ours = await converse(injectAgent({ injector: builtIn.injector }), () =>
      builtIn.pendingTasks.whenIdle(),
    );
    const theirs = await converse(injectAgent({ injector: reference.injector }), () =>
      reference.pendingTasks.whenIdle(),
    );

    expect(ours.status).toBe('success');
    expect(ours.error).toBeNull();
    expect(theirs).toEqual(ours);
    expect(ours.messages.map((message) => [message.id, message.role, message.content])).toEqual([
      ['u1', 'user', 'What are signals?'],
      ['a1', 'assistant', 'Let me look.'],
      ['tool-1', 'tool', '3 results'],
      ['a2', 'assistant', 'Signals are reactive values.'],
    ]);
    expect(ours.state).toEqual({ citations: {}, step: 'answer' });
    builtIn.injector.destroy();
    reference.injector.destroy();
  });

  it('ends a truncated HttpAgent stream as truncated too', async () => {
    const cut = await startLocalAgentServer((res, body) => {
      openStream(res);
      res.end(frames(answer(body as RunAgentInput).slice(0, 4)));
    });
    const reference = createStoreInjector(
      provideAgUi(
        {},
        withAgent(() => new HttpAgent({ url: cut.url })),
      ),
    );
    const store = injectAgent({ injector: reference.injector });

    store.send('Hi');
    await reference.pendingTasks.whenIdle();

    expect(store.error()?.kind).toBe('truncated');
    expect(store.messages().map((message) => message.content)).toEqual(['Hi', 'Let me ']);
    reference.injector.destroy();
    await cut.close();
  });
});
