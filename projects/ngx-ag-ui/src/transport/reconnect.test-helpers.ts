import type { ServerResponse } from 'node:http';

import { wholeRun } from './local-agent-server.test-helpers';
import type { ReconnectClock } from './reconnect';

/** One SSE frame with an `id:` line: the id is the event's 1-based position in `wholeRun`. */
export const withId = (index: number) =>
  `id: ${index + 1}\ndata: ${JSON.stringify(wholeRun[index])}\n\n`;

/** The frames of `wholeRun` from position `from` (0-based) to `to` (exclusive), with ids. */
export const framesWithIds = (from: number, to = wholeRun.length) =>
  wholeRun
    .slice(from, to)
    .map((_, offset) => withId(from + offset))
    .join('');

/** Writes `text`, then drops the connection the way a dying proxy does (no end of stream). */
export const writeThenDrop = (res: ServerResponse, text: string) =>
  res.write(text, () => res.socket?.destroy());

/** A clock that records each wait and, unless `holding`, lets it end at once. */
export function fakeClock(randoms: number[] = []) {
  const waits: number[] = [];
  const signals: AbortSignal[] = [];
  let holding = false;
  const clock: ReconnectClock = {
    random: () => randoms.shift() ?? 0.5,
    wait: (ms, signal) => {
      waits.push(ms);
      signals.push(signal);
      if (!holding) return Promise.resolve();
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve()));
    },
  };
  return { clock, waits, signals, hold: () => (holding = true) };
}
