/*
 * Per-event cost by tenth of a stream, the measure of docs/ag-ui.md §10: shared by the reducer benches
 * in Node and in Chromium.
 */
import type { BaseEvent } from '@ag-ui/core';
import { type AgentThread, applyAgentEvent, createAgentThread } from 'ngx-ag-ui/core';

export interface Measurement {
  readonly events: number;
  readonly ms: number;
  /** Mean µs per event in the 2nd and in the last tenth of the stream. */
  readonly second: number;
  readonly last: number;
}

export function measure(
  events: number,
  t0: number,
  t1: number,
  stamps: readonly number[],
): Measurement {
  const tenth = (d: number) => {
    const lo = Math.floor((d * stamps.length) / 10);
    const hi = Math.floor(((d + 1) * stamps.length) / 10) - 1;
    const start = lo === 0 ? t0 : stamps[lo - 1];
    return ((stamps[hi] - start) * 1000) / (hi - lo + 1);
  };
  return { events, ms: t1 - t0, second: tenth(1), last: tenth(9) };
}

/** `applyAgentEvent` over the stream in a loop, a timestamp after each event. */
export function oursLoop(events: readonly BaseEvent[]): Measurement {
  const stamps: number[] = [];
  let thread: AgentThread = createAgentThread();
  const t0 = performance.now();
  for (const event of events) {
    thread = applyAgentEvent(thread, event);
    stamps.push(performance.now());
  }
  const t1 = performance.now();
  if (thread.status !== 'success')
    throw new Error(`our run ended ${thread.status}: ${thread.error?.message}`);
  return measure(events.length, t0, t1, stamps);
}

/**
 * The typical run: the median total and the median of each tenth's per-event cost, taken
 * separately. One run's tenth holds a few hundred events, so a single scavenge or JIT tier-up can
 * double it; the median over several runs is what the code costs, not what the GC did once.
 */
export function typical(runs: Measurement[]): Measurement {
  const median = (values: number[]) =>
    values.slice().sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return {
    events: runs[0].events,
    ms: median(runs.map((run) => run.ms)),
    second: median(runs.map((run) => run.second)),
    last: median(runs.map((run) => run.last)),
  };
}

/** Events per second of a run. */
export const rate = (m: Measurement): number => Math.round(m.events / (m.ms / 1000));

/** A per-event cost in µs as the tables print it: two decimals under 10. */
export const us = (value: number): string => (value < 10 ? value.toFixed(2) : value.toFixed(0));

/** The tenth columns of a table row: `2nd → last (ratio×)`. */
export const tenthsCell = (m: Measurement): string =>
  `${us(m.second)} → ${us(m.last)} (${(m.last / m.second).toFixed(2)}×)`;
