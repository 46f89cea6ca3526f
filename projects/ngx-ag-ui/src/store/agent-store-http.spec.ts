/** @jest-environment node */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { SIGNAL, type ReactiveNode } from '@angular/core/primitives/signals';
import type { RunAgentInput } from '@ag-ui/core';
import { injectAgent, provideAgUi, withFetch, type AgentStore, type AgUiConfig } from 'ngx-ag-ui';
import * as ev from 'ngx-ag-ui/testing';

import {
  frame,
  frames,
  openStream,
  pause,
  startLocalAgentServer,
  type LocalAgentServer,
} from '../transport/local-agent-server.test-helpers';
import { createStoreInjector } from './store-injector.test-helpers';

type Respond = (res: ServerResponse, input: RunAgentInput, index: number) => void | Promise<void>;

// The testing builders, with a run's ids taken from the request it answers.
const runStarted = (input: RunAgentInput) => ev.runStarted(input.threadId, input.runId);
const runFinished = (input: RunAgentInput) => ev.runFinished(input.threadId, input.runId);
const textStart = (messageId: string) => ev.textMessageStart(messageId, { role: 'assistant' });
const text = ev.textMessageContent;
const textEnd = (messageId: string) => ev.textMessageEnd(messageId);

/** The start of an answer: run started, message a1 opened with "Half". */
const partialAnswer = (input: RunAgentInput) => [
  runStarted(input),
  textStart('a1'),
  text('a1', 'Half'),
];

/**
 * How many times a signal's value has changed (its reactive node's version). The one place the
 * specs read Angular's internal node: the writes under test happen inside one network task, where
 * an `effect` or a `computed` would see only the last of them (both coalesce), so only the node's
 * version tells one write from six. The TestBed specs count with `effect` after each event.
 */
function writes(value: () => unknown): number {
  return (value as unknown as { [SIGNAL]: ReactiveNode })[SIGNAL].version;
}

describe('AgentStore over HTTP + SSE (real local server)', () => {
  let server: LocalAgentServer;
  let store: AgentStore;
  let setUp: ReturnType<typeof createStoreInjector>;
  let destroyed = false;

  afterEach(async () => {
    if (!destroyed) setUp?.injector.destroy();
    destroyed = false;
    await server?.close();
  });

  async function serve(respond: Respond, config: AgUiConfig = {}): Promise<void> {
    server = await startLocalAgentServer((res, body, index) =>
      respond(res, body as RunAgentInput, index),
    );
    setUp = createStoreInjector(provideAgUi({ url: server.url, ...config }));
    store = injectAgent({ injector: setUp.injector });
  }

  const contents = () => store.messages().map((message) => message.content);

  it('streams a whole run into the signals and releases its pending task', async () => {
    await serve((res, input) => {
      openStream(res);
      res.end(
        frames([
          runStarted(input),
          textStart('a1'),
          text('a1', 'Hello'),
          text('a1', ' there'),
          textEnd('a1'),
          runFinished(input),
        ]),
      );
    });

    store.send('Hi');
    expect(setUp.pendingTasks.active).toBe(1);
    await setUp.pendingTasks.whenIdle();

    expect(store.status()).toBe('success');
    expect(store.error()).toBeNull();
    expect(contents()).toEqual(['Hi', 'Hello there']);
  });

  describe('redirects (AgUiConfig.redirect)', () => {
    let elsewhere: LocalAgentServer;

    beforeEach(async () => {
      elsewhere = await startLocalAgentServer((res, body) => {
        const input = body as RunAgentInput;
        openStream(res);
        res.end(
          frames([
            runStarted(input),
            textStart('x1'),
            text('x1', 'elsewhere'),
            textEnd('x1'),
            runFinished(input),
          ]),
        );
      });
    });
    afterEach(() => elsewhere.close());

    // Another host name for the same machine is another origin.
    const redirectElsewhere = (res: ServerResponse) => {
      res.writeHead(307, { location: elsewhere.url.replace('127.0.0.1', 'localhost') });
      res.end();
    };

    it('fails a run redirected to another origin as redirect, sending nothing there', async () => {
      await serve(redirectElsewhere);
      store.send('Hi');
      await setUp.pendingTasks.whenIdle();

      expect(store.status()).toBe('error');
      expect(store.error()?.kind).toBe('redirect');
      expect(elsewhere.requests).toHaveLength(0);
      expect(contents()).toEqual(['Hi']);
    });

    it("follows it when the config says redirect: 'follow'", async () => {
      await serve(redirectElsewhere, { redirect: 'follow' });
      store.send('Hi');
      await setUp.pendingTasks.whenIdle();

      expect(store.status()).toBe('success');
      expect(contents()).toEqual(['Hi', 'elsewhere']);
    });
  });

  it('reads CRLF framing through the store', async () => {
    await serve((res, input) => {
      openStream(res);
      res.end(
        frames(
          [
            runStarted(input),
            textStart('a1'),
            text('a1', 'crlf'),
            textEnd('a1'),
            runFinished(input),
          ],
          '\r\n',
        ),
      );
    });

    store.send('Hi');
    await setUp.pendingTasks.whenIdle();

    expect(store.status()).toBe('success');
    expect(contents()).toEqual(['Hi', 'crlf']);
  });

  it('updates signals once for the events of one network chunk', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await serve(async (res, input) => {
      openStream(res);
      res.write(frames([runStarted(input), textStart('a1')]));
      await released;
      res.write(['a', 'b', 'c', 'd', 'e', 'f'].map((delta) => frame(text('a1', delta))).join(''));
      await pause(50);
      res.end(frames([textEnd('a1'), runFinished(input)]));
    });
    store.send('Hi');
    await until(() => store.message('a1')() !== undefined);
    const row = store.message('a1');
    const before = writes(row);

    release();
    await until(() => row()?.content === 'abcdef');

    expect(writes(row) - before).toBe(1);
    await setUp.pendingTasks.whenIdle();
  });

  it('ends with an http error on a 422 and keeps the messages', async () => {
    await serve(
      (res) => {
        res.writeHead(422, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ detail: 'bad input' }));
      },
      { messages: [{ id: 'u0', role: 'user', content: 'Earlier' }] },
    );

    store.send('Hi');
    await setUp.pendingTasks.whenIdle();

    expect(store.status()).toBe('error');
    expect(store.error()).toMatchObject({
      kind: 'http',
      status: 422,
      cause: { detail: 'bad input' },
    });
    expect(contents()).toEqual(['Earlier', 'Hi']);
  });

  it('ends with a network error when nothing listens, keeping the messages', async () => {
    const port = await closedPort();
    setUp = createStoreInjector(provideAgUi({ url: `http://127.0.0.1:${port}/agent` }));
    store = injectAgent({ injector: setUp.injector });

    store.send('Hi');
    await setUp.pendingTasks.whenIdle();

    expect(store.error()?.kind).toBe('network');
    expect(contents()).toEqual(['Hi']);
  });

  it('ends as truncated when the server closes mid-stream, keeping the partial answer', async () => {
    await serve((res, input) => {
      openStream(res);
      res.end(frames(partialAnswer(input)));
    });

    store.send('Hi');
    await setUp.pendingTasks.whenIdle();

    expect(store.status()).toBe('error');
    expect(store.error()).toEqual({
      kind: 'truncated',
      message: 'The stream ended before the run finished (no RUN_FINISHED or RUN_ERROR)',
    });
    expect(contents()).toEqual(['Hi', 'Half']);
  });

  it('ends with a network error when the connection drops mid-stream, keeping the partial answer', async () => {
    await serve(async (res, input) => {
      openStream(res);
      res.write(frames(partialAnswer(input)));
      await pause(30);
      res.destroy();
    });

    store.send('Hi');
    await setUp.pendingTasks.whenIdle();

    expect(store.error()?.kind).toBe('network');
    expect(contents()).toEqual(['Hi', 'Half']);
  });

  it('ends with a timeout when the server never answers, and closes the connection', async () => {
    await serve(() => undefined, { timeout: 150 });

    store.send('Hi');
    await setUp.pendingTasks.whenIdle();

    expect(store.error()).toEqual({
      kind: 'timeout',
      message: 'The agent sent nothing for 150 ms.',
    });
    expect(contents()).toEqual(['Hi']);
    expect(await server.requests[0].closed).toEqual({ endedByServer: false });
  });

  it('ends with invalid-response on invalid JSON, keeping what came before', async () => {
    await serve((res, input) => {
      openStream(res);
      res.end(frames(partialAnswer(input)) + 'data: {not json}\n\n' + frame(runFinished(input)));
    });

    store.send('Hi');
    await setUp.pendingTasks.whenIdle();

    expect(store.error()?.kind).toBe('invalid-response');
    expect(contents()).toEqual(['Hi', 'Half']);
  });

  it('stops mid-stream: the server sees the connection close and the partial answer stays', async () => {
    await serve((res, input) => {
      openStream(res);
      res.write(frames(partialAnswer(input)));
    });
    store.send('Hi');
    await until(() => store.message('a1')()?.content === 'Half');

    store.stop();

    expect(await (await server.request(0)).closed).toEqual({ endedByServer: false });
    expect(store.status()).toBe('cancelled');
    expect(contents()).toEqual(['Hi', 'Half']);
    expect(setUp.pendingTasks.active).toBe(0);
  });

  it('leaves no connection, timer, pending task or signal write behind when its injector is destroyed', async () => {
    // The transport's silence timer is recognisable by its delay; every one armed must be cleared.
    const silence = 987_654;
    const armed: unknown[] = [];
    const cleared = new Set<unknown>();
    const realSetTimeout = globalThis.setTimeout;
    const realClearTimeout = globalThis.clearTimeout;
    const setSpy = jest.spyOn(globalThis, 'setTimeout').mockImplementation(((
      callback: () => void,
      ms?: number,
    ) => {
      const handle = realSetTimeout(callback, ms);
      if (ms === silence) armed.push(handle);
      return handle;
    }) as typeof setTimeout);
    const clearSpy = jest.spyOn(globalThis, 'clearTimeout').mockImplementation((handle) => {
      cleared.add(handle);
      realClearTimeout(handle);
    });
    try {
      await serve(
        (res, input) => {
          openStream(res);
          res.write(frames(partialAnswer(input)));
          const ticker = setInterval(() => res.write(frame(text('a1', '.'))), 10);
          res.on('close', () => clearInterval(ticker));
        },
        { timeout: silence },
      );
      store.send('Hi');
      await until(() => String(store.message('a1')()?.content).startsWith('Half.'));

      setUp.injector.destroy();
      destroyed = true;
      const thread = store.thread();

      expect(armed.length).toBeGreaterThan(0);
      expect(armed.filter((handle) => !cleared.has(handle))).toEqual([]);
      expect(setUp.pendingTasks.active).toBe(0);
      expect(await (await server.request(0)).closed).toEqual({ endedByServer: false });
      await pause(60);
      expect(store.thread()).toBe(thread);
      expect(store.send('Again')).toBe(false);
      expect(server.requests).toHaveLength(1);
    } finally {
      setSpy.mockRestore();
      clearSpy.mockRestore();
    }
  });

  it('uses withFetch() and calls the headers function before each run', async () => {
    server = await startLocalAgentServer((res, body) => {
      const input = body as RunAgentInput;
      openStream(res);
      res.end(frames([runStarted(input), runFinished(input)]));
    });
    const fetched: string[] = [];
    let token = 0;
    setUp = createStoreInjector(
      provideAgUi(
        { url: server.url, headers: () => Promise.resolve({ Authorization: `Bearer ${++token}` }) },
        withFetch((target, init) => {
          fetched.push(String(target));
          return fetch(target, init);
        }),
      ),
    );
    store = injectAgent({ injector: setUp.injector });

    store.send('One');
    await setUp.pendingTasks.whenIdle();
    store.send('Two');
    await setUp.pendingTasks.whenIdle();

    expect(fetched).toEqual([server.url, server.url]);
    expect(server.requests.map((request) => request.headers['authorization'])).toEqual([
      'Bearer 1',
      'Bearer 2',
    ]);
    expect(server.requests.map((request) => request.headers['accept'])).toEqual([
      'text/event-stream',
      'text/event-stream',
    ]);
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await pause(5);
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
