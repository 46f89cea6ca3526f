/** @jest-environment node */
import type { ServerResponse } from 'node:http';

import { EventType, type BaseEvent } from '@ag-ui/core';

import { HttpSseAgent } from './http-sse-agent';
import {
  collectRun,
  openStream,
  runInput,
  startLocalAgentServer,
  wholeRun,
  type LocalAgentServer,
} from './local-agent-server.test-helpers';
import type { ReconnectOptions } from './reconnect';
import {
  fakeClock,
  framesWithIds as frames,
  withId,
  writeThenDrop,
} from './reconnect.test-helpers';

/** More requests than any bounded client makes: the server answers 410 after them. */
const REQUEST_CAP = 40;

/** The events of another run `r2` of the same thread, as a confused agent may replay them. */
const otherRun: readonly BaseEvent[] = [
  { type: EventType.TEXT_MESSAGE_START, messageId: 'x1', role: 'assistant' },
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'x1', delta: 'INJECTED from run r2' },
  { type: EventType.TEXT_MESSAGE_END, messageId: 'x1' },
  { type: EventType.RUN_FINISHED, threadId: 't1', runId: 'r2' },
];
const otherRunFrames = (count = otherRun.length) =>
  otherRun
    .slice(0, count)
    .map((event, i) => `id: r2-${i + 1}\ndata: ${JSON.stringify(event)}\n\n`)
    .join('');

describe('HttpSseAgent resuming from a hostile agent', () => {
  let server: LocalAgentServer;

  afterEach(() => server.close());

  /** The first answer sends `first` (ids 1…) and drops; `reconnect` answers every later request. */
  const start = async (
    first: string,
    reconnect: (res: ServerResponse, lastEventId: string | undefined) => void,
  ) => {
    server = await startLocalAgentServer((res, _body, index) => {
      if (index >= REQUEST_CAP) {
        res.writeHead(410).end();
        return;
      }
      openStream(res);
      if (index === 0) writeThenDrop(res, first);
      else reconnect(res, server.requests[index].headers['last-event-id'] as string | undefined);
    });
  };
  const run = (reconnect?: ReconnectOptions) =>
    collectRun(new HttpSseAgent({ url: server.url, reconnect }, fakeClock().clock).run(runInput));
  const textOf = (events: readonly BaseEvent[]) =>
    events.map((event) => (event as { delta?: string }).delta ?? '').join('');

  it('counts only new event ids as progress: an agent that resends one event gets `attempts` reconnects', async () => {
    // Each reconnect resends the event at Last-Event-ID (the "Hi" delta), then drops.
    await start(frames(0, 3), (res, lastEventId) =>
      writeThenDrop(res, withId(Number(lastEventId) - 1)),
    );

    const outcome = await run({ attempts: 3 });

    expect(outcome.error).toMatchObject({ kind: 'network', code: 'RECONNECT_FAILED' });
    expect(server.requests).toHaveLength(4);
    expect(outcome.events).toEqual(wholeRun.slice(0, 3));
    expect(textOf(outcome.events)).toBe('Hi');
  });

  it('drops the event at Last-Event-ID when a reconnect sends it again (an off-by-one replay)', async () => {
    await start(frames(0, 3), (res, lastEventId) => res.end(frames(Number(lastEventId) - 1)));

    const outcome = await run();

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
    expect(textOf(outcome.events)).toBe('Hi');
  });

  it('drops a replay from an earlier point, each event once', async () => {
    await start(frames(0, 3), (res) => res.end(frames(1)));

    const outcome = await run();

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
  });

  it("refuses another run's events before any reaches the thread", async () => {
    await start(frames(0, 3), (res) => res.end(otherRunFrames()));

    const outcome = await run();

    expect(outcome.error).toMatchObject({
      kind: 'invalid-response',
      code: 'RESUME_OTHER_RUN',
      message: expect.stringContaining('run "r2"'),
    });
    expect(outcome.events).toEqual(wholeRun.slice(0, 3));
    expect(textOf(outcome.events)).not.toContain('INJECTED');
  });

  it("never shows another run's events that do not say which run they belong to", async () => {
    // The reconnect resends the same three events of r2 (no RUN_FINISHED) and ends, again and again.
    await start(frames(0, 3), (res) => res.end(otherRunFrames(3)));

    const outcome = await run({ attempts: 2 });

    expect(outcome.error).toMatchObject({ kind: 'network', code: 'RECONNECT_FAILED' });
    // The first reconnect brought new ids (progress, held back); the next two brought none.
    expect(server.requests).toHaveLength(4);
    expect(outcome.events).toEqual(wholeRun.slice(0, 3));
  });

  it('shows a resumed run once the agent confirms it is the same run, across several drops', async () => {
    // Every reconnect brings one more event, then drops; the last one brings RUN_FINISHED.
    await start(frames(0, 2), (res, lastEventId) => {
      const from = Number(lastEventId);
      if (from + 1 === wholeRun.length) res.end(frames(from));
      else writeThenDrop(res, frames(from, from + 1));
    });

    const outcome = await run({ attempts: 1 });

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
    expect(server.requests.map((request) => request.headers['last-event-id'])).toEqual([
      undefined,
      '2',
      '3',
      '4',
    ]);
  });

  it('ends with the RUN_ERROR of a resumed stream, without the events it cannot vouch for', async () => {
    const runError = { type: EventType.RUN_ERROR, message: 'the model went away' };
    await start(frames(0, 3), (res) =>
      res.end(`${withId(3)}id: 6\ndata: ${JSON.stringify(runError)}\n\n`),
    );

    const outcome = await run();

    expect(outcome.events).toEqual([...wholeRun.slice(0, 3), runError]);
  });

  it('completes without reconnecting when the connection drops after the run finished', async () => {
    // A reconnect here would be answered with another run's RUN_FINISHED.
    await start(frames(0), (res) => res.end(otherRunFrames()));

    const outcome = await run();

    expect(outcome).toEqual({ events: wholeRun });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['a character outside Latin-1', '1€'],
    ['a control character', '1\u0085'],
    ['more than 1,024 characters', '1'.repeat(1_025)],
  ])('fails at the drop, without reconnecting, when the last id holds %s', async (_, id) => {
    await start(`id: ${id}\ndata: ${JSON.stringify(wholeRun[0])}\n\n`, (res) => res.end());

    const outcome = await run();

    expect(outcome.error).toMatchObject({
      kind: 'invalid-response',
      code: 'UNRESUMABLE_EVENT_ID',
      message: expect.stringContaining('cannot be sent back as Last-Event-ID'),
      cause: { kind: 'network' },
    });
    expect(outcome.events).toEqual(wholeRun.slice(0, 1));
    expect(server.requests).toHaveLength(1);
  });

  it('resumes after a later id that can be sent back', async () => {
    await start(
      `id: 1€\ndata: ${JSON.stringify(wholeRun[0])}\n\n${withId(1)}`,
      (res, lastEventId) => res.end(frames(Number(lastEventId))),
    );

    const outcome = await run();

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
  });
});
