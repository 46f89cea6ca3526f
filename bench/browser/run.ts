/**
 * The browser benchmark: builds the benchmark app (bench/browser/app/, project
 * `bench-browser` in angular.json) for production, serves it on 127.0.0.1,
 * opens `/bench?autostart=1` in Debian's Chromium (headless, `--expose-gc`) three times, waits for
 * the page to run both pipelines and the hand-written baseline (V) each time, then opens the
 * same conversation saved in IndexedDB thread storage with `<agui-chat>` (`/open-saved`, two
 * page loads of its own), prints the render and stream tables with their ratios, writes
 * bench/results/browser.md and the "Browser" table of bench/README.md, and ends with one
 * summary line.
 *
 * Usage: tsx bench/browser/run.ts [--skip-build] [--runs 3] [--query "messages=100&deltas=2000"]
 *        [--profile "A stream"]   (CPU profile of one phase, mapped to the sources; no report)
 *        [--trace "A stream"]     (Chrome trace of one phase: main-thread time by event; no report)
 *        [--heap "A render"]      (live JS heap at the end of one phase by allocating function; no report)
 *        [--suite markdown]       (only the Markdown benchmark, markdown-bench.ts; with
 *                                  --profile/--trace/--heap "M stream", that phase of one load)
 *        [--devtools]             (only the devtools' overhead in a development build,
 *                                  devtools-overhead.ts; --runs page loads each, at least 7)
 *
 * The full run (no --query, --profile or --suite) measures the devtools' overhead too, in a
 * development build of the same app, and carries it on the summary line (`devtools-overhead`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';

import { type Browser, chromium, type Page } from '@playwright/test';

import type { BenchResults } from './app/bench-result';
import type { OpenSavedResults } from './app/open-saved-result';
import playwrightConfig from '../../playwright.config';
import { measure } from '../../scripts/bundle-size';
import {
  checkTargets,
  type CompleteResults,
  type MachineInfo,
  toMarkdown,
  toSummaryLine,
  toTextTables,
} from './browser-report';
import {
  DEVTOOLS_OVERHEAD_TARGET,
  type DevtoolsOverhead,
  devtoolsOverheadMarkdown,
  measureDevtoolsOverhead,
  scriptShare,
  writeDevtoolsOverhead,
} from './devtools-overhead';
import { runMarkdownPage, runMarkdownSuite } from './markdown-bench';
import { type CpuProfile, summarizeProfile } from './profile-summary';
import { startStaticServer } from './static-server';
import { summarizeTrace } from './trace-summary';
import { updateReadme } from './update-readme';

const root = resolve(__dirname, '../..');
const buildDir = join(root, 'dist/bench-browser');
const appDir = join(buildDir, 'browser');
const TIMEOUT_MS = 30 * 60_000;
const NOTES_FILE = join(__dirname, 'notes.md');

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const skipBuild = process.argv.includes('--skip-build');
  const tracePhase = argument('--trace');
  const heapPhase = argument('--heap');
  const profilePhase = argument('--profile') ?? tracePhase ?? heapPhase;
  let query = argument('--query');
  if (profilePhase && !query?.includes('pipelines=')) {
    query = [query, `pipelines=${profilePhase.charAt(0)}`].filter(Boolean).join('&');
  }

  // The demo's production build gives the library's share of a real app's first chunk (the
  // summary line reports it); the benchmark page is an app of its own.
  console.error(
    skipBuild
      ? 'reusing the last builds (dist/bundle-size, dist/bench-browser)'
      : 'building the demo and the benchmark app for production…',
  );
  if (process.argv.includes('--devtools')) return devtoolsOverhead(skipBuild);
  const bundle = measure(skipBuild);
  const bundleKb = bundle.libraryInitialGzipBytes / 1024;
  if (!skipBuild || !existsSync(appDir)) buildBenchApp();

  const server = await startStaticServer(appDir);
  const launchArgs = playwrightConfig.use?.launchOptions?.args ?? ['--headless', '--no-sandbox'];
  const browser = await chromium.launch({
    headless: true,
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [...launchArgs, '--js-flags=--expose-gc', '--enable-precise-memory-info'],
  });
  try {
    // Three page loads (one to profile or for custom sizes): the targets count the worst one.
    const loads = Number(argument('--runs') ?? (profilePhase || query ? 1 : 3));
    if (argument('--suite') === 'markdown' && profilePhase) {
      // One phase of the Markdown benchmark ("M stream", "N stream"), profiled or traced.
      await runMarkdownPage(browser, `${server.url}/bench?autostart=1&suite=markdown`, (page) =>
        tracePhase
          ? traceOnePhase(page, tracePhase)
          : heapPhase
            ? sampleHeapOfOnePhase(page, heapPhase)
            : profileOnePhase(page, profilePhase),
      );
      return;
    }
    // The Markdown benchmark: page loads of its own (`/bench?suite=markdown`).
    if (!profilePhase && !query) await runMarkdownSuite(browser, server.url, loads, root);
    if (argument('--suite') === 'markdown') return;
    const runs: CompleteResults[] = [];
    for (let load = 0; load < loads; load++) {
      console.error(`page load ${load + 1} of ${loads}…`);
      const url = `${server.url}/bench?autostart=1${query ? `&${query}` : ''}`;
      const results = await runPage(browser, url, { tracePhase, heapPhase, profilePhase });
      if (profilePhase) return;
      if (
        results.status === 'failed' ||
        !results.pipelines.A ||
        !results.pipelines.B ||
        !results.dom
      ) {
        throw new Error(`the benchmark page failed: ${results.error ?? 'no results'}`);
      }
      // Opening the same conversation saved in IndexedDB, in the same browser: its own page loads.
      const openSaved = await openSavedThread(browser, server.url);
      console.error(
        `open saved thread: last message painted at ${openSaved.lastPaintedMs.toFixed(0)} ms, every row at ${openSaved.allRowsMs.toFixed(0)} ms (V ${results.dom.medianMs.toFixed(0)} ms)`,
      );
      runs.push({ ...(results as CompleteResults), openSaved });
    }

    const machine: MachineInfo = {
      cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
      cores: cpus().length,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      chromium: browser.version(),
      node: process.versions.node,
      date: new Date().toISOString().slice(0, 10),
    };
    // Runs with custom sizes are experiments: only the full scenario is written down.
    if (!query) {
      const markdown = toMarkdown(runs, machine, readFileSync(NOTES_FILE, 'utf8'));
      mkdirSync(join(root, 'bench/results'), { recursive: true });
      writeFileSync(join(root, 'bench/results/browser.md'), markdown);
      updateReadme(join(root, 'bench/README.md'), markdown);
    }

    // The devtools' cost in development belongs to every full run, so that a change to the
    // recorder shows up in the same report as a change to the reducer.
    const devtools = query
      ? undefined
      : await measureDevtoolsOverhead(browser, root, { loads, skipBuild });
    if (devtools) writeDevtoolsOverhead(root, devtools);

    console.log(toTextTables(runs));
    console.log('');
    for (const check of checkTargets(runs)) {
      console.log(`${check.met ? 'met   ' : 'MISSED'}  ${check.target}: ${check.measured}`);
    }
    if (devtools) console.log(devtoolsCheckLine(devtools));
    console.log(toSummaryLine(runs, bundleKb, devtools?.overhead));
  } finally {
    await browser.close();
    await server.close();
  }
}

/** `--devtools`: what `provideAgUiDevtools()` costs a development build on pipeline A's stream. */
async function devtoolsOverhead(skipBuild: boolean): Promise<void> {
  const launchArgs = playwrightConfig.use?.launchOptions?.args ?? ['--headless', '--no-sandbox'];
  const browser = await chromium.launch({
    headless: true,
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [...launchArgs, '--js-flags=--expose-gc', '--enable-precise-memory-info'],
  });
  try {
    const loads = Number(argument('--runs') ?? 3);
    const result = await measureDevtoolsOverhead(browser, root, { loads, skipBuild });
    writeDevtoolsOverhead(root, result);
    console.log(devtoolsOverheadMarkdown(result));
    console.log(devtoolsCheckLine(result));
  } finally {
    await browser.close();
  }
}

/** The target line for the devtools' overhead, as the other targets print theirs. */
function devtoolsCheckLine(result: DevtoolsOverhead): string {
  const met = result.overhead <= DEVTOOLS_OVERHEAD_TARGET;
  return `${met ? 'met   ' : 'MISSED'}  devtools overhead in a development build at most ${DEVTOOLS_OVERHEAD_TARGET * 100} %: ${(result.overhead * 100).toFixed(1)} % (the devtools' own code: ${(scriptShare(result) * 100).toFixed(2)} % of the script time)`;
}

/** Builds bench/browser/app for production, with source maps (the profiles map through them). */
function buildBenchApp(): void {
  execFileSync(
    'npx',
    [
      'ng',
      'build',
      'bench-browser',
      '--configuration',
      'production',
      '--source-map',
      '--output-path',
      buildDir,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NG_CLI_ANALYTICS: 'false' },
    },
  );
}

/**
 * The "open a saved thread" scenario: one page load saves the 1,000-message conversation in
 * IndexedDB thread storage (`/open-saved?seed=1`), a second one, in the same browser context,
 * starts the app on it and times the last message painted and every row rendered.
 */
async function openSavedThread(
  browser: Browser,
  url: string,
): Promise<{ readonly lastPaintedMs: number; readonly allRowsMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    const wait = async (status: OpenSavedResults['status']): Promise<OpenSavedResults> => {
      const deadline = Date.now() + TIMEOUT_MS;
      while (Date.now() < deadline) {
        const results = await page.evaluate(() => window.__aguiOpenSaved);
        if (results?.status === 'failed') throw new Error(`open saved: ${results.error}`);
        if (results?.status === status) return results;
        await new Promise((done) => setTimeout(done, 500));
      }
      throw new Error(`open saved: no "${status}" in time`);
    };
    await page.goto(`${url}/open-saved?seed=1`);
    await wait('seeded');
    // Let the tab's last save settle before the app starts again.
    await page.goto('about:blank');
    await page.goto(`${url}/open-saved`);
    const results = await wait('done');
    return { lastPaintedMs: results.lastPaintedMs ?? NaN, allRowsMs: results.allRowsMs ?? NaN };
  } finally {
    await context.close();
  }
}

/** Loads the benchmark page once in a fresh page and waits for its results. */
async function runPage(
  browser: Browser,
  url: string,
  {
    tracePhase,
    heapPhase,
    profilePhase,
  }: { tracePhase?: string; heapPhase?: string; profilePhase?: string },
): Promise<BenchResults> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.text().startsWith('[bench]'))
        console.error(message.text());
    });
    if (tracePhase) await traceOnePhase(page, tracePhase);
    else if (heapPhase) await sampleHeapOfOnePhase(page, heapPhase);
    else if (profilePhase) await profileOnePhase(page, profilePhase);
    await page.goto(url);

    const deadline = Date.now() + TIMEOUT_MS;
    let results: BenchResults | undefined;
    while (Date.now() < deadline) {
      results = await page.evaluate(() => window.__aguiBench);
      if (results && results.status !== 'running') break;
      await new Promise((done) => setTimeout(done, 2000));
    }
    if (!results || results.status === 'running')
      throw new Error('the benchmark page did not finish in time');
    return results;
  } finally {
    await page.close();
  }
}

/** Records a Chrome trace of `phase` and prints the main thread's time by event name. */
async function traceOnePhase(page: Page, phase: string): Promise<void> {
  const browser = page.context().browser()!;
  await page.exposeFunction('__aguiBenchPhase', async (name: string, edge: 'start' | 'end') => {
    if (name !== phase) return;
    if (edge === 'start') {
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'blink.user_timing',
        ],
      });
      return;
    }
    const json = (await browser.stopTracing()).toString('utf8');
    const file = join(root, 'dist', `bench-${phase.replace(/\W+/g, '-')}.trace.json`);
    writeFileSync(file, json);
    console.log(`trace of "${phase}" written to ${file}; main thread time by event:`);
    for (const entry of summarizeTrace(json).slice(0, 30)) {
      console.log(
        `${entry.ms.toFixed(1).padStart(9)} ms ${String(entry.count).padStart(7)}×  ${entry.name}`,
      );
    }
  });
}

/** The parts of a CDP sampling heap profile this reads. */
interface HeapNode {
  readonly callFrame: CpuProfile['nodes'][number]['callFrame'];
  readonly selfSize: number;
  readonly children: readonly HeapNode[];
}

/**
 * Samples allocations from the start of `phase` and prints, at its end (the view still mounted),
 * the JS heap still alive by allocating function and source file.
 */
async function sampleHeapOfOnePhase(page: Page, phase: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await page.exposeFunction('__aguiBenchPhase', async (name: string, edge: 'start' | 'end') => {
    if (name !== phase) return;
    if (edge === 'start') {
      await cdp.send('HeapProfiler.startSampling', { samplingInterval: 1024 });
      return;
    }
    await cdp.send('HeapProfiler.collectGarbage');
    const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as {
      profile: { head: HeapNode };
    };
    // As a CPU profile whose "ms" are KB, so the source-mapped summary serves both.
    const nodes: CpuProfile['nodes'][number][] = [];
    const samples: number[] = [];
    const sizes: number[] = [];
    const walk = (node: HeapNode) => {
      const id = nodes.length + 1;
      nodes.push({ id, callFrame: node.callFrame });
      if (node.selfSize > 0) {
        samples.push(id);
        sizes.push(node.selfSize);
      }
      node.children.forEach(walk);
    };
    walk(profile.head);
    const { functions, files } = summarizeProfile({ nodes, samples, timeDeltas: sizes }, appDir);
    const total = files.reduce((sum, entry) => sum + entry.ms, 0);
    console.log(
      `live JS heap allocated during "${phase}": ${(total / 1000).toFixed(1)} MB (sampled)`,
    );
    console.log('\nby source file:');
    for (const entry of files.slice(0, 20))
      console.log(`${(entry.ms / 1000).toFixed(2).padStart(9)} MB  ${entry.name}`);
    console.log('\nby allocating function:');
    for (const entry of functions.slice(0, 40))
      console.log(`${(entry.ms / 1000).toFixed(2).padStart(9)} MB  ${entry.name}`);
  });
}

/** Starts the CPU profiler when the page enters `phase` and prints where the time went when it leaves. */
async function profileOnePhase(page: Page, phase: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.exposeFunction('__aguiBenchPhase', async (name: string, edge: 'start' | 'end') => {
    if (name !== phase) return;
    if (edge === 'start') {
      await cdp.send('Profiler.start');
      return;
    }
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const file = join(root, 'dist', `bench-${phase.replace(/\W+/g, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const { functions, files } = summarizeProfile(profile, appDir);
    const total = files.reduce((sum, entry) => sum + entry.ms, 0);
    console.log(`CPU profile of "${phase}": ${total.toFixed(0)} ms sampled, written to ${file}`);
    console.log('\nself time by source file:');
    for (const entry of files.slice(0, 20))
      console.log(`${entry.ms.toFixed(1).padStart(9)} ms  ${entry.name}`);
    console.log('\nself time by function:');
    for (const entry of functions.slice(0, 40))
      console.log(`${entry.ms.toFixed(1).padStart(9)} ms  ${entry.name}`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
