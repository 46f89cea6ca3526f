import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startStaticServer } from './static-server';

async function main() {
  const server = await startStaticServer('/work/main/dist/bench-browser/browser');
  const browser = await chromium.launch({ headless: true, executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--js-flags=--expose-gc'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/open-saved?seed=1`);
  for (;;) { const r = await page.evaluate(() => (window as any).__aguiOpenSaved); if (r?.status === 'seeded') break; await new Promise((d) => setTimeout(d, 500)); }
  const profile = process.argv.includes('--profile'); const plain = process.argv.includes('--plain');
  const cdp = await context.newCDPSession(page);
  if (plain) {} else if (profile) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  else await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline.frame'] });
  await page.goto(`${server.url}/open-saved`);
  let r: any;
  for (;;) { r = await page.evaluate(() => (window as any).__aguiOpenSaved); if (r?.status === 'done' || r?.status === 'failed') break; await new Promise((d) => setTimeout(d, 300)); }
  console.log(JSON.stringify(r));
  if (plain) {} else if (profile) { const { profile: p } = await cdp.send('Profiler.stop'); writeFileSync('/work/tmp/open-saved.cpuprofile', JSON.stringify(p)); }
  else writeFileSync('/work/tmp/open-saved.trace.json', (await browser.stopTracing()).toString('utf8'));
  await browser.close(); await server.close();
}
main();
