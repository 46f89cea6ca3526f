/**
 * The Markdown benchmark, run by bench/browser/run.ts: page loads of
 * `/bench?autostart=1&suite=markdown`, each streaming the same Markdown answer through (M)
 * `<agui-markdown>` and (N) ngx-markdown; the report, its targets, and the gzip size of the
 * `ngx-ag-ui/markdown` entry point.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Browser, Page } from '@playwright/test';
import { build } from 'esbuild';

import type { MarkdownBenchResults, MarkdownRendererResult } from './app/markdown-bench-result';
import type { TargetCheck } from './browser-report';
import { updateReadme } from './update-readme';

const TIMEOUT_MS = 20 * 60_000;

/** A finished Markdown run with both renderers. */
export interface CompleteMarkdownResults extends MarkdownBenchResults {
  readonly renderers: { readonly M: MarkdownRendererResult; readonly N: MarkdownRendererResult };
}

/**
 * Loads the Markdown benchmark once in a fresh page, giving it its main-thread time through the
 * DevTools protocol (`Performance.getMetrics`' `TaskDuration`), and waits for its results.
 */
export async function runMarkdownPage(
  browser: Browser,
  url: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<CompleteMarkdownResults> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    // A profile or trace of one phase (`--suite markdown --profile "M stream"`).
    await prepare?.(page);
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.text().startsWith('[bench]'))
        console.error(message.text());
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.exposeFunction('__aguiBenchTaskMs', async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN) * 1000;
    });
    await page.goto(url);
    const deadline = Date.now() + TIMEOUT_MS;
    for (;;) {
      const results = await page.evaluate(() => window.__aguiMarkdownBench);
      if (results?.status === 'failed')
        throw new Error(`the Markdown benchmark failed: ${results.error}`);
      if (results?.status === 'done' && results.renderers.M && results.renderers.N)
        return results as CompleteMarkdownResults;
      if (Date.now() > deadline) throw new Error('the Markdown benchmark did not finish in time');
      await new Promise((done) => setTimeout(done, 2000));
    }
  } finally {
    await page.close();
  }
}

/** Growth of M's per-chunk cost: the last tenth over the second. */
const growth = (r: MarkdownRendererResult) => r.perChunkMsByTenth[9] / r.perChunkMsByTenth[1];
/** N's main-thread time over M's. */
const ratio = (r: CompleteMarkdownResults) =>
  r.renderers.N.mainThreadMs / r.renderers.M.mainThreadMs;

/**
 * The Markdown figures of the summary line, each the worst of the runs: N's main-thread time over
 * M's (`markdown-ratio`), M's longest task (`markdown-longest-task-ms`) and M's per-chunk growth,
 * last tenth over the 2nd (`markdown-growth`).
 */
export function toMarkdownSummary(runs: readonly CompleteMarkdownResults[]): string {
  const worstRatio = Math.min(...runs.map(ratio));
  const longest = Math.max(...runs.map((r) => r.renderers.M.longestTaskMs));
  const worstGrowth = Math.max(...runs.map((r) => growth(r.renderers.M)));
  return (
    `markdown-ratio=${worstRatio.toFixed(2)} markdown-longest-task-ms=${longest.toFixed(0)} ` +
    `markdown-growth=${worstGrowth.toFixed(2)}`
  );
}

let lastSummary = '';

/**
 * The summary figures of the last `runMarkdownSuite` of this process ('' before one): the full
 * run's `browser ` line carries them (`toSummaryLine`) after the suite has run.
 */
export const lastMarkdownSummary = (): string => lastSummary;

/** The targets, each judged on the worst of the runs. */
export function checkMarkdownTargets(runs: readonly CompleteMarkdownResults[]): TargetCheck[] {
  const longTasks = Math.max(...runs.map((r) => r.renderers.M.longTasks));
  const longest = Math.max(...runs.map((r) => r.renderers.M.longestTaskMs));
  const worstGrowth = Math.max(...runs.map((r) => growth(r.renderers.M)));
  const worstRatio = Math.min(...runs.map(ratio));
  return [
    {
      target: 'M: no long task over 50 ms',
      measured: `${longTasks} long tasks (longest ${longest.toFixed(0)} ms)`,
      met: longTasks === 0,
    },
    {
      target: "M's per-chunk cost in the last tenth ≤ 1.5× the 2nd tenth",
      measured: `${worstGrowth.toFixed(2)}×`,
      met: worstGrowth <= 1.5,
    },
    {
      target: "N's total main-thread time ≥ 5× M's",
      measured: `${worstRatio.toFixed(1)}×`,
      met: worstRatio >= 5,
    },
  ];
}

/**
 * The bench/README.md lines: one row per renderer and run, the targets, and the entry point's size.
 * @param entry The gzip sizes of `ngx-ag-ui/markdown`, kB (`undefined` without a library build).
 */
export function toMarkdownReport(
  runs: readonly CompleteMarkdownResults[],
  entry: EntrySize | undefined,
): string {
  const s = runs[0].scenario;
  const ms = (value: number) => value.toFixed(0);
  const rows = runs.flatMap((r, i) =>
    (['M', 'N'] as const).map((kind) => {
      const x = r.renderers[kind];
      const tenths = `${x.perChunkMsByTenth[1].toFixed(2)} → ${x.perChunkMsByTenth[9].toFixed(2)}`;
      return `| ${i + 1} | ${kind} | ${ms(x.totalMs)} | ${ms(x.mainThreadMs)} | ${x.longTasks} (${ms(x.longestTaskMs)}) | ${tenths} |`;
    }),
  );
  const checks = checkMarkdownTargets(runs).map(
    (check) => `- ${check.met ? 'met' : '**missed**'}: ${check.target}: ${check.measured}`,
  );
  return [
    '#### Markdown answers: `<agui-markdown>` (M) against ngx-markdown (N)',
    '',
    `The same page load streams the same answer through each: ${s.deltas.toLocaleString('en')} deltas of Markdown`,
    `(headings, lists, code blocks, a table) with ${s.citations} citations, after the ${s.messages.toLocaleString('en')}-message cited`,
    `conversation, in chunks of ${s.batchSize} events, one chunk per painted frame. M is \`<agui-markdown>\` with its sources;`,
    'N is ngx-markdown 21 `<markdown [data]="text">` (marked, sanitized), which parses and replaces the whole',
    "answer per update, as its docs show. Main-thread time is the page's task time (DevTools `TaskDuration`).",
    '',
    '| load | renderer | total ms | main-thread ms | long tasks (longest ms) | ms per chunk, 2nd → last tenth |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    ...checks,
    ...(entry
      ? [
          `- \`ngx-ag-ui/markdown\` entry point, minified + gzip: ${entry.entryKb.toFixed(1)} kB alone,`,
          `  ${entry.withParserKb.toFixed(1)} kB with its parser (micromark, mdast; lowlight is loaded only with highlighting).`,
        ]
      : []),
  ].join('\n');
}

/** Gzip sizes of the `ngx-ag-ui/markdown` entry point, kB. */
export interface EntrySize {
  /** Its own code (Angular, RxJS, other entry points and its parser left out). */
  readonly entryKb: number;
  /** With the parser it imports (micromark, mdast-util-*). */
  readonly withParserKb: number;
}

/** Bundles the built entry point (dist/ngx-ag-ui) with esbuild, minified, and gzips it. */
export async function measureMarkdownEntry(root: string): Promise<EntrySize | undefined> {
  const file = join(root, 'dist/ngx-ag-ui/fesm2022/ngx-ag-ui-markdown.mjs');
  if (!existsSync(file)) return undefined;
  const always = ['@angular/*', 'rxjs', 'rxjs/*', 'ngx-ag-ui', 'ngx-ag-ui/*', 'lowlight', 'tslib'];
  const size = async (external: string[]) => {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      external,
      logLevel: 'silent',
    });
    return gzipSync(result.outputFiles[0].contents, { level: 9 }).length / 1024;
  };
  return {
    entryKb: await size([...always, 'micromark*', 'mdast-*']),
    withParserKb: await size(always),
  };
}

/**
 * Runs `loads` page loads of the Markdown benchmark, prints each renderer's numbers and the
 * targets, and writes them with markdown-notes.md (what a profile says of the gaps) to
 * bench/results/markdown.md and bench/README.md's block.
 */
export async function runMarkdownSuite(
  browser: Browser,
  serverUrl: string,
  loads: number,
  root: string,
): Promise<void> {
  const runs: CompleteMarkdownResults[] = [];
  for (let load = 0; load < loads; load++) {
    console.error(`Markdown benchmark, page load ${load + 1} of ${loads}…`);
    runs.push(await runMarkdownPage(browser, `${serverUrl}/bench?autostart=1&suite=markdown`));
  }
  const notes = readFileSync(join(__dirname, 'markdown-notes.md'), 'utf8').trim();
  const report = `${toMarkdownReport(runs, await measureMarkdownEntry(root))}\n\n${notes}`;
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/markdown.md'), `${report}\n`);
  updateReadme(join(root, 'bench/README.md'), report, '', 'markdown');
  console.log(report);
  lastSummary = toMarkdownSummary(runs);
  // The suite alone prints no `browser ` line: its figures get a line of their own.
  console.log(`markdown ${lastSummary}`);
}
