import { performance } from 'node:perf_hooks';
import { resolveCitedText, type Citation } from 'ngx-ag-ui/core';

/** Sentences mixing ASCII, CJK, emoji and inline code, as model answers do (~100 chars each). */
const SENTENCES = [
  'The orbital period of the Moon is about 27.3 days, when it is measured against the fixed stars. ',
  '月の公転周期は約27.3日で、恒星に対して測定されます。🌕 This is what astronomers call the sidereal month. ',
  'Use `orbit[1]` to read the second element of the list; markers inside code stay exactly as they are. ',
  'Tidal locking keeps the same face of the Moon pointed towards the Earth at all times, as seen here. ',
];

const RUNS = 21;

interface Case {
  readonly content: string;
  readonly citations: readonly Citation[];
  readonly markers: number;
}

/** A message of about `markers` × 100 characters: one sentence and one `[^id]` per marker. */
function makeCase(markers: number): Case {
  const sources = markers / 10;
  const citations: Citation[] = Array.from({ length: sources }, (_unused, k) => {
    // Every 20th source repeats an earlier URL with another #fragment (dedup work).
    const url = `https://source-${k % 20 === 19 ? k - 1 : k}.example.org/article/${k}#part-${k}`;
    return {
      id: `src-${k}`,
      index: k + 1,
      kind: 'web',
      url,
      href: url,
      domain: `source-${k}.example.org`,
      displayTitle: `Source ${k}`,
      title: `Article ${k}`,
      snippet: `Snippet for source ${k}.`,
      spans: [],
      provider: 'agui',
    };
  });
  const parts: string[] = [];
  for (let m = 0; m < markers; m++) {
    // Every 50th marker is unknown and stays literal.
    const id = m % 50 === 49 ? 'missing' : `src-${(m * 7) % sources}`;
    parts.push(`${SENTENCES[m % SENTENCES.length]}[^${id}] `);
  }
  return { content: parts.join(''), citations, markers };
}

interface Timing {
  readonly median: number;
  readonly min: number;
}

function measure(input: Case): Timing {
  for (let i = 0; i < 5; i++) resolveCitedText(input.content, input.citations);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    resolveCitedText(input.content, input.citations);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0] };
}

/** Benchmark: `resolveCitedText` on a 200 KB message with 2,000 markers, and at 4× that size. */
export default async function resolveCitedTextBench(): Promise<string> {
  const small = makeCase(2_000);
  const large = makeCase(8_000);
  const check = resolveCitedText(small.content, small.citations);
  const shown = check.citations.reduce((sum, c) => sum + c.spans.length, 0);
  const smallTime = measure(small);
  const largeTime = measure(large);
  const row = (name: string, input: Case, time: Timing): string =>
    `| ${name} | ${(input.content.length / 1024).toFixed(0)} KB | ` +
    `${input.markers.toLocaleString('en')} | ${input.citations.length} | ` +
    `${time.median.toFixed(1)} ms | ${time.min.toFixed(1)} ms | ` +
    `${(input.content.length / 1024 / 1024 / (time.median / 1000)).toFixed(1)} MB/s |`;
  return [
    '### `resolveCitedText`: cost grows linearly with the message',
    '',
    `${RUNS} runs after 5 warm-ups, Node ${process.versions.node}. The text mixes ASCII, CJK,`,
    'emoji and inline code; every 50th marker is unknown (stays literal), every 20th source repeats',
    `an earlier URL with another \`#fragment\` (deduplicated). Check: ${shown} markers placed at 1×.`,
    '',
    '| case | text | markers | entries | median | min | throughput (median) |',
    '|---|---|---|---|---|---|---|',
    row('1×', small, smallTime),
    row('4×', large, largeTime),
    '',
    `4× / 1× time ratio: **${(largeTime.median / smallTime.median).toFixed(2)}** (medians), ` +
      `**${(largeTime.min / smallTime.min).toFixed(2)}** (minimums); linear ≈ 4.`,
    '',
  ].join('\n');
}
