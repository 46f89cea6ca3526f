/** @jest-environment node */
import type { BaseEvent } from '@ag-ui/core';

import { HttpSseAgent } from './http-sse-agent';
import {
  collectRun,
  openStream,
  runInput,
  startLocalAgentServer,
  wholeRun,
  type LocalAgentServer,
} from './local-agent-server.test-helpers';
import { fakeClock, framesWithIds as frames } from './reconnect.test-helpers';
import { sseEventId } from './sse-event-id';

/** What a page reloaded mid-run does: it resumes the run from the last id it saved. */
describe('HttpSseAgent.resume', () => {
  let server: LocalAgentServer;

  afterEach(() => server.close());

  it('asks for the events after Last-Event-ID at once, and gives each its id', async () => {
    server = await startLocalAgentServer((res) => {
      openStream(res);
      res.end(frames(Number(server.requests.at(-1)?.headers['last-event-id'])));
    });
    const agent = new HttpSseAgent({ url: server.url }, fakeClock().clock);

    const outcome = await collectRun(agent.resume(runInput, '2'));

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun.slice(2));
    expect(outcome.events.map((event: BaseEvent) => sseEventId(event))).toEqual(
      wholeRun.slice(2).map((_, index) => String(index + 3)),
    );
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].headers['last-event-id']).toBe('2');
    expect(server.requests[0].body).toEqual(JSON.parse(JSON.stringify(runInput)));
  });

  it('fails as http 410 when the agent no longer holds the run', async () => {
    server = await startLocalAgentServer((res) => {
      res.writeHead(410, { 'Content-Type': 'application/json' });
      res.end('{"error":"gone"}');
    });
    const agent = new HttpSseAgent({ url: server.url }, fakeClock().clock);

    const outcome = await collectRun(agent.resume(runInput, '2'));

    expect(outcome.events).toEqual([]);
    expect(outcome.error).toMatchObject({ kind: 'http', status: 410 });
  });

  it('shows nothing of another run that answers the resume', async () => {
    const other = frames(2).replaceAll('"runId":"r1"', '"runId":"r2"');
    server = await startLocalAgentServer((res) => {
      openStream(res);
      res.end(other);
    });
    const agent = new HttpSseAgent({ url: server.url }, fakeClock().clock);

    const outcome = await collectRun(agent.resume(runInput, '2'));

    expect(outcome.events).toEqual([]);
    expect(outcome.error).toMatchObject({ kind: 'invalid-response', code: 'RESUME_OTHER_RUN' });
  });
});
