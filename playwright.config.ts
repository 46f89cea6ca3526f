import { defineConfig } from '@playwright/test';

/**
 * Ports kept apart from `npm start` (4200 / 8787), so a running demo never collides with e2e.
 * AGUI_E2E_DEMO_PORT / AGUI_E2E_AGENT_PORT move them, so two checkouts can run e2e side by side.
 */
const DEMO_PORT = Number(process.env['AGUI_E2E_DEMO_PORT'] ?? 4300);
const AGENT_PORT = Number(process.env['AGUI_E2E_AGENT_PORT'] ?? 8788);

export default defineConfig({
  testDir: './e2e',
  // The hydration e2e needs a server-rendered app: scripts/consumer-check.sh runs it
  // (playwright.ssr.config.ts). The README picture is taken by `npm run screenshot`.
  testIgnore: ['ssr/**', 'screenshot/**'],
  workers: 1,
  reporter: process.env['CI'] ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${DEMO_PORT}`,
    headless: true,
    launchOptions: {
      // Debian's Chromium, never a downloaded browser (these machines cannot download one).
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx projects/demo-agent/src/main.ts',
      url: `http://127.0.0.1:${AGENT_PORT}/health`,
      // A fast pace and a short slow start keep the suite quick; journeys that need time to act
      // mid-answer choose the slow pace in the demo's settings.
      env: {
        AGUI_AGENT_PORT: String(AGENT_PORT),
        AGUI_DEMO_DELAY_MS: '10',
        AGUI_DEMO_SLOW_START_MS: '1500',
      },
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    {
      // No prebundling: Vite would find a lazily imported CommonJS dependency (partial-json) at
      // run time, optimise it and reload the page under the test. No live reload: a file saved
      // while the suite runs would reload it too.
      command: `npx ng serve demo --host 127.0.0.1 --port ${DEMO_PORT} --no-prebundle --no-live-reload`,
      url: `http://127.0.0.1:${DEMO_PORT}`,
      env: { NG_CLI_ANALYTICS: 'false', AGUI_AGENT_URL: `http://127.0.0.1:${AGENT_PORT}` },
      reuseExistingServer: !process.env['CI'],
      timeout: 180_000,
    },
  ],
});
