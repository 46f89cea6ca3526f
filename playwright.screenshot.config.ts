import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * `npm run screenshot`: the README's picture, taken from the running demo and its agent (the same
 * servers as the e2e), so the picture shows what the code does today.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './e2e/screenshot',
  testIgnore: [],
  reporter: 'list',
});
