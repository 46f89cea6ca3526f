/** @jest-environment node */
import type { HttpSseAgent as HttpSseAgentClass } from './http-sse-agent';
import { collectRun, runInput, wholeRun } from './local-agent-server.test-helpers';

/** A `fetch` that answers every run with one whole SSE run, and counts its calls. */
function fakeFetch(): jest.Mock<Promise<Response>, Parameters<typeof fetch>> {
  const body = wholeRun.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
  return jest.fn((..._request: Parameters<typeof fetch>) =>
    Promise.resolve(
      new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    ),
  );
}

/**
 * A fresh copy of the transport, whose `./sse-exchange` fails to load the first `failures`
 * times it is asked for (as a chunk does when the network is down or a deploy removed it).
 */
function transportWithFlakyExchange(failures: number): typeof HttpSseAgentClass {
  let loads = 0;
  let agent: typeof HttpSseAgentClass | undefined;
  jest.isolateModules(() => {
    jest.doMock('./sse-exchange', () => {
      loads += 1;
      if (loads <= failures) throw new Error('Failed to fetch dynamically imported module');
      return jest.requireActual('./sse-exchange');
    });
    agent = jest.requireActual<typeof import('./http-sse-agent')>('./http-sse-agent').HttpSseAgent;
  });
  return agent!;
}

describe('the exchange, loaded at the first run', () => {
  afterEach(() => jest.dontMock('./sse-exchange'));

  it('fails a run as a typed network error when it cannot load, and loads again on the next run', async () => {
    const HttpSseAgent = transportWithFlakyExchange(1);
    const fetch = fakeFetch();
    const agent = new HttpSseAgent({ url: 'http://agent.test/run', fetch });

    const failed = await collectRun(agent.run(runInput));
    expect(failed.events).toEqual([]);
    expect(failed.error).toMatchObject({ kind: 'network', code: 'TRANSPORT_LOAD_FAILED' });
    expect(fetch).not.toHaveBeenCalled();

    const retried = await collectRun(agent.run(runInput));
    expect(retried.error).toBeUndefined();
    expect(retried.events.map((event) => event.type)).toEqual(wholeRun.map((e) => e.type));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a run unsubscribed before the exchange has loaded', async () => {
    const HttpSseAgent = transportWithFlakyExchange(0);
    const fetch = fakeFetch();
    const agent = new HttpSseAgent({ url: 'http://agent.test/run', fetch });

    agent.run(runInput).subscribe().unsubscribe();
    // Let the import settle; the request would have gone out by now.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});
