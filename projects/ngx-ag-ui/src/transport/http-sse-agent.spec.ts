/** @jest-environment node */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';

import { HttpSseAgent } from './http-sse-agent';
import {
  collectRun,
  frame,
  frames,
  openStream,
  pause,
  runInput,
  startLocalAgentServer,
  wholeRun,
  type LocalAgentServer,
  type RunOutcome,
} from './local-agent-server.test-helpers';

const [started, textStart, , textEnd, finished] = wholeRun;
const textContent = (delta: string) => ({
  type: EventType.TEXT_MESSAGE_CONTENT,
  messageId: 'a1',
  delta,
});

const types = (outcome: RunOutcome) => outcome.events.map((event) => event.type);

describe('HttpSseAgent', () => {
  let server: LocalAgentServer | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function serve(respond: Parameters<typeof startLocalAgentServer>[0]): Promise<string> {
    server = await startLocalAgentServer(respond);
    return server.url;
  }

  it('posts the run input and streams every event of a normal run', async () => {
    const url = await serve((res) => {
      openStream(res);
      res.end(frames(wholeRun));
    });
    const agent = new HttpSseAgent({ url, headers: { Authorization: 'Bearer a', Accept: '*/*' } });

    const outcome = await collectRun(agent.run(runInput));

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
    const request = server!.requests[0];
    expect(request.body).toEqual(runInput);
    expect(request.headers['accept']).toBe('text/event-stream');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['authorization']).toBe('Bearer a');
  });

  it('calls a headers function before every run, awaiting a promise', async () => {
    const url = await serve((res) => {
      openStream(res);
      res.end(frames(wholeRun));
    });
    let token = 0;
    const agent = new HttpSseAgent({
      url,
      headers: async () => ({ Authorization: `Bearer ${++token}` }),
    });

    await collectRun(agent.run(runInput));
    await collectRun(agent.run(runInput));

    expect(server!.requests.map((request) => request.headers['authorization'])).toEqual([
      'Bearer 1',
      'Bearer 2',
    ]);
  });

  it('never sends null for an optional field', async () => {
    const url = await serve((res) => {
      openStream(res);
      res.end(frames(wholeRun));
    });
    const withNulls = {
      ...runInput,
      forwardedProps: null,
      resume: null,
    } as unknown as RunAgentInput;

    await collectRun(new HttpSseAgent({ url }).run(withNulls));

    expect(server!.requests[0].body).toEqual(runInput);
  });

  it.each([
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('reads %s framing', async (_name, newline) => {
    const url = await serve((res) => {
      openStream(res);
      res.end(frames(wholeRun, newline));
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.events).toEqual(wholeRun);
  });

  it('joins an event split across network chunks', async () => {
    const url = await serve(async (res) => {
      openStream(res);
      const text = frames(wholeRun);
      const middle = text.indexOf('"delta"') + 3;
      res.write(text.slice(0, middle));
      await pause(30);
      res.write(text.slice(middle));
      res.end();
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.events).toEqual(wholeRun);
  });

  it('joins a multi-line data field with newlines', async () => {
    const url = await serve((res) => {
      openStream(res);
      res.write(frame(started));
      res.write(
        `data: {"type": "TEXT_MESSAGE_START",\ndata: "messageId": "a1", "role": "assistant"}\n\n`,
      );
      res.end(frames([textContent('Hi'), textEnd, finished]));
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.events).toEqual(wholeRun);
  });

  it('ignores comments, keep-alives and event, id and retry fields', async () => {
    const url = await serve(async (res) => {
      openStream(res);
      res.write(': ping\n\n');
      res.write(`event: message\nid: 7\nretry: 1000\n${frame(started)}`);
      await pause(20);
      res.write(':\n\n: keep-alive\n\n');
      res.end(frames([textStart, textContent('Hi'), textEnd, finished]));
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.events).toEqual(wholeRun);
  });

  it('accepts a last event without its blank line', async () => {
    const url = await serve((res) => {
      openStream(res);
      res.end(frames(wholeRun).trimEnd());
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
  });

  it('fails with an http error carrying the status and the JSON body on a non-2xx answer', async () => {
    const url = await serve((res) => {
      res.writeHead(422, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'messages must not be empty' }));
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.events).toEqual([]);
    expect(outcome.error).toEqual({
      kind: 'http',
      status: 422,
      code: 'Unprocessable Entity',
      message: 'The agent answered HTTP 422 Unprocessable Entity.',
      cause: { error: 'messages must not be empty' },
    });
  });

  it('keeps a non-JSON error body as text', async () => {
    const url = await serve((res) => {
      res.writeHead(503, { 'Content-Type': 'text/plain' });
      res.end('down for maintenance');
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.error).toMatchObject({
      kind: 'http',
      status: 503,
      cause: 'down for maintenance',
    });
  });

  it('fails as truncated when the server ends the body while the run is open', async () => {
    const url = await serve((res) => {
      openStream(res);
      res.end(frames([started, textStart, textContent('Hal')]));
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(types(outcome)).toEqual(['RUN_STARTED', 'TEXT_MESSAGE_START', 'TEXT_MESSAGE_CONTENT']);
    expect(outcome.error).toMatchObject({
      kind: 'truncated',
      message: 'The stream ended before the run finished (no RUN_FINISHED or RUN_ERROR)',
    });
  });

  it('fails as truncated when the body ends in the middle of an event', async () => {
    const url = await serve((res) => {
      openStream(res);
      res.end(frame(started) + frame(textStart).slice(0, 20));
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(types(outcome)).toEqual(['RUN_STARTED']);
    expect(outcome.error?.kind).toBe('truncated');
  });

  it('fails as truncated when a 200 answer carries no run at all', async () => {
    const url = await serve((res) => {
      openStream(res);
      res.end(': nothing to say\n\n');
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.error).toMatchObject({
      kind: 'truncated',
      message: 'The stream ended before any run started.',
    });
  });

  it('fails with a network error when the connection drops mid-stream', async () => {
    const url = await serve(async (res) => {
      openStream(res);
      res.write(frame(started) + frame(textStart));
      await pause(20);
      res.destroy();
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(types(outcome)).toEqual(['RUN_STARTED', 'TEXT_MESSAGE_START']);
    expect(outcome.error).toMatchObject({
      kind: 'network',
      message: 'The connection to the agent dropped mid-stream.',
    });
    expect(outcome.error?.cause).toMatchObject({ name: 'TypeError' });
  });

  it('fails with a network error when nothing listens at the url', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const url = `http://127.0.0.1:${closedPort}/agent`;

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.error).toMatchObject({
      kind: 'network',
      message: `Could not reach the agent at ${url}.`,
    });
    expect(outcome.error?.cause).toMatchObject({ name: 'TypeError' });
  });

  it('fails with a timeout and closes the connection when the server never answers', async () => {
    const url = await serve(() => undefined);

    const outcome = await collectRun(new HttpSseAgent({ url, timeout: 150 }).run(runInput));

    expect(outcome.error).toEqual({
      kind: 'timeout',
      message: 'The agent sent nothing for 150 ms.',
    });
    expect(await server!.requests[0].closed).toEqual({ endedByServer: false });
  });

  it('keeps the stream alive while keep-alive comments arrive', async () => {
    const url = await serve(async (res) => {
      openStream(res);
      res.write(frame(started));
      for (let i = 0; i < 4; i++) {
        await pause(150);
        res.write(': ping\n\n');
      }
      res.end(frames([textStart, textContent('Hi'), textEnd, finished]));
    });

    const outcome = await collectRun(new HttpSseAgent({ url, timeout: 500 }).run(runInput));

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
  });

  it('fails with invalid-response on invalid JSON and keeps the events before it', async () => {
    const url = await serve((res) => {
      openStream(res);
      res.end(
        frame(started) +
          frame(textStart) +
          'data: {"type": "TEXT_MESSAGE_CONTENT", oops}\n\n' +
          frame(finished),
      );
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(types(outcome)).toEqual(['RUN_STARTED', 'TEXT_MESSAGE_START']);
    expect(outcome.error).toMatchObject({
      kind: 'invalid-response',
      message: 'The agent sent an event that is not valid JSON.',
      event: '{"type": "TEXT_MESSAGE_CONTENT", oops}',
    });
  });

  it.each([
    ['an array', '[1, 2]'],
    ['a string', '"RUN_STARTED"'],
    ['an object without type', '{"messageId": "a1"}'],
    ['an object with a numeric type', '{"type": 5}'],
  ])('fails with invalid-response on a frame that is %s', async (_name, data) => {
    const url = await serve((res) => {
      openStream(res);
      res.end(frame(started) + `data: ${data}\n\n` + frame(finished));
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(types(outcome)).toEqual(['RUN_STARTED']);
    expect(outcome.error?.kind).toBe('invalid-response');
  });

  it('fails with invalid-response when the agent answers protobuf', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'Content-Type': 'application/vnd.ag-ui.event+proto' });
      res.end(Buffer.from([0, 0, 0, 1, 8]));
    });

    const outcome = await collectRun(new HttpSseAgent({ url }).run(runInput));

    expect(outcome.error?.kind).toBe('invalid-response');
  });

  it('aborts the request when unsubscribed mid-stream, so the server sees the connection close', async () => {
    const url = await serve((res) => {
      openStream(res);
      res.write(frame(started) + frame(textStart));
    });
    const received: BaseEvent[] = [];
    let settled = false;
    const subscription = new HttpSseAgent({ url }).run(runInput).subscribe({
      next: (event) => {
        received.push(event);
        if (received.length === 2) subscription.unsubscribe();
      },
      error: () => (settled = true),
      complete: () => (settled = true),
    });

    const closed = await (await server!.request(0)).closed;

    expect(closed).toEqual({ endedByServer: false });
    expect(received.map((event) => event.type)).toEqual(['RUN_STARTED', 'TEXT_MESSAGE_START']);
    expect(settled).toBe(false);
  });

  it('uses the fetch it is given, only when a run starts', async () => {
    const url = await serve((res) => {
      openStream(res);
      res.end(frames(wholeRun));
    });
    const calls: string[] = [];
    const agent = new HttpSseAgent({
      url,
      fetch: (target, init) => {
        calls.push(String(target));
        return fetch(target, init);
      },
    });
    expect(calls).toEqual([]);

    const outcome = await collectRun(agent.run(runInput));

    expect(calls).toEqual([url]);
    expect(outcome.events).toEqual(wholeRun);
  });
});
