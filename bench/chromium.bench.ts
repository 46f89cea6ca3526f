/*
 * Our reducer in Chromium (Debian's, headless), on scenarios (b) and (c): the engine an Angular
 * app runs it in. Bundles chromium-page.ts with esbuild, loads it into a page served with
 * cross-origin isolation (so `performance.now()` is precise to 5 µs, not 100 µs) and returns the
 * Markdown section. Our runs only: the reference's ratios are measured in Node (reducer.bench.ts).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';
import { build } from 'esbuild';

import type { ChromiumRow } from './chromium-page';
import { rate, tenthsCell } from './tenths';

const here = fileURLToPath(new URL('.', import.meta.url));

export default async function chromiumBench(): Promise<string> {
  const bundle = await build({
    entryPoints: [join(here, 'chromium-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    tsconfig: join(here, '..', 'tsconfig.json'),
    logLevel: 'error',
  });
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage();
    const origin = 'http://bench.localhost';
    await page.route(`${origin}/`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: {
          'Cross-Origin-Opener-Policy': 'same-origin',
          'Cross-Origin-Embedder-Policy': 'require-corp',
        },
        body: `<!doctype html><script>${bundle.outputFiles[0].text.replaceAll('</script', '<\\/script')}</script>`,
      }),
    );
    await page.goto(`${origin}/`);
    if (!(await page.evaluate(() => globalThis.crossOriginIsolated)))
      throw new Error('the bench page is not cross-origin isolated');
    const rows = await page.evaluate(
      () =>
        (globalThis as { runReducerScenarios?: () => ChromiumRow[] }).runReducerScenarios?.() ?? [],
    );
    return [
      `### Reducer in Chromium ${browser.version()}: ours, \`applyAgentEvent\` loop`,
      '',
      '| Scenario | Events | Total | Events/s | µs/event, 2nd → last tenth |',
      '|---|---|---|---|---|',
      ...rows.map(
        ({ label, loop }) =>
          `| ${label} | ${loop.events.toLocaleString('en')} | ${loop.ms.toFixed(0)} ms | ${rate(loop).toLocaleString('en')} | ${tenthsCell(loop)} |`,
      ),
    ].join('\n');
  } finally {
    await browser.close();
  }
}
