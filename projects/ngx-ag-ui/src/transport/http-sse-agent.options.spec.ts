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

  /**
   * What the first run of a transport with these options ends with. Settings are checked when
   * the transport starts a run (its code loads then): a bad one fails the run, sending nothing.
   */
  async function firstRun(options: Omit<HttpSseAgentOptions, 'url'>) {
    const sent: unknown[] = [];
    const fetch = (...args: unknown[]) => {
      sent.push(args);
      return Promise.reject(new Error('no network in this spec'));
    };
    const outcome = await collectRun(new HttpSseAgent({ url, fetch, ...options }).run(runInput));
    return { error: outcome.error as { message?: string; code?: string } | undefined, sent };
  }

  it.each([Infinity, NaN, -1, 2 ** 31, 2 ** 53])(
    'fails the first run on a timeout of %p, sending nothing',
    async (timeout) => {
      expect(() => new HttpSseAgent({ url, timeout })).not.toThrow();
      const { error, sent } = await firstRun({ timeout });
      expect(error).toMatchObject({
        code: 'INVALID_TIMEOUT',
        message: `ngx-ag-ui: timeout must be a number of milliseconds from 1 to 2147483647 (about 24.8 days), or 0 for no timeout; got ${timeout}.`,
      });
      expect(sent).toEqual([]);
    },
  );

  it('refuses a timeout that is not a number', async () => {
    const { error } = await firstRun({ timeout: '100' } as unknown as HttpSseAgentOptions);
    expect(error?.message).toMatch(/^ngx-ag-ui: timeout must be/);
  });

  it.each([0, 1, 120_000, 2 ** 31 - 1])('accepts a timeout of %p', async (timeout) => {
    const { error, sent } = await firstRun({ timeout });
    expect(error?.code).toBeUndefined();
    expect(sent).toHaveLength(1);
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

  it('refuses reconnect settings out of range, saying which', async () => {
    expect((await firstRun({ reconnect: { attempts: -1 } })).error?.message).toBe(
      'ngx-ag-ui: reconnect must be false or { attempts?, baseDelayMs?, maxDelayMs? } (attempts must be a whole number from 0 to 100); got {"attempts":-1}.',
    );
    expect((await firstRun({ reconnect: { maxDelayMs: 10 } })).error?.message).toMatch(
      /maxDelayMs must not be less than baseDelayMs/,
    );
  });

  it.each([false as const, { attempts: 0 }, { attempts: 5, baseDelayMs: 10, maxDelayMs: 10 }])(
    'accepts reconnect settings %p',
    async (reconnect) => {
      expect((await firstRun({ reconnect })).sent).toHaveLength(1);
    },
  );

  it('refuses an unknown redirect policy', async () => {
    const { error } = await firstRun({ redirect: 'error' } as unknown as HttpSseAgentOptions);
    expect(error?.message).toBe(
      "ngx-ag-ui: redirect must be 'same-origin' (the default) or 'follow'; got error.",
    );
  });
});
