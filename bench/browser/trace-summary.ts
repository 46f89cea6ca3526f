/** The parts of a Chrome trace event this reads. */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string };
}

/** Time spent in one kind of trace event on the page's main thread, ms. */
export interface TraceTime {
  readonly name: string;
  readonly ms: number;
  readonly count: number;
}

/**
 * Sums the complete events (`ph: 'X'`) of the renderer's main thread by name: where the time
 * went between script, style, layout, paint and GC. Nested events are counted in their own
 * rows and again inside their parents (a `RunTask` contains everything it ran).
 */
export function summarizeTrace(json: string): TraceTime[] {
  const { traceEvents } = JSON.parse(json) as { traceEvents: TraceEvent[] };
  const mains = new Set(
    traceEvents
      .filter(
        (event) =>
          event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const totals = new Map<string, { ms: number; count: number }>();
  for (const event of traceEvents) {
    if (event.ph !== 'X' || event.dur === undefined || !mains.has(`${event.pid}:${event.tid}`))
      continue;
    const entry = totals.get(event.name) ?? { ms: 0, count: 0 };
    entry.ms += event.dur / 1000;
    entry.count++;
    totals.set(event.name, entry);
  }
  return [...totals]
    .map(([name, { ms, count }]) => ({ name, ms, count }))
    .sort((a, b) => b.ms - a.ms);
}
