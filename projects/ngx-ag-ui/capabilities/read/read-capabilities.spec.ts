/** @jest-environment node */
import { readCapabilities } from './read-capabilities';

const URL = 'https://agent.test/capabilities';

/** A `fetch` that answers every request with `response`, and records what it was asked. */
function answering(response: () => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return response();
  }) as typeof fetch;
  return { fetchFn, calls };
}

const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

describe('readCapabilities', () => {
  it('GETs the URL asking for JSON, and gives the checked declaration', async () => {
    const { fetchFn, calls } = answering(() => json('{"transport":{"streaming":true}}'));
    const result = await readCapabilities(URL, { fetch: fetchFn });
    expect(result).toEqual({ capabilities: { transport: { streaming: true } } });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(URL);
    expect(calls[0].init?.headers).toEqual({ Accept: 'application/json' });
  });

  it.each([
    ['a 404', () => json('{}', 404), 'http', 'answered 404'],
    [
      'an HTML page',
      () =>
        new Response('<!doctype html><p>Not here</p>', {
          headers: { 'content-type': 'text/html' },
        }),
      'not-json',
      'text/html, not JSON',
    ],
    ['malformed JSON', () => json('{"transport": '), 'not-json', 'not valid JSON'],
    [
      'a known field of the wrong type',
      () => json('{"reasoning":{"supported":"yes"}}'),
      'malformed',
      'reasoning.supported must be a boolean',
    ],
    ['JSON that is not an object', () => json('[1,2]'), 'malformed', 'must be a JSON object'],
  ])('warns, with no declaration, on %s', async (_, response, problem, message) => {
    const { fetchFn } = answering(response);
    const result = await readCapabilities(URL, { fetch: fetchFn });
    expect(result).toEqual({
      warning: { kind: 'other', capabilities: problem, message: expect.stringContaining(message) },
    });
  });

  it('stops reading a body over the size limit, and warns', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode(`"${'x'.repeat(1022)}",`));
      },
    });
    const { fetchFn } = answering(
      () => new Response(body, { headers: { 'content-type': 'application/json' } }),
    );
    const result = await readCapabilities(URL, { fetch: fetchFn, maxBytes: 10 * 1024 });
    expect(result).toEqual({
      warning: expect.objectContaining({ capabilities: 'too-large' }),
    });
    // An endless body: reading stopped just past the limit (the stream may pull one ahead).
    expect(pulled).toBeLessThanOrEqual(13);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(10));
      },
    });
    const { fetchFn } = answering(
      () =>
        new Response(body, {
          headers: { 'content-type': 'application/json', 'content-length': '999999' },
        }),
    );
    const result = await readCapabilities(URL, { fetch: fetchFn, maxBytes: 1000 });
    expect(result).toEqual({ warning: expect.objectContaining({ capabilities: 'too-large' }) });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('gives up on a slow endpoint at the time limit, aborting the request', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const fetchFn = ((_: string, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      }) as typeof fetch;
      const read = readCapabilities(URL, { fetch: fetchFn, timeout: 2000 });
      jest.advanceTimersByTime(1999);
      expect(signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await read).toEqual({
        warning: expect.objectContaining({
          capabilities: 'timeout',
          message: expect.stringContaining('2000 ms'),
        }),
      });
      expect(signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('warns when the network fails', async () => {
    const fetchFn = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await readCapabilities(URL, { fetch: fetchFn })).toEqual({
      warning: expect.objectContaining({
        capabilities: 'failed',
        message: expect.stringContaining('Failed to fetch'),
      }),
    });
  });

  it("checks what an app's reader returns like a fetched declaration", async () => {
    expect(await readCapabilities(async () => ({ humanInTheLoop: { interrupts: true } }))).toEqual({
      capabilities: { humanInTheLoop: { interrupts: true } },
    });
    expect(await readCapabilities(() => ({ tools: { items: 'all' } }))).toEqual({
      warning: expect.objectContaining({ capabilities: 'malformed' }),
    });
    expect(
      await readCapabilities(() => {
        throw new Error('no agent object');
      }),
    ).toEqual({
      warning: expect.objectContaining({
        capabilities: 'failed',
        message: expect.stringContaining('no agent object'),
      }),
    });
  });

  it("checks a Response an app's reader returns like a fetched one", async () => {
    expect(await readCapabilities(async () => json('{"state":{"deltas":true}}'))).toEqual({
      capabilities: { state: { deltas: true } },
    });
    expect(await readCapabilities(async () => json('{}', 500))).toEqual({
      warning: expect.objectContaining({
        capabilities: 'http',
        message: expect.stringContaining('the reader answered 500'),
      }),
    });
  });

  it('settles nothing once the caller gives the read up', async () => {
    const outer = new AbortController();
    let seen: AbortSignal | undefined;
    let settled = false;
    const read = readCapabilities(
      (signal) => {
        seen = signal;
        return Promise.resolve({});
      },
      {},
      outer.signal,
    );
    void read.then(() => (settled = true));
    outer.abort();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen?.aborted).toBe(true);
    expect(settled).toBe(false);
  });
});
