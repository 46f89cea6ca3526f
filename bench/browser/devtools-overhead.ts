/**
 * What the devtools cost a development build: the benchmark app built for development (ngDevMode
 * on, as `ng serve`), pipeline A's stream run with and without `provideAgUiDevtools()`
 * (`?devtools=1`), page loads alternating between the two, the main thread's busy time during
 * the stream read from a Chrome trace (the `RunTask`s of the renderer's main thread). Reports
 * the medians and the overhead, against the 5 % target.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser } from '@playwright/test';

import { type CpuProfile, summarizeProfile } from './profile-summary';
import { startStaticServer } from './static-server';
import { summarizeTrace } from './trace-summary';

/** The most the devtools may add to the main thread's time on the stream, in a development build. */
export const DEVTOOLS_OVERHEAD_TARGET = 0.05;

/**
 * The fewest page loads of each kind: the stream's 10 s of main-thread time varies by about
 * 10 % from one load to the next on the 2-core machine, so the medians of three loads differed
 * by 3 to 10 % between two idle runs, more than the 5 % being measured.
 */
export const DEVTOOLS_MIN_LOADS = 7;

/** Medians of main-thread time (ms) during pipeline A's stream, without and with the devtools. */
export interface DevtoolsOverhead {
  readonly offMs: readonly number[];
  readonly onMs: readonly number[];
  readonly overhead: number;
  /**
   * In the loads with the devtools, from a CPU profile of the same stream: the self time of the
   * devtools' own code, and of all the page's script (no idle, no "(program)"), ms. Their ratio
   * holds on a busy machine, where the A/B comparison above is noise.
   */
  readonly devtoolsScriptMs: readonly number[];
  readonly scriptMs: readonly number[];
}

/** Builds the development benchmark app (unless `skipBuild` and it exists) and measures. */
export async function measureDevtoolsOverhead(
  browser: Browser,
  root: string,
  { loads, skipBuild }: { readonly loads: number; readonly skipBuild: boolean },
): Promise<DevtoolsOverhead> {
  const buildDir = join(root, 'dist/bench-browser-dev');
  if (!skipBuild || !existsSync(join(buildDir, 'browser'))) {
    console.error('building the benchmark app for development…');
    execFileSync(
      'npx',
      ['ng', 'build', 'bench-browser', '--configuration', 'development', '--output-path', buildDir],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NG_CLI_ANALYTICS: 'false' },
      },
    );
  }
  const server = await startStaticServer(join(buildDir, 'browser'));
  const offMs: number[] = [];
  const onMs: number[] = [];
  const devtoolsScriptMs: number[] = [];
  const scriptMs: number[] = [];
  const appDir = join(buildDir, 'browser');
  try {
    for (let load = 0; load < Math.max(loads, DEVTOOLS_MIN_LOADS); load++) {
      // Alternating which goes first, so that a machine slowing down counts against both.
      for (const devtools of load % 2 === 0 ? [false, true] : [true, false]) {
        const url = `${server.url}/bench?autostart=1&pipelines=A&devtools=${devtools ? 1 : 0}`;
        const { ms, script, own } = await streamMainThreadMs(browser, url, appDir);
        console.error(
          `load ${load + 1}, devtools ${devtools ? 'on ' : 'off'}: ${ms.toFixed(0)} ms main thread, ${script.toFixed(0)} ms script${devtools ? `, ${own.toFixed(1)} ms devtools` : ''}`,
        );
        (devtools ? onMs : offMs).push(ms);
        if (devtools) {
          devtoolsScriptMs.push(own);
          scriptMs.push(script);
        }
      }
    }
  } finally {
    await server.close();
  }
  const overhead = median(onMs) / median(offMs) - 1;
  return { offMs, onMs, overhead, devtoolsScriptMs, scriptMs };
}

/** The report's Markdown, written to bench/results/devtools.md. */
export function devtoolsOverheadMarkdown(result: DevtoolsOverhead): string {
  const list = (values: readonly number[]) => values.map((ms) => ms.toFixed(0)).join(', ');
  return [
    '# Devtools overhead in a development build',
    '',
    "Main-thread time during pipeline A's stream (the browser benchmark's default scenario), the",
    'benchmark app built for development, without and with `provideAgUiDevtools()`; page loads',
    'alternate between the two. Written by `npm run bench:browser -- --devtools`.',
    '',
    '| devtools | main-thread ms (each load) | median |',
    '| --- | --- | ---: |',
    `| off | ${list(result.offMs)} | ${median(result.offMs).toFixed(0)} |`,
    `| on | ${list(result.onMs)} | ${median(result.onMs).toFixed(0)} |`,
    '',
    `Overhead: ${(result.overhead * 100).toFixed(1)} % (target at most ${DEVTOOLS_OVERHEAD_TARGET * 100} %).`,
    '',
    `The devtools' own code, from a CPU profile of the loads with them: ${list(result.devtoolsScriptMs)} ms of ${list(result.scriptMs)} ms of script (${(scriptShare(result) * 100).toFixed(2)} %).`,
    '',
  ].join('\n');
}

/** The devtools' own share of the script time, over the loads with them. */
export function scriptShare(result: DevtoolsOverhead): number {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  return sum(result.devtoolsScriptMs) / Math.max(1, sum(result.scriptMs));
}

/**
 * Loads the page and returns, for "A stream": the main thread's busy time (trace), and the
 * script's and the devtools code's self time (CPU profile), ms.
 */
async function streamMainThreadMs(
  browser: Browser,
  url: string,
  appDir: string,
): Promise<{ ms: number; script: number; own: number }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  // Fine sampling: the devtools' own time is a few milliseconds of the stream's second of script.
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  let total: number | undefined;
  let script = 0;
  let own = 0;
  let failure: string | undefined;
  try {
    page.on('pageerror', (error) => (failure = error.message));
    await page.exposeFunction('__aguiBenchPhase', async (name: string, edge: 'start' | 'end') => {
      if (name !== 'A stream') return;
      if (edge === 'start') {
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
        });
        await cdp.send('Profiler.start');
        return;
      }
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      const json = (await browser.stopTracing()).toString('utf8');
      total = summarizeTrace(json).find((entry) => entry.name === 'RunTask')?.ms ?? 0;
      for (const { name, ms } of summarizeProfile(profile, appDir).files) {
        if (name.startsWith('(')) continue;
        script += ms;
        if (name.startsWith('projects/ngx-ag-ui/devtools/')) own += ms;
      }
    });
    await page.goto(url);
    await page.waitForFunction(
      () => window.__aguiBench && window.__aguiBench.status !== 'running',
      undefined,
      {
        timeout: 30 * 60_000,
        polling: 2000,
      },
    );
    const status = await page.evaluate(() => window.__aguiBench?.error);
    if (status || failure || total === undefined)
      throw new Error(
        `the benchmark page failed: ${status ?? failure ?? 'no trace of "A stream"'}`,
      );
    return { ms: total, script, own };
  } finally {
    await page.close();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Writes the report next to the other benchmark results. */
export function writeDevtoolsOverhead(root: string, result: DevtoolsOverhead): void {
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/devtools.md'), devtoolsOverheadMarkdown(result));
}
