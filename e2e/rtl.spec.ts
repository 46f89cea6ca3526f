import { expect, type Locator, type Page, test } from '@playwright/test';

import { expectNoAxeViolations } from './support/chat';

/** The Arabic chat's texts (AG_UI_ARABIC), as a person reads them. */
const AR = {
  field: 'الرسالة',
  send: 'إرسال',
  status: 'حالة التشغيل',
  complete: 'اكتملت الإجابة.',
  question: 'كتبتَ',
  threads: 'المحادثات',
};

/** Asks on the Arabic chat and waits for the answer. */
async function askInArabic(page: Page, question: string): Promise<void> {
  await page.getByRole('textbox', { name: AR.field }).fill(question);
  await page.getByRole('button', { name: AR.send, exact: true }).click();
  await expect(page.getByRole('status', { name: AR.status })).toHaveText(AR.complete);
}

/** The box of an element in viewport coordinates. */
function box(locator: Locator): Promise<{ left: number; right: number }> {
  return locator.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    return { left, right };
  });
}

/** How far the page scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

test('the Arabic chat mirrors: question, composer, thread list and page columns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/lang/ar');
  const chat = page.locator('agui-chat');
  await expect(chat).toHaveAttribute('dir', 'rtl');
  await expect(chat).toHaveAttribute('lang', 'ar');
  await askInArabic(page, 'How do I cancel a fetch request?');

  // The person's question sits at the inline start of the conversation: its left in RTL.
  const list = await box(page.locator('.agui-message-list-rows'));
  const question = await box(page.getByRole('article', { name: AR.question }));
  expect(question.left - list.left).toBeLessThan(24);
  expect(list.right - question.right).toBeGreaterThan(48);

  // The send button starts the composer's row: on the right.
  const form = await box(page.locator('form.agui-composer'));
  const send = await box(page.getByRole('button', { name: AR.send, exact: true }));
  expect(form.right - send.right).toBeLessThan(24);

  // The thread list and the demo's panels move to the left of the conversation.
  const threads = await box(page.getByRole('navigation', { name: AR.threads }));
  const conversation = await box(page.locator('section.conversation'));
  expect(threads.right).toBeLessThanOrEqual(conversation.left);

  // A marker's card opens in the viewport, in the same direction.
  const marker = page.getByRole('button', { name: /^المصدر 1/ }).first();
  // A click that lands while the answer's last render replaces the marker is lost: click again
  // until the card is open (a click on an open marker would close it, so only then).
  await expect(async () => {
    await marker.click();
    await expect(marker).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass();
  const card = page.locator(`[id="${await marker.getAttribute('aria-controls')}"]`);
  await expect(card).toBeVisible();
  expect(await card.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  const cardBox = await box(card);
  expect(cardBox.left).toBeGreaterThanOrEqual(0);
  expect(cardBox.right).toBeLessThanOrEqual(1280);
  await expectNoAxeViolations(page);
});

test('the English chat keeps the opposite sides (the checks above can fail)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page
    .getByRole('textbox', { name: 'Your question' })
    .fill('How do I cancel a fetch request?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Run status' })).toHaveText('Answer complete.');
  const list = await box(page.locator('.agui-message-list-rows'));
  const question = await box(page.getByRole('article', { name: 'You asked' }));
  expect(list.right - question.right).toBeLessThan(24);
  expect(question.left - list.left).toBeGreaterThan(48);
  const form = await box(page.locator('form.agui-composer'));
  const send = await box(page.getByRole('button', { name: 'Send', exact: true }));
  expect(send.left - form.left).toBeLessThan(24);
});

for (const width of [360, 768, 1280] as const) {
  test(`the Arabic chat never scrolls sideways at ${width} px, after a long answer`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/lang/ar');
    await askInArabic(
      page,
      'Compare in a table how an AbortController aborts a fetch, with a code example, for ' +
        'https://example.com/a/very/long/path/that/never/breaks/anywhere/at/all/index.html?query=x',
    );
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await sideways(page)).toBe(0);
  });
}
