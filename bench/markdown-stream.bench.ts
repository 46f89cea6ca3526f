/*
 * Per-chunk cost of parsing a streamed Markdown answer (`MarkdownDocument`, no Angular), by block
 * kind: an answer of about 100 KB of one kind streamed in 50-character chunks; the mean cost of a
 * chunk in the 2nd and in the last tenth of the stream. Flat ratios mean a chunk costs the same
 * however long the answer already is.
 */
import { performance } from 'node:perf_hooks';

import { MarkdownDocument } from '../projects/ngx-ag-ui/markdown/parse/markdown-document';
import { LONG_ANSWERS } from '../projects/ngx-ag-ui/markdown/parse/streaming-work.test-helpers';

const CHUNK = 50;
const TARGET = 100_000;

/** `make(n)` with `n` grown until the answer is about `TARGET` characters long. */
function answerOf(make: (count: number) => string): string {
  const per = make(100).length / 100;
  return make(Math.round(TARGET / per));
}

function tenths(text: string): { second: number; last: number } {
  const doc = new MarkdownDocument();
  const stamps: number[] = [];
  const t0 = performance.now();
  for (let end = CHUNK; end < text.length + CHUNK; end += CHUNK) {
    doc.update(text.slice(0, Math.min(end, text.length)), true);
    stamps.push(performance.now());
  }
  const tenth = (d: number) => {
    const lo = Math.floor((d * stamps.length) / 10);
    const hi = Math.floor(((d + 1) * stamps.length) / 10) - 1;
    const start = lo === 0 ? t0 : stamps[lo - 1];
    return (stamps[hi] - start) / (hi - lo + 1);
  };
  return { second: tenth(1), last: tenth(9) };
}

export default async function (): Promise<string> {
  const rows = Object.entries(LONG_ANSWERS).map(([kind, make]) => {
    const text = answerOf(make);
    const { second, last } = tenths(text);
    return `| ${kind} | ${(text.length / 1000).toFixed(0)} KB | ${second.toFixed(2)} → ${last.toFixed(2)} (${(last / second).toFixed(2)}×) |`;
  });
  return [
    '### Markdown streaming: ms per 50-character chunk, 2nd tenth → last tenth',
    '',
    '| Answer | Size | ms per chunk |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}
