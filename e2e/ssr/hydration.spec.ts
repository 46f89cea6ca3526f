import { expect, test, type ConsoleMessage } from '@playwright/test';

/*
 * Hydration of a server-rendered page. scripts/consumer-check.sh builds it in each of its apps
 * (Angular 21 and 22, installing the packed library), prerendered by `ng build` with
 * @angular/ssr. The build is a development one, so Angular reports hydration problems on the
 * console and says how many components it hydrated.
 */

declare global {
  interface Window {
    /** The first marker's trigger as the server's HTML made it, before any script ran. */
    aguiServerTrigger?: Element | null;
  }
}

test('the server-rendered answer hydrates without a mismatch and its markers open their cards', async ({
  page,
}) => {
  const messages: ConsoleMessage[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => messages.push(message));
  page.on('pageerror', (error) => pageErrors.push(error));
  // Parsing ends (readyState "interactive") before the deferred module scripts run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        window.aguiServerTrigger = document.querySelector('agui-citation-marker button');
      }
    });
  });

  // Angular's hydration report, or the first error (a mismatch is reported as one), whichever
  // comes first.
  const hydrated = page.waitForEvent('console', {
    predicate: (message) =>
      message.type() === 'error' || message.text().startsWith('Angular hydrated'),
    timeout: 15_000,
  });
  await page.goto('/');
  const report = (await hydrated).text();
  expect(report).toMatch(
    /^Angular hydrated [1-9]\d* component\(s\) and \d+ node\(s\), 0 component\(s\) were skipped/,
  );

  // The server's nodes were kept, not re-created: the trigger element is the same object.
  const trigger = page.locator('agui-citation-marker button').first();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(await trigger.evaluate((element) => element === window.aguiServerTrigger)).toBe(true);
  await expect(page.locator('#run-status')).toHaveText('Run: success');
  await expect(page.locator('agui-citation-marker')).toHaveCount(3);
  await expect(page.locator('agui-sources li')).toHaveCount(2);

  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const card = page.getByRole('dialog');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Espresso brewing standards');

  const problems = messages.filter(
    (message) => message.type() === 'error' || message.type() === 'warning',
  );
  expect(problems.map((message) => message.text())).toEqual([]);
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});
