import { appendFileSync } from 'node:fs';

import fc from 'fast-check';

import { isFuzzing, propertyRuns, propertySeed } from './property-runs';

// Jest runs setup files in each test file's own module registry, so this configures the very
// fast-check instance the spec imports. Explicit `numRuns` in a spec go through propertyRuns().
fc.configureGlobal({
  seed: propertySeed(),
  numRuns: propertyRuns(100),
  ...(isFuzzing() && { reporter: countAndReport }),
});

/**
 * Under `npm run fuzz`: records how many cases each property ran (FUZZ_LOG, one line per
 * assertion, summed by scripts/fuzz.ts) and fails as fast-check itself would.
 */
function countAndReport(details: fc.RunDetails<unknown>): void {
  const log = process.env['FUZZ_LOG'];
  if (log) appendFileSync(log, `${details.numRuns}\n`);
  if (details.failed) throw new Error(fc.defaultReportMessage(details));
}
