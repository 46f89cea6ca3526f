import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The hydration e2e (e2e/ssr), run by scripts/consumer-check.sh once each of its apps (Angular 21
 * and 22) has rendered a page on the server: `SSR_APP_DIR` is that app's browser output, served
 * as static files.
 */
const SSR_PORT = 4310;

export default defineConfig({
  ...baseConfig,
  testDir: './e2e/ssr',
  testIgnore: [],
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${SSR_PORT}` },
  webServer: {
    command: `node scripts/consumer-app-ssr/serve-static.mjs "${process.env['SSR_APP_DIR'] ?? ''}" ${SSR_PORT}`,
    url: `http://127.0.0.1:${SSR_PORT}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
