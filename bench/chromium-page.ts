/*
 * The page side of chromium.bench.ts: runs our reducer over scenarios (b) and (c) in the browser
 * engine the library ships to, the way reducer.bench.ts runs it in Node (a warm-up, then the
 * median of 9 runs).
 */
import { buildEvents } from './scenarios';
import { type Measurement, oursLoop, typical } from './tenths';

/** One scenario: its label and our `applyAgentEvent` loop's typical run. */
export interface ChromiumRow {
  readonly label: string;
  readonly loop: Measurement;
}

function runScenarios(): ChromiumRow[] {
  const scenarios: ['b' | 'c', number, string, number?][] = [
    ['b', 2_000, '(b) 2,000 msgs × 20 deltas'],
    ['c', 4_000, '(c) 4,000 citation deltas'],
    ['c', 4_000, '(c) control: 4,000 deltas over 20 msg ids', 20],
  ];
  return scenarios.map(([scenario, size, label, messageIds]) => {
    const events = buildEvents(scenario, size, messageIds);
    oursLoop(events);
    return { label, loop: typical(Array.from({ length: 9 }, () => oursLoop(events))) };
  });
}

(globalThis as { runReducerScenarios?: () => ChromiumRow[] }).runReducerScenarios = runScenarios;
