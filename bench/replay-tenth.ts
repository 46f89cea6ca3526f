/*
 * Where the growth of (c) goes: replays one tenth of the (c) stream many times from the thread
 * saved just before it (threads are immutable, so a tenth can be replayed exactly) and prints the
 * cost per event of the whole reducer and of `applyStateDelta` alone. Run it under a profiler to
 * see the split, e.g.
 *   node --cpu-prof --import tsx bench/replay-tenth.ts 4000 9
 * Arguments: the number of deltas (default 4000) and the tenths to replay, counted from 0
 * (default 1 9: the 2nd and the last).
 */
import {
  type AgentThread,
  applyAgentEvent,
  applyStateDelta,
  createAgentThread,
} from 'ngx-ag-ui/core';

import { buildEvents } from './scenarios';

const size = Number(process.argv[2] ?? 4000);
const tenths = process.argv.length > 3 ? process.argv.slice(3).map(Number) : [1, 9];
const events = buildEvents('c', size);
const threads: AgentThread[] = [];
let thread = createAgentThread();
for (const event of events) threads.push((thread = applyAgentEvent(thread, event)));

function replay(tenth: number, reducer: boolean, repeats: number): number {
  const lo = Math.floor((tenth * events.length) / 10);
  const hi = Math.floor(((tenth + 1) * events.length) / 10);
  const t0 = performance.now();
  for (let r = 0; r < repeats; r++) {
    let next = threads[lo - 1];
    let state = next.state;
    for (let i = lo; i < hi; i++) {
      if (reducer) next = applyAgentEvent(next, events[i]);
      else state = applyStateDelta(state, (events[i] as unknown as { delta: unknown }).delta).state;
    }
  }
  return ((performance.now() - t0) * 1000) / (repeats * (hi - lo));
}

for (let round = 0; round < 3; round++) {
  const cells = tenths.map(
    (tenth) =>
      `tenth ${tenth + 1}: ${replay(tenth, true, 50).toFixed(2)} µs reducer, ${replay(tenth, false, 50).toFixed(2)} µs applyStateDelta`,
  );
  console.log(`round ${round + 1}  ${cells.join('   ')}`);
}
