import { assertReconnectOptions, resolveReconnect } from './reconnect';
import { DEFAULT_RECONNECT } from './reconnect-options';
import { reconnectDelay, systemClock } from './reconnect-wait';

describe('reconnect settings', () => {
  it('takes the defaults for absent fields and turns reconnecting off with false', () => {
    expect(resolveReconnect(undefined)).toEqual({
      attempts: 3,
      baseDelayMs: 500,
      maxDelayMs: 8000,
    });
    expect(resolveReconnect({ attempts: 5, baseDelayMs: undefined })).toEqual({
      ...DEFAULT_RECONNECT,
      attempts: 5,
    });
    expect(resolveReconnect(false).attempts).toBe(0);
  });

  it.each([
    [{ attempts: -1 }, 'attempts must be a whole number from 0 to 100'],
    [{ attempts: 1.5 }, 'attempts must be a whole number from 0 to 100'],
    [{ attempts: 101 }, 'attempts must be a whole number from 0 to 100'],
    [{ attempts: NaN }, 'attempts must be a whole number from 0 to 100'],
    [{ baseDelayMs: -1 }, 'baseDelayMs and maxDelayMs must be milliseconds from 0 to 2147483647'],
    [{ maxDelayMs: Infinity }, 'baseDelayMs and maxDelayMs must be milliseconds from 0'],
    [{ baseDelayMs: 1000, maxDelayMs: 10 }, 'maxDelayMs must not be less than baseDelayMs'],
  ])('refuses %p, saying why', (reconnect, why) => {
    expect(() => assertReconnectOptions(reconnect)).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/^ngx-ag-ui: reconnect must be false or/),
      }),
    );
    expect(() => assertReconnectOptions(reconnect)).toThrow(why);
  });

  it.each([true, 3, 'yes', null])('refuses %p, which is not false nor settings', (reconnect) => {
    expect(() => assertReconnectOptions(reconnect)).toThrow(`; got ${String(reconnect)}.`);
  });

  it.each([
    undefined,
    false,
    {},
    { attempts: 0 },
    { attempts: 100, baseDelayMs: 0, maxDelayMs: 0 },
  ])('accepts %p', (reconnect) => {
    expect(() => assertReconnectOptions(reconnect)).not.toThrow();
  });
});

describe('reconnectDelay', () => {
  const policy = { attempts: 10, baseDelayMs: 100, maxDelayMs: 1000 };

  it('doubles its step from baseDelayMs up to maxDelayMs, waiting at least half a step', () => {
    expect([0, 1, 2, 3, 4, 9].map((retry) => reconnectDelay(retry, policy, () => 0))).toEqual([
      50, 100, 200, 400, 500, 500,
    ]);
  });

  it('adds up to half a step of jitter, drawn from random()', () => {
    expect(reconnectDelay(2, policy, () => 0.999999)).toBe(400);
    expect(reconnectDelay(2, policy, () => 0.5)).toBe(300);
  });
});

describe('systemClock', () => {
  it('waits on a timer, and ends the wait as soon as the run is stopped', async () => {
    const controller = new AbortController();
    let ended = false;
    const wait = systemClock.wait(60_000, controller.signal).then(() => (ended = true));
    await Promise.resolve();
    expect(ended).toBe(false);

    controller.abort();
    await wait;

    expect(ended).toBe(true);
  });

  it('ends at once when the run was already stopped, and waits a few ms for real', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(systemClock.wait(60_000, controller.signal)).resolves.toBeUndefined();

    const started = Date.now();
    await systemClock.wait(5, new AbortController().signal);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4);
  });
});
