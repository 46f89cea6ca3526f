import { expect, test } from '@playwright/test';

test('the demo page streams an answer from the demo agent over SSE', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AG-UI citations demo');
  const sse = page.waitForResponse(
    (res) => res.url().endsWith('/api/agent') && res.headers()['content-type'] === 'text/event-stream',
  );
  await page.getByRole('button', { name: 'Ask the agent' }).click();
  expect((await sse).status()).toBe(200);
  await expect(page.getByRole('article', { name: 'Answer' })).toContainText('Here is what I found in');
  await expect(page.getByRole('status')).toHaveText('Idle');
});
