import { expect, test } from '@playwright/test';
import { join } from 'node:path';

import { answers, ask, runStatus } from '../support/chat';

/** Where the README's picture lives (committed; this script is the only thing that writes it). */
const PICTURE = join(__dirname, '../../docs/images/chat-with-citations.png');

test('the README picture: a cited answer with a citation card open', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 760 });
  await page.goto('/');
  await ask(page, 'How do I cancel a fetch request?');
  await expect(runStatus(page)).toHaveText('Answer complete.');

  const answer = answers(page).last();
  const marker = answer.getByRole('button', { name: /^Source 2/ });
  await marker.hover();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: PICTURE });
});
