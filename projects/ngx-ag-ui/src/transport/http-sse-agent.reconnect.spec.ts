/** @jest-environment node */
import type { ServerResponse } from 'node:http';

import type { BaseEvent } from '@ag-ui/core';

import { HttpSseAgent } from './http-sse-agent';
import {
  collectRun,
  openStream,
  pause,
  runInput,
  startLocalAgentServer,
  wholeRun,
  type LocalAgentServer,
} from './local-agent-server.test-helpers';
import type { ReconnectClock, ReconnectOptions } from './reconnect';
import {
  fakeClock,
  framesWithIds as frames,
  withId,
  writeThenDrop,
} from './reconnect.test-helpers';

/** The events after `Last-Event-ID`, as a server that keeps every event of the run replays them. */
const replayFrom = (lastEventId: unknown) => frames(Number(lastEventId));

describe('HttpSseAgent reconnect', () => {
  let server: LocalAgentServer;

  afterEach(() => server.close());

  const start = async (
    respond: (res: ServerResponse, index: number, lastEventId: unknown) => void,
  ) => {
    server = await startLocalAgentServer((res, _body, index) =>
      respond(res, index, server.requests[index].headers['last-event-id']),
    );
    return server;
  };
  /**
   * The first answer sends the first `sent` events (with ids), then drops; `reconnect` answers
   * every later request.
   */
  const dropThenAnswer = (sent: number, reconnect: (res: ServerResponse) => void) =>
    start((res, index) => {
      if (index > 0) return reconnect(res);
      openStream(res);
      writeThenDrop(res, frames(0, sent));
    });
  const run = (clock: ReconnectClock, reconnect?: ReconnectOptions | false) =>
    collectRun(new HttpSseAgent({ url: server.url, reconnect }, clock).run(runInput));
  const textOf = (events: readonly BaseEvent[]) =>
    events.map((event) => (event as { delta?: string }).delta ?? '').join('');

  it('resumes a dropped stream with Last-Event-ID and the same request, each event once', async () => {
    await start((res, index, lastEventId) => {
      openStream(res);
      if (index === 0) writeThenDrop(res, frames(0, 3));
      else res.end(replayFrom(lastEventId));
    });
    const { clock, waits } = fakeClock([0]);

    const outcome = await run(clock);

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
    expect(textOf(outcome.events)).toBe('Hi');
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0].headers['last-event-id']).toBeUndefined();
    expect(server.requests[1].headers['last-event-id']).toBe('3');
    expect(server.requests[1].body).toEqual(server.requests[0].body);
    // The first wait: half of baseDelayMs (500) plus no jitter (random() gave 0).
    expect(waits).toEqual([250]);
  });

  it('resumes a stream that ends cleanly mid-run, and resends the event cut in half', async () => {
    await start((res, index, lastEventId) => {
      openStream(res);
      if (index === 0) res.end(frames(0, 2) + withId(2).slice(0, 25));
      else res.end(replayFrom(lastEventId));
    });

    const outcome = await run(fakeClock().clock);

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
    expect(server.requests[1].headers['last-event-id']).toBe('2');
  });

  it('fails as network, as before, when the dropped stream had no ids', async () => {
    await start((res) => {
      openStream(res);
      writeThenDrop(res, `data: ${JSON.stringify(wholeRun[0])}\n\n`);
    });
    const { clock, waits } = fakeClock();

    const outcome = await run(clock);

    expect(outcome.error).toMatchObject({
      kind: 'network',
      message: 'The connection to the agent dropped mid-stream.',
    });
    expect(outcome.events).toEqual([wholeRun[0]]);
    expect(waits).toEqual([]);
    await pause(20);
    expect(server.requests).toHaveLength(1);
  });

  it('forgets the last id when the agent sends an empty id, so a drop is not resumed', async () => {
    await start((res) => {
      openStream(res);
      writeThenDrop(res, `${frames(0, 1)}id\ndata: ${JSON.stringify(wholeRun[1])}\n\n`);
    });

    const outcome = await run(fakeClock().clock);

    expect(outcome.error?.kind).toBe('network');
    expect(outcome.events).toEqual(wholeRun.slice(0, 2));
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after the last attempt with RECONNECT_FAILED, waiting a jittered doubling delay', async () => {
    await dropThenAnswer(2, (res) => {
      // The agent is gone: every reconnect fails before any answer.
      res.socket?.destroy();
    });
    const { clock, waits } = fakeClock([0, 1, 0.5, 0]);

    const outcome = await run(clock, { attempts: 4, baseDelayMs: 100, maxDelayMs: 300 });

    expect(outcome.error).toMatchObject({
      kind: 'network',
      code: 'RECONNECT_FAILED',
      message: 'The connection to the agent dropped and 4 reconnect attempts failed.',
      cause: { kind: 'network', message: `Could not reach the agent at ${server.url}.` },
    });
    expect(outcome.events).toEqual(wholeRun.slice(0, 2));
    expect(server.requests).toHaveLength(5);
    // Steps of 100, 200, then 300 (capped); each wait is half its step plus random() of the rest.
    expect(waits).toEqual([50, 200, 225, 150]);
    expect(server.requests.slice(1).map((request) => request.headers['last-event-id'])).toEqual([
      '2',
      '2',
      '2',
      '2',
    ]);
  });

  it('gives a resumed connection that delivered events a new budget of attempts', async () => {
    // Every connection carries one event, then drops: five drops, one attempt each time.
    await start((res, index, lastEventId) => {
      openStream(res);
      const from = index === 0 ? 0 : Number(lastEventId);
      if (from + 1 === wholeRun.length) res.end(frames(from));
      else writeThenDrop(res, frames(from, from + 1));
    });

    const outcome = await run(fakeClock().clock, { attempts: 1 });

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
    expect(server.requests).toHaveLength(wholeRun.length);
  });

  it('sends nothing more when stopped during the wait before a reconnect', async () => {
    await start((res) => {
      openStream(res);
      writeThenDrop(res, frames(0, 2));
    });
    const fake = fakeClock();
    fake.hold();
    const received: BaseEvent[] = [];
    const subscription = new HttpSseAgent({ url: server.url }, fake.clock)
      .run(runInput)
      .subscribe({ next: (event) => received.push(event) });
    while (fake.signals.length === 0) await pause(5);

    subscription.unsubscribe();
    await pause(30);

    expect(fake.signals[0].aborted).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(received).toEqual(wholeRun.slice(0, 2));
  });

  it.each([404, 410])(
    'fails as http when the agent answers the reconnect %p, keeping the events before',
    async (status) => {
      await dropThenAnswer(3, (res) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end('{"error":"unknown run"}');
      });

      const outcome = await run(fakeClock().clock);

      expect(outcome.error).toMatchObject({
        kind: 'http',
        status,
        message: expect.stringMatching(
          new RegExp(`^The agent answered to the reconnect HTTP ${status}`),
        ),
        cause: { error: 'unknown run' },
      });
      expect(outcome.events).toEqual(wholeRun.slice(0, 3));
      expect(server.requests).toHaveLength(2);
    },
  );

  it('stops reconnecting when the agent answers 204, as EventSource does', async () => {
    await dropThenAnswer(3, (res) => {
      res.writeHead(204).end();
    });

    const outcome = await run(fakeClock().clock);

    expect(outcome.error).toMatchObject({ kind: 'truncated', status: 204 });
    expect(server.requests).toHaveLength(2);
  });

  it('fails as invalid-response, without retrying, when a 200 reconnect is not an event stream', async () => {
    await dropThenAnswer(3, (res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<p>Please sign in</p>');
    });

    const outcome = await run(fakeClock().clock);

    expect(outcome.error).toEqual({
      kind: 'invalid-response',
      message: 'The agent answered the reconnect text/html, not text/event-stream.',
    });
    expect(outcome.events).toEqual(wholeRun.slice(0, 3));
    expect(server.requests).toHaveLength(2);
  });

  it('refuses a reconnect answered with the run again from its start, so no text repeats', async () => {
    await start((res, index) => {
      openStream(res);
      // This agent ignores Last-Event-ID and starts the run over.
      if (index === 0) writeThenDrop(res, frames(0, 3));
      else res.end(frames(0));
    });

    const outcome = await run(fakeClock().clock);

    expect(outcome.error).toMatchObject({
      kind: 'invalid-response',
      message:
        'The agent answered the reconnect (Last-Event-ID: 3) with a new run instead of resuming it.',
    });
    expect(outcome.events).toEqual(wholeRun.slice(0, 3));
    expect(textOf(outcome.events)).toBe('Hi');
  });

  it.each([false as const, { attempts: 0 }])(
    'fails at the first drop when reconnect is %p',
    async (reconnect) => {
      await start((res) => {
        openStream(res);
        writeThenDrop(res, frames(0, 3));
      });

      const outcome = await run(fakeClock().clock, reconnect);

      expect(outcome.error?.kind).toBe('network');
      expect(outcome.error?.code).toBeUndefined();
      expect(server.requests).toHaveLength(1);
    },
  );

  it('completes without reconnecting when the stream ends after the run finished', async () => {
    await start((res) => {
      openStream(res);
      res.end(frames(0));
    });
    const { clock, waits } = fakeClock();

    const outcome = await run(clock);

    expect(outcome).toEqual({ events: wholeRun });
    expect(waits).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });
});
