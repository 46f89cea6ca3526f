/*
 * The scenarios of AG-UI.md §10: our reducer against the reference client (@ag-ui/client 1.0.0),
 * same process, same events. (a) one message × 20,000 deltas; (b) 1,000 (and 2,000) messages × 20
 * deltas; (c) 2,000 (and 4,000) STATE_DELTAs each adding a citation to a growing state. The
 * reference runs at the base sizes only (its larger runs take minutes: O(n) per event).
 */
import { AbstractAgent, type BaseEvent, type RunAgentInput, defaultApplyEvents } from '@ag-ui/client';
import { type AgentThread, applyAgentEvent, createAgentThread, reduceAgentEvents } from 'ngx-ag-ui/core';
import { from } from 'rxjs';

const DELTA = 'tok ';

function citation(k: number) {
  return {
    id: `c${k}`,
    url: `https://example.com/doc/${k}`,
    title: `Source document number ${k}`,
    snippet: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.',
  };
}

/**
 * The message id the k-th citation of (c) goes to, and whether it is that id's first. By default
 * 20 in a row go to each id, so the map gains a key every 20 deltas; with `messageIds` they go to
 * that many ids in turn (the control: the state grows as much, the map it changes does not).
 */
function citationTarget(k: number, messageIds?: number): { readonly id: string; readonly first: boolean } {
  if (messageIds === undefined) return { id: `m${Math.floor(k / 20)}`, first: k % 20 === 0 };
  return { id: `m${k % messageIds}`, first: k < messageIds };
}

/** The event generator of AG-UI.md §10.2 (`messageIds`: see `citationTarget`). */
export function buildEvents(scenario: 'a' | 'b' | 'c', size: number, messageIds?: number): BaseEvent[] {
  const events: BaseEvent[] = [{ type: 'RUN_STARTED', threadId: 't1', runId: 'r1' } as BaseEvent];
  const push = (event: Record<string, unknown>) => events.push(event as BaseEvent);
  if (scenario === 'a') {
    push({ type: 'TEXT_MESSAGE_START', messageId: 'm0', role: 'assistant' });
    for (let i = 0; i < size; i++) push({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm0', delta: DELTA });
    push({ type: 'TEXT_MESSAGE_END', messageId: 'm0' });
  } else if (scenario === 'b') {
    for (let m = 0; m < size; m++) {
      push({ type: 'TEXT_MESSAGE_START', messageId: `m${m}`, role: 'assistant' });
      for (let i = 0; i < 20; i++) push({ type: 'TEXT_MESSAGE_CONTENT', messageId: `m${m}`, delta: DELTA });
      push({ type: 'TEXT_MESSAGE_END', messageId: `m${m}` });
    }
  } else {
    push({ type: 'STATE_SNAPSHOT', snapshot: { citations: {} } });
    for (let k = 0; k < size; k++) {
      const { id: messageId, first } = citationTarget(k, messageIds);
      const delta: unknown[] = [];
      if (first) delta.push({ op: 'add', path: `/citations/${messageId}`, value: [] });
      delta.push({ op: 'add', path: `/citations/${messageId}/-`, value: citation(k) });
      push({ type: 'STATE_DELTA', delta });
    }
  }
  push({ type: 'RUN_FINISHED', threadId: 't1', runId: 'r1' });
  return events;
}

interface Measurement {
  readonly events: number;
  readonly ms: number;
  /** Mean µs per event in the 2nd and in the last tenth of the stream. */
  readonly second: number;
  readonly last: number;
}

function measure(events: number, t0: number, t1: number, stamps: readonly number[]): Measurement {
  const tenth = (d: number) => {
    const lo = Math.floor((d * stamps.length) / 10);
    const hi = Math.floor(((d + 1) * stamps.length) / 10) - 1;
    const start = lo === 0 ? t0 : stamps[lo - 1];
    return ((stamps[hi] - start) * 1000) / (hi - lo + 1);
  };
  return { events, ms: t1 - t0, second: tenth(1), last: tenth(9) };
}

function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function oursLoop(events: readonly BaseEvent[]): Measurement {
  const stamps: number[] = [];
  let thread: AgentThread = createAgentThread();
  const t0 = performance.now();
  for (const event of events) {
    thread = applyAgentEvent(thread, event);
    stamps.push(performance.now());
  }
  const t1 = performance.now();
  if (thread.status !== 'success') throw new Error(`our run ended ${thread.status}: ${thread.error?.message}`);
  return measure(events.length, t0, t1, stamps);
}

function oursOperator(events: readonly BaseEvent[]): Promise<Measurement> {
  const stamps: number[] = [];
  let last: AgentThread | undefined;
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    from(events)
      .pipe(reduceAgentEvents())
      .subscribe({
        next: (thread) => {
          last = thread;
          stamps.push(performance.now());
        },
        error: reject,
        complete: () => {
          const t1 = performance.now();
          if (last?.status !== 'success') reject(new Error('our run did not succeed'));
          resolve(measure(events.length, t0, t1, stamps));
        },
      });
  });
}

class ArrayAgent extends AbstractAgent {
  constructor(private readonly events: readonly BaseEvent[]) {
    super({ threadId: 't1' });
  }

  run(): ReturnType<AbstractAgent['run']> {
    return from(this.events) as unknown as ReturnType<AbstractAgent['run']>;
  }
}

async function referenceFull(events: readonly BaseEvent[]): Promise<Measurement> {
  collect();
  const stamps: number[] = [];
  const agent = new ArrayAgent(events);
  agent.subscribe({
    onMessagesChanged: () => void stamps.push(performance.now()),
    onStateChanged: () => void stamps.push(performance.now()),
  });
  const t0 = performance.now();
  await agent.runAgent({ runId: 'r1' });
  return measure(events.length, t0, performance.now(), stamps);
}

function referenceReducer(events: readonly BaseEvent[]): Promise<Measurement> {
  collect();
  const stamps: number[] = [];
  const agent = { messages: [], state: {}, pendingInterrupts: [] } as unknown as AbstractAgent;
  const input: RunAgentInput = { threadId: 't1', runId: 'r1', messages: [], state: {}, tools: [], context: [] };
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    defaultApplyEvents(input, from(events) as never, agent, []).subscribe({
      next: () => void stamps.push(performance.now()),
      error: reject,
      complete: () => resolve(measure(events.length, t0, performance.now(), stamps)),
    });
  });
}

/**
 * The typical run: the median total and the median of each tenth's per-event cost, taken
 * separately. One run's tenth holds a few hundred events, so a single scavenge or JIT tier-up can
 * double it; the median over several runs is what the code costs, not what the GC did once.
 */
function typical(runs: Measurement[]): Measurement {
  const median = (values: number[]) => values.slice().sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return {
    events: runs[0].events,
    ms: median(runs.map((run) => run.ms)),
    second: median(runs.map((run) => run.second)),
    last: median(runs.map((run) => run.last)),
  };
}

/** Our runs per scenario, after one warm-up run (each takes milliseconds). */
const OUR_RUNS = 9;
const rate = (m: Measurement) => Math.round(m.events / (m.ms / 1000));
const us = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));
const row = (label: string, runner: string, m: Measurement, ratio: string) =>
  `| ${label} | ${runner} | ${m.events.toLocaleString('en')} | ${m.ms.toFixed(0)} ms | ${rate(m).toLocaleString('en')} | ${ratio} | ${us(m.second)} → ${us(m.last)} (${(m.last / m.second).toFixed(2)}×) |`;

/**
 * The floor of (c) for any immutable reducer over plain JSON: the textbook update
 * `{ ...state, citations: { ...citations, [id]: [...list, citation] } }` with nothing else (no
 * validation, no JSON Patch, no thread). Its growth from the 2nd to the last tenth is the cost of
 * copying a map of 20–40 keys against one of 180–200, which no plain-object copy avoids.
 */
function textbookUpdates(size: number, messageIds?: number): Measurement {
  type State = { citations: Record<string, unknown[]> };
  const citations = Array.from({ length: size }, (_, k) => citation(k));
  const stamps: number[] = [];
  let state: State = { citations: {} };
  const t0 = performance.now();
  for (let k = 0; k < size; k++) {
    const { id } = citationTarget(k, messageIds);
    state = { ...state, citations: { ...state.citations, [id]: [...(state.citations[id] ?? []), citations[k]] } };
    stamps.push(performance.now());
  }
  const t1 = performance.now();
  if (Object.keys(state.citations).length !== (messageIds ?? size / 20)) throw new Error('textbook update lost a key');
  return measure(size, t0, t1, stamps);
}

/** Runs the scenarios and returns the Markdown section. */
export default async function reducerBench(): Promise<string> {
  const rows: string[] = [];
  const scenarios: ['a' | 'b' | 'c', number, string, boolean, number?][] = [
    ['a', 20_000, '(a) 1 msg × 20,000 deltas', true],
    ['b', 1_000, '(b) 1,000 msgs × 20 deltas', true],
    ['b', 2_000, '(b) 2,000 msgs × 20 deltas', false],
    ['c', 2_000, '(c) 2,000 citation deltas', true],
    ['c', 4_000, '(c) 4,000 citation deltas', false],
    ['c', 4_000, '(c) control: 4,000 deltas over 20 msg ids', false, 20],
  ];
  const only = process.env['BENCH_SCENARIOS'];
  for (const [scenario, size, label, withReference, messageIds] of scenarios.filter(([s]) => !only || only.includes(s))) {
    const events = buildEvents(scenario, size, messageIds);
    // Ours runs OUR_RUNS times after a warm-up and reports the typical run (the machine is
    // shared); the reference runs once, as it takes seconds to minutes.
    // No collection between our runs: right after a full GC the first scavenges are slow (a few
    // ms, measured with --trace-gc) and land in the 1st/2nd tenth, which would flatter the growth.
    // Back to back, the runs see the steady-state GC a long-lived app sees.
    collect();
    oursLoop(events);
    await oursOperator(events);
    const loopRuns: Measurement[] = [];
    const operatorRuns: Measurement[] = [];
    for (let run = 0; run < OUR_RUNS; run++) {
      loopRuns.push(oursLoop(events));
      operatorRuns.push(await oursOperator(events));
    }
    const loop = typical(loopRuns);
    const operator = typical(operatorRuns);
    if (scenario === 'c') {
      textbookUpdates(size, messageIds);
      const floor = typical(Array.from({ length: OUR_RUNS }, () => textbookUpdates(size, messageIds)));
      rows.push(row(label, 'floor: textbook spread update, state only', floor, '—'));
    }
    if (!withReference || process.env['BENCH_OURS_ONLY']) {
      rows.push(row(label, 'ours: `reduceAgentEvents`', operator, '—'), row(label, 'ours: `applyAgentEvent` loop', loop, '—'));
      continue;
    }
    const full = await referenceFull(events);
    const reducer = await referenceReducer(events);
    const ratio = (ours: Measurement, ref: Measurement) => `${(rate(ours) / rate(ref)).toFixed(0)}×`;
    rows.push(
      row(label, 'reference: full `runAgent`', full, '1×'),
      row(label, 'reference: `defaultApplyEvents`', reducer, '—'),
      row(label, 'ours: `reduceAgentEvents`', operator, `${ratio(operator, full)} full, ${ratio(operator, reducer)} reducer`),
      row(label, 'ours: `applyAgentEvent` loop', loop, `${ratio(loop, full)} full, ${ratio(loop, reducer)} reducer`),
    );
    console.error(`  ${label}: done`);
  }
  return [
    '### Reducer: ours vs @ag-ui/client 1.0.0 (AG-UI.md §10 scenarios)',
    '',
    '| Scenario | Runner | Events | Total | Events/s | Ratio (ours / reference) | µs/event, 2nd → last tenth |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
