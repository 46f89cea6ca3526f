/** @jest-environment node */
import type { ServerResponse } from 'node:http';

import { HttpSseAgent } from './http-sse-agent';
import {
  collectRun,
  frames,
  openStream,
  runInput,
  startLocalAgentServer,
  wholeRun,
  type LocalAgentServer,
} from './local-agent-server.test-helpers';

function answerRun(res: ServerResponse): void {
  openStream(res);
  res.end(frames(wholeRun));
}

function redirect(res: ServerResponse, status: number, location: string): void {
  res.writeHead(status, { Location: location });
  res.end();
}

/** A fetch that answers `redirect: 'manual'` as browsers do: an opaque answer, target hidden. */
const browserLikeFetch: typeof fetch = async (target, init) => {
  const response = await fetch(target, init);
  if (init?.redirect !== 'manual' || response.status < 300 || response.status > 399) {
    return response;
  }
  await response.body?.cancel();
  const opaque = new Response(null);
  Object.defineProperties(opaque, { type: { value: 'opaqueredirect' }, status: { value: 0 } });
  return opaque;
};

/** A fetch that follows redirects whatever it is asked, as some wrappers do. */
const alwaysFollowingFetch: typeof fetch = (target, init) =>
  fetch(target, { ...init, redirect: 'follow' });

describe('fetchSameOrigin', () => {
  let agent: LocalAgentServer;
  let elsewhere: LocalAgentServer;

  beforeEach(async () => {
    elsewhere = await startLocalAgentServer(answerRun);
  });

  afterEach(async () => {
    await agent.close();
    await elsewhere.close();
  });

  it.each([307, 308])(
    'refuses a %i redirect to another origin, sending neither the input nor the headers there',
    async (status) => {
      agent = await startLocalAgentServer((res) => redirect(res, status, elsewhere.url));

      const outcome = await collectRun(
        new HttpSseAgent({ url: agent.url, headers: { 'X-Api-Key': 'k' } }).run(runInput),
      );

      expect(outcome.events).toEqual([]);
      expect(outcome.error).toEqual({
        kind: 'redirect',
        status,
        message:
          `The agent at ${agent.url} redirected to ${new URL(elsewhere.url).origin}, ` +
          'another origin: the run was not sent there.',
      });
      expect(elsewhere.requests).toEqual([]);
    },
  );

  // A browser's fetch throws "Illegal invocation" unless `this` is the window or undefined.
  it.each(['same-origin', 'follow'] as const)(
    'calls fetch bare, as a browser requires, under the %s policy',
    async (policy) => {
      agent = await startLocalAgentServer(answerRun);
      const receivers: unknown[] = [];
      const windowLikeFetch = function (
        this: unknown,
        target: RequestInfo | URL,
        init?: RequestInit,
      ) {
        receivers.push(this);
        if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
        return fetch(target, init);
      };

      const outcome = await collectRun(
        new HttpSseAgent({ url: agent.url, fetch: windowLikeFetch, redirect: policy }).run(
          runInput,
        ),
      );

      expect(outcome.error).toBeUndefined();
      expect(outcome.events.map((event) => event.type)).toEqual(
        wholeRun.map((event) => event.type),
      );
      expect(receivers).toEqual([undefined]);
    },
  );

  it('counts another host name for the same machine as another origin', async () => {
    agent = await startLocalAgentServer((res) =>
      redirect(res, 307, elsewhere.url.replace('127.0.0.1', 'localhost')),
    );

    const outcome = await collectRun(new HttpSseAgent({ url: agent.url }).run(runInput));

    expect(outcome.error?.kind).toBe('redirect');
    expect(elsewhere.requests).toEqual([]);
  });

  it('follows a same-origin 307 itself, with the same body and headers', async () => {
    agent = await startLocalAgentServer((res, _body, index) =>
      index === 0 ? redirect(res, 307, '/agent/v2') : answerRun(res),
    );

    const outcome = await collectRun(
      new HttpSseAgent({ url: agent.url, headers: { 'X-Api-Key': 'k' } }).run(runInput),
    );

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
    const [, second] = agent.requests;
    expect(second).toMatchObject({ method: 'POST', path: '/agent/v2', body: runInput });
    expect(second.headers['x-api-key']).toBe('k');
  });

  it('follows a same-origin 303 as a GET without the body, as fetch does', async () => {
    agent = await startLocalAgentServer((res, _body, index) =>
      index === 0 ? redirect(res, 303, '/runs/1/stream') : answerRun(res),
    );

    const outcome = await collectRun(new HttpSseAgent({ url: agent.url }).run(runInput));

    expect(outcome.events).toEqual(wholeRun);
    const [, second] = agent.requests;
    expect(second).toMatchObject({ method: 'GET', path: '/runs/1/stream', body: undefined });
    expect(second.headers['content-type']).toBeUndefined();
  });

  it('refuses a redirect that never ends after 20 hops', async () => {
    agent = await startLocalAgentServer((res, _body, index) =>
      redirect(res, 307, `/agent/${index + 1}`),
    );

    const outcome = await collectRun(new HttpSseAgent({ url: agent.url }).run(runInput));

    expect(outcome.error).toMatchObject({
      kind: 'redirect',
      message: `The agent at ${agent.url} redirected more than 20 times.`,
    });
    expect(agent.requests).toHaveLength(21);
  });

  it('refuses a redirect whose target the browser hides', async () => {
    agent = await startLocalAgentServer((res, _body, index) =>
      index === 0 ? redirect(res, 307, '/agent/v2') : answerRun(res),
    );

    const outcome = await collectRun(
      new HttpSseAgent({ url: agent.url, fetch: browserLikeFetch }).run(runInput),
    );

    expect(outcome.error).toEqual({
      kind: 'redirect',
      message: `The agent at ${agent.url} redirected, and the browser hides where to: the run was not sent on.`,
    });
    expect(agent.requests).toHaveLength(1);
  });

  it('never accepts events from another origin, even from a fetch that follows on its own', async () => {
    agent = await startLocalAgentServer((res) => redirect(res, 307, elsewhere.url));

    const outcome = await collectRun(
      new HttpSseAgent({ url: agent.url, fetch: alwaysFollowingFetch }).run(runInput),
    );

    expect(outcome.events).toEqual([]);
    expect(outcome.error).toMatchObject({
      kind: 'redirect',
      message: `The agent at ${agent.url} redirected to ${new URL(elsewhere.url).origin}: its answer was refused.`,
    });
  });

  it("follows a redirect to another origin when told to with redirect: 'follow'", async () => {
    agent = await startLocalAgentServer((res) => redirect(res, 308, elsewhere.url));

    const outcome = await collectRun(
      new HttpSseAgent({ url: agent.url, redirect: 'follow' }).run(runInput),
    );

    expect(outcome.events).toEqual(wholeRun);
    expect(elsewhere.requests[0].body).toEqual(runInput);
  });
});
