import { expect, test } from '@playwright/test';
import { join } from 'node:path';

import { askAndWait } from '../support/chat';

/** The pictures of docs/devtools.md (committed; this script is the only thing that writes them). */
const PANEL = join(__dirname, '../../docs/images/devtools-state-delta.png');
const TRAVEL = join(__dirname, '../../docs/images/devtools-time-travel.png');

test('the devtools pictures: a STATE_DELTA with its patch, and time travel', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await askAndWait(page, 'How do I cancel a fetch request?');

  await page.keyboard.press('Alt+Shift+A');
  const panel = page.getByRole('region', { name: 'AG-UI devtools' });
  await expect(panel).toBeVisible();
  await panel.getByRole('combobox', { name: 'Type' }).selectOption('STATE_DELTA');
  await panel.getByRole('listitem').getByRole('button').first().click();
  await expect(panel.getByRole('heading', { name: 'JSON Patch' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: PANEL });

  await panel.getByRole('button', { name: 'Show the app as it was after this event' }).click();
  await expect(panel.getByRole('button', { name: 'Back to live' })).toBeVisible();
  await page.screenshot({ path: TRAVEL });
});
