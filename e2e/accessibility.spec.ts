import { expect, test } from '@playwright/test';

import { askAndWait, expectNoAxeViolations } from './support/chat';

const SHOTS = 'test-results/screenshots';

test('the chat with a cited answer has no axe violations in light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/');
  await expectNoAxeViolations(page);
  const answer = await askAndWait(page, 'How do I cancel a fetch request?');
  await answer.getByRole('button', { name: /^Source 2:/ }).hover();
  await expect(page.getByRole('dialog', { name: 'AbortController' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/chat-light.png`, fullPage: true });

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/chat-dark.png`, fullPage: true });
});

test('the format gallery has no axe violations in light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 2, name: 'Format gallery' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/gallery.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/gallery-dark.png` });
});
