/**
 * The browser benchmark of issue 9: builds the demo for production, serves it on 127.0.0.1,
 * opens `/bench?autostart=1` in Debian's Chromium (headless, `--expose-gc`), waits for the page
 * to run both pipelines, prints the render and stream tables with their ratios, writes
 * bench/results/browser.md and the README's "Browser" benchmark table, and ends with one
 * summary line.
 *
 * Usage: tsx bench/browser/run.ts [--skip-build] [--query "messages=100&deltas=2000"]
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';

import { chromium } from '@playwright/test';

import type { BenchResults } from '../../projects/demo/src/app/bench-page/bench-result';
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
import { startStaticServer } from './static-server';
import { updateReadme } from './update-readme';

const root = resolve(__dirname, '../..');
const appDir = join(root, 'dist/bench-browser');
const TIMEOUT_MS = 30 * 60_000;
const README_HEADING = `### Browser

\`npm run bench:browser\` builds the demo for production, opens its \`/bench\` page in Debian's
Chromium (headless) and runs both pipelines on the same generated events, one after the other
with a GC in between: (A) ngx-ag-ui's store and (B) what other Angular AG-UI integrations do,
\`@ag-ui/client\`'s \`AbstractAgent\` with a subscriber copying \`agent.messages\` into a signal.
Both render the same row and citation components. Source: \`bench/browser/\` and
\`projects/demo/src/app/bench-page/\`; full results in \`bench/results/browser.md\`.`;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const skipBuild = process.argv.includes('--skip-build');
  const query = argument('--query');

  // One production build serves both purposes: the bundle report and the page we measure.
  console.error(skipBuild ? 'reusing the last build (dist/bundle-size)' : 'building the demo for production…');
  const bundle = measure(skipBuild);
  const bundleKb = bundle.libraryInitialGzipBytes / 1024;
  rmSync(appDir, { recursive: true, force: true });
  cpSync(join(root, 'dist/bundle-size/browser'), appDir, { recursive: true });

  const server = await startStaticServer(appDir);
  const launchArgs = playwrightConfig.use?.launchOptions?.args ?? ['--headless', '--no-sandbox'];
  const browser = await chromium.launch({
    headless: true,
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [...launchArgs, '--js-flags=--expose-gc', '--enable-precise-memory-info'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.text().startsWith('[bench]')) console.error(message.text());
    });
    await page.goto(`${server.url}/bench?autostart=1${query ? `&${query}` : ''}`);

    const deadline = Date.now() + TIMEOUT_MS;
    let results: BenchResults | undefined;
    while (Date.now() < deadline) {
      results = await page.evaluate(() => window.__aguiBench);
      if (results && results.status !== 'running') break;
      await new Promise((done) => setTimeout(done, 2000));
    }
    if (!results || results.status === 'running') throw new Error('the benchmark page did not finish in time');
    if (results.status === 'failed' || !results.pipelines.A || !results.pipelines.B) {
      throw new Error(`the benchmark page failed: ${results.error ?? 'no results'}`);
    }
    const complete = results as CompleteResults;

    const machine: MachineInfo = {
      cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
      cores: cpus().length,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      chromium: browser.version(),
      node: process.versions.node,
      date: new Date().toISOString().slice(0, 10),
    };
    const markdown = toMarkdown(complete, machine);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(join(root, 'bench/results/browser.md'), markdown);
    // Runs with custom sizes are for experiments: only the full scenario lands in the README.
    if (!query) updateReadme(join(root, 'README.md'), README_HEADING, markdown);

    console.log(toTextTables(complete));
    console.log('');
    for (const check of checkTargets(complete)) {
      console.log(`${check.met ? 'met   ' : 'MISSED'}  ${check.target}: ${check.measured}`);
    }
    console.log(toSummaryLine(complete, bundleKb));
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
