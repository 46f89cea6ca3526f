/*
 * The scenarios of docs/ag-ui.md §10: our reducer against the reference client (@ag-ui/client 1.0.0),
 * same process, same events. (a) one message × 20,000 deltas; (b) 1,000 (and 2,000) messages × 20
 * deltas; (c) 2,000 (and 4,000) STATE_DELTAs each adding a citation to a growing state. The
 * reference runs at the base sizes only (its larger runs take minutes: O(n) per event).
 */
import {
  AbstractAgent,
  type BaseEvent,
  type RunAgentInput,
  defaultApplyEvents,
} from '@ag-ui/client';
import { type AgentThread, reduceAgentEvents } from 'ngx-ag-ui/core';
import { from } from 'rxjs';

import { buildEvents, citation, citationTarget } from './scenarios';
import { type Measurement, measure, oursLoop, rate, tenthsCell, typical } from './tenths';

function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
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
  const input: RunAgentInput = {
    threadId: 't1',
    runId: 'r1',
    messages: [],
    state: {},
    tools: [],
    context: [],
  };
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    defaultApplyEvents(input, from(events) as never, agent, []).subscribe({
      next: () => void stamps.push(performance.now()),
      error: reject,
      complete: () => resolve(measure(events.length, t0, performance.now(), stamps)),
    });
  });
}

/** Our runs per scenario, after one warm-up run (each takes milliseconds). */
const OUR_RUNS = 9;
const row = (label: string, runner: string, m: Measurement, ratio: string) =>
  `| ${label} | ${runner} | ${m.events.toLocaleString('en')} | ${m.ms.toFixed(0)} ms | ${rate(m).toLocaleString('en')} | ${ratio} | ${tenthsCell(m)} |`;

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
    state = {
      ...state,
      citations: { ...state.citations, [id]: [...(state.citations[id] ?? []), citations[k]] },
    };
    stamps.push(performance.now());
  }
  const t1 = performance.now();
  if (Object.keys(state.citations).length !== (messageIds ?? size / 20))
    throw new Error('textbook update lost a key');
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
  for (const [scenario, size, label, withReference, messageIds] of scenarios.filter(
    ([s]) => !only || only.includes(s),
  )) {
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
      const floor = typical(
        Array.from({ length: OUR_RUNS }, () => textbookUpdates(size, messageIds)),
      );
      rows.push(row(label, 'floor: textbook spread update, state only', floor, '—'));
    }
    if (!withReference || process.env['BENCH_OURS_ONLY']) {
      rows.push(
        row(label, 'ours: `reduceAgentEvents`', operator, '—'),
        row(label, 'ours: `applyAgentEvent` loop', loop, '—'),
      );
      continue;
    }
    const full = await referenceFull(events);
    const reducer = await referenceReducer(events);
    const ratio = (ours: Measurement, ref: Measurement) =>
      `${(rate(ours) / rate(ref)).toFixed(0)}×`;
    rows.push(
      row(label, 'reference: full `runAgent`', full, '1×'),
      row(label, 'reference: `defaultApplyEvents`', reducer, '—'),
      row(
        label,
        'ours: `reduceAgentEvents`',
        operator,
        `${ratio(operator, full)} full, ${ratio(operator, reducer)} reducer`,
      ),
      row(
        label,
        'ours: `applyAgentEvent` loop',
        loop,
        `${ratio(loop, full)} full, ${ratio(loop, reducer)} reducer`,
      ),
    );
    console.error(`  ${label}: done`);
  }
  return [
    '### Reducer: ours vs @ag-ui/client 1.0.0 (docs/ag-ui.md §10 scenarios)',
    '',
    '| Scenario | Runner | Events | Total | Events/s | Ratio (ours / reference) | µs/event, 2nd → last tenth |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
