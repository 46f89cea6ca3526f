import { expect, type Page, test } from '@playwright/test';
import { join } from 'node:path';

/** Where the README's pictures live (committed; this script is the only thing that writes them). */
const picture = (name: string) => join(__dirname, `../../docs/images/${name}.png`);

/** Asks one question through the composer and waits for the complete answer. */
async function askAndWait(page: Page, field: string, send: string, done: string, question: string) {
  await page.getByRole('textbox', { name: field }).fill(question);
  await page.getByRole('button', { name: send, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

const ENGLISH = ['Your question', 'Send', 'Answer complete.'] as const;

for (const scheme of ['light', 'dark'] as const) {
  test(`the README picture of the chat kit, ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto('/');
    await askAndWait(page, ...ENGLISH, 'How do computed signals work?');
    await page.getByRole('button', { name: 'Good answer' }).last().click();
    await page.screenshot({ path: picture(`chat-${scheme}`) });
  });
}

test('the README picture of the chat on a phone', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await askAndWait(page, ...ENGLISH, 'How do I cancel a fetch request?');
  await page.locator('agui-chat').scrollIntoViewIfNeeded();
  await page.screenshot({ path: picture('chat-phone') });
});

test('the README picture of the chat in Arabic, right to left', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto('/lang/ar');
  await askAndWait(page, 'الرسالة', 'إرسال', 'اكتملت الإجابة.', 'How do computed signals work?');
  await page.screenshot({ path: picture('chat-rtl') });
});
