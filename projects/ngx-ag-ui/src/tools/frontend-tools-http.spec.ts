/** @jest-environment node */
import type { RunAgentInput, ToolMessage } from '@ag-ui/core';
import { defineTool, injectAgent, provideAgUi, withTools, type AgentStore } from 'ngx-ag-ui';
import { runFinished, runStarted, textAnswer, toolCall } from 'ngx-ag-ui/testing';

import { createStoreInjector } from '../store/store-injector.test-helpers';
import {
  frames,
  openStream,
  startLocalAgentServer,
  type LocalAgentServer,
} from '../transport/local-agent-server.test-helpers';

const readLocale = defineTool({
  name: 'read_locale',
  description: "Reads the user's locale",
  parameters: { type: 'object', properties: { fallback: { type: 'string' } } },
  handler: (args: { fallback?: string }) => ({ locale: args.fallback ?? 'en-GB' }),
});

describe('frontend tools over HTTP + SSE (real local server)', () => {
  let server: LocalAgentServer;
  let setUp: ReturnType<typeof createStoreInjector>;
  let store: AgentStore;

  afterEach(async () => {
    setUp?.injector.destroy();
    await server?.close();
  });

  it('answers a tool call and continues the run with a second request', async () => {
    server = await startLocalAgentServer((res, body) => {
      const input = body as RunAgentInput;
      openStream(res);
      const answered = input.messages.find((message) => message.role === 'tool');
      const events = answered
        ? textAnswer(input, `Your locale is ${JSON.parse(answered.content as string).locale}.`)
        : [
            runStarted(input.threadId, input.runId),
            ...toolCall('c1', 'read_locale', ['{"fallback":', '"fr-FR"}']),
            runFinished(input.threadId, input.runId),
          ];
      res.end(frames(events));
    });
    setUp = createStoreInjector(provideAgUi({ url: server.url }, withTools([readLocale])));
    store = injectAgent({ injector: setUp.injector });

    store.send('Where am I?');
    await setUp.pendingTasks.whenIdle();

    expect(server.requests).toHaveLength(2);
    const first = server.requests[0].body as RunAgentInput;
    expect(first.tools.map((tool) => tool.name)).toEqual(['read_locale']);
    const second = server.requests[1].body as RunAgentInput;
    expect(second.threadId).toBe(first.threadId);
    const result = second.messages.find((m): m is ToolMessage => m.role === 'tool');
    expect(result).toMatchObject({ toolCallId: 'c1', content: '{"locale":"fr-FR"}' });
    expect(store.status()).toBe('success');
    expect(store.messages().at(-1)?.content).toBe('Your locale is fr-FR.');
  });

  it('aborts a handler and sends nothing more when stop() is called during it', async () => {
    let aborted = false;
    const wait = defineTool({
      name: 'wait',
      description: 'Waits',
      handler: (_: unknown, { signal }) =>
        new Promise<never>(() => signal.addEventListener('abort', () => (aborted = true))),
    });
    server = await startLocalAgentServer((res, body) => {
      const input = body as RunAgentInput;
      openStream(res);
      res.end(
        frames([
          runStarted(input.threadId, input.runId),
          ...toolCall('c1', 'wait', ['{}']),
          runFinished(input.threadId, input.runId),
        ]),
      );
    });
    setUp = createStoreInjector(provideAgUi({ url: server.url }, withTools([wait])));
    store = injectAgent({ injector: setUp.injector });
    store.send('go');
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (store.thread().status === 'success') {
          clearInterval(poll);
          resolve();
        }
      }, 5);
    });
    expect(store.isRunning()).toBe(true);
    store.stop();
    await setUp.pendingTasks.whenIdle();
    expect(aborted).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(store.status()).toBe('cancelled');
  });
});
