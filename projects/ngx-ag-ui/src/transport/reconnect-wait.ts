import type { ReconnectClock, ReconnectOptions } from './reconnect';

/*
 * How a reconnect waits. Apart from reconnect.ts (the settings, checked when an agent is
 * created) because only the exchange, loaded at the first run, waits (docs/bundle-size.md).
 */

/** The clock of an app: `setTimeout`, cleared when the run is stopped, and `Math.random`. */
export const systemClock: ReconnectClock = {
  random: () => Math.random(),
  wait: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done);
    }),
};

/**
 * The wait before reconnect number `retry` (0 for the first): "equal jitter" over an exponential
 * backoff, so a wait is at least half its step (no hammering) and clients that dropped together
 * (a proxy restart) spread out instead of reconnecting in the same instant.
 */
export function reconnectDelay(
  retry: number,
  policy: Required<ReconnectOptions>,
  random: () => number,
): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(step / 2 + (random() * step) / 2);
}
