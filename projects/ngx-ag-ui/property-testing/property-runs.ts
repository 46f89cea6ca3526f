/**
 * How property tests are seeded and sized. `npm test` must give the same answer on every run, so
 * it uses one fixed seed; `npm run fuzz` (scripts/fuzz.ts) sets `FUZZ_SEED` to a fresh random
 * seed per round and `FUZZ_RUNS_FACTOR` to multiply every run count.
 */

/** The seed of every property test under `npm test`. Any value works; changing it is a choice. */
export const FIXED_SEED = 20261124;

/** The seed of this Jest process: `FUZZ_SEED` when fuzzing, else `FIXED_SEED`. */
export function propertySeed(): number {
  const fromEnv = Number(process.env['FUZZ_SEED']);
  return Number.isSafeInteger(fromEnv) && process.env['FUZZ_SEED'] !== '' ? fromEnv : FIXED_SEED;
}

/** Whether this Jest process is a fuzz round (random seed, more runs). */
export function isFuzzing(): boolean {
  return process.env['FUZZ_SEED'] !== undefined && process.env['FUZZ_SEED'] !== '';
}

/** `runs` under `npm test`; `runs × FUZZ_RUNS_FACTOR` under `npm run fuzz`. */
export function propertyRuns(runs: number): number {
  const factor = Number(process.env['FUZZ_RUNS_FACTOR']);
  return isFuzzing() && Number.isFinite(factor) && factor >= 1 ? Math.round(runs * factor) : runs;
}
