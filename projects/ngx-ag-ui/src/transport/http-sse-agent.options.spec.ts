/** @jest-environment node */
import { HttpSseAgent, type HttpSseAgentOptions } from './http-sse-agent';
import {
  collectRun,
  frames,
  openStream,
  runInput,
  startLocalAgentServer,
  wholeRun,
  type LocalAgentServer,
} from './local-agent-server.test-helpers';

const url = 'http://127.0.0.1:1/agent';

describe('HttpSseAgent options', () => {
  let server: LocalAgentServer | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it.each([Infinity, NaN, -1, 2 ** 31, 2 ** 53])('refuses a timeout of %p at once', (timeout) => {
    expect(() => new HttpSseAgent({ url, timeout })).toThrow(
      `ngx-ag-ui: timeout must be a number of milliseconds from 1 to 2147483647 (about 24.8 days), or 0 for no timeout; got ${timeout}.`,
    );
  });

  it('in a production build, fails the first run with the same error instead, sending nothing', async () => {
    const global = globalThis as { ngDevMode?: unknown };
    const before = global.ngDevMode;
    global.ngDevMode = false;
    try {
      server = await startLocalAgentServer((res) => {
        res.end();
      });
      const agent = new HttpSseAgent({ url: server.url, timeout: NaN });
      const outcome = await collectRun(agent.run(runInput));
      expect(outcome.error).toMatchObject({ code: 'INVALID_TIMEOUT' });
      expect(server.requests).toHaveLength(0);
    } finally {
      global.ngDevMode = before;
    }
  });

  it('refuses a timeout that is not a number', () => {
    const options = { url, timeout: '100' } as unknown as HttpSseAgentOptions;

    expect(() => new HttpSseAgent(options)).toThrow(/^ngx-ag-ui: timeout must be/);
  });

  it.each([0, 1, 120_000, 2 ** 31 - 1])('accepts a timeout of %p', (timeout) => {
    expect(() => new HttpSseAgent({ url, timeout })).not.toThrow();
  });

  it('runs to the end under the longest timeout timers can hold', async () => {
    server = await startLocalAgentServer((res) => {
      openStream(res);
      res.end(frames(wholeRun));
    });

    const outcome = await collectRun(
      new HttpSseAgent({ url: server.url, timeout: 2 ** 31 - 1 }).run(runInput),
    );

    expect(outcome.error).toBeUndefined();
    expect(outcome.events).toEqual(wholeRun);
  });

  it('refuses reconnect settings out of range at once, saying which', () => {
    expect(() => new HttpSseAgent({ url, reconnect: { attempts: -1 } })).toThrow(
      'ngx-ag-ui: reconnect must be false or { attempts?, baseDelayMs?, maxDelayMs? } (attempts must be a whole number from 0 to 100); got {"attempts":-1}.',
    );
    expect(() => new HttpSseAgent({ url, reconnect: { maxDelayMs: 10 } })).toThrow(
      /maxDelayMs must not be less than baseDelayMs/,
    );
  });

  it.each([false as const, { attempts: 0 }, { attempts: 5, baseDelayMs: 10, maxDelayMs: 10 }])(
    'accepts reconnect settings %p',
    (reconnect) => {
      expect(() => new HttpSseAgent({ url, reconnect })).not.toThrow();
    },
  );

  it('refuses an unknown redirect policy at once', () => {
    const options = { url, redirect: 'error' } as unknown as HttpSseAgentOptions;

    expect(() => new HttpSseAgent(options)).toThrow(
      "ngx-ag-ui: redirect must be 'same-origin' (the default) or 'follow'; got error.",
    );
  });
});
