import { performance } from 'node:perf_hooks';
import { buildCitedText, type CitationOccurrence } from 'ngx-ag-ui/core';

const CLAIMS = 10;
const CLAIM_LENGTH = 2_048;
const RUNS = 31;

/**
 * A text of `size` units of `a` and ten 2 KB claims `a…ab` spread over it: each claim's slice
 * differs from its text, and the text almost matches everywhere (the worst case of a naive search).
 */
function makeCase(size: number): {
  readonly text: string;
  readonly occurrences: CitationOccurrence[];
} {
  const anchorText = `${'a'.repeat(CLAIM_LENGTH - 1)}b`;
  const occurrences = Array.from({ length: CLAIMS }, (_unused, k) => {
    const claimStart = Math.floor(((k + 0.5) * (size - CLAIM_LENGTH)) / CLAIMS);
    return { source: { id: `s${k}` }, claimStart, claimEnd: claimStart + CLAIM_LENGTH, anchorText };
  });
  return { text: 'a'.repeat(size), occurrences };
}

/** Median and minimum µs per claim of `buildCitedText` on the case. */
function perClaim(size: number): { readonly median: number; readonly min: number } {
  const { text, occurrences } = makeCase(size);
  for (let i = 0; i < 3; i++) buildCitedText(text, occurrences, { provider: 'bench' });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A collection of an earlier run's garbage would otherwise land in a timed run.
    (globalThis as { gc?: () => void }).gc?.();
    const start = performance.now();
    buildCitedText(text, occurrences, { provider: 'bench' });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const us = (ms: number): number => (ms * 1000) / CLAIMS;
  return { median: us(times[Math.floor(times.length / 2)]), min: us(times[0]) };
}

/** Benchmark: re-anchoring near-miss claims costs the same per claim in 100 KB and in 1 MB. */
export default async function reanchorBench(): Promise<string> {
  const sizes = [100_000, 1_000_000];
  const costs = sizes.map(perClaim);
  return [
    '### Re-anchoring: the cost per claim does not grow with the text',
    '',
    `\`buildCitedText\` with ${CLAIMS} claims of ${CLAIM_LENGTH / 1024} KB whose slice differs from`,
    'their text, in a text that almost matches them everywhere (`a…a` vs `a…ab`, none found).',
    `${RUNS} runs after 3 warm-ups, Node ${process.versions.node}.`,
    '',
    '| text | per claim (median) | per claim (min) |',
    '|---|---|---|',
    ...sizes.map(
      (size, i) =>
        `| ${size / 1000} KB | ${costs[i].median.toFixed(0)} µs | ${costs[i].min.toFixed(0)} µs |`,
    ),
    '',
    `1 MB / 100 KB per-claim ratio: **${(costs[1].median / costs[0].median).toFixed(2)}** ` +
      `(medians), **${(costs[1].min / costs[0].min).toFixed(2)}** (minimums); flat ≈ 1.`,
    '',
  ].join('\n');
}
