import { expect, test } from '@playwright/test';

import { askAndWait, expectNoAxeViolations } from './support/chat';

test('a Markdown answer shows its footnote markers, and a marker in a list item opens its card', async ({
  page,
}) => {
  await page.goto('/gallery');
  const section = page.getByRole('region', { name: 'Markdown with footnotes' });
  await expect(
    section.getByRole('heading', { level: 4, name: 'Cancelling a fetch request' }),
  ).toBeVisible();
  await expect(section.getByRole('table')).toBeVisible();
  await expect(section.getByText('const controller = new AbortController();')).toBeVisible();
  await expect(section.getByText('[^1]')).toHaveCount(0);

  const item = section.getByRole('listitem').filter({ hasText: 'Create an AbortController' });
  const marker = item.getByRole('button', { name: /source 1: AbortController/i });
  await expect(marker).toBeVisible();
  await marker.focus();
  const card = page.getByRole('dialog', { name: /AbortController/ });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link').first()).toHaveAttribute(
    'href',
    'https://developer.mozilla.org/en-US/docs/Web/API/AbortController',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  const sources = page.getByRole('region', { name: 'Sources of the Markdown answer' });
  await expect(sources.getByRole('listitem')).toHaveCount(3);
});

test("the demo agent's answers use Markdown: a numbered list, a table and a code block, markers in place", async ({
  page,
}) => {
  await page.goto('/');
  const steps = await askAndWait(page, 'What are the steps to cancel a fetch request?');
  const items = steps.getByRole('list').first().getByRole('listitem');
  await expect(items).toHaveCount(3);
  for (const item of await items.all())
    await expect(item.getByRole('button', { name: /^Source \d/ })).toHaveCount(1);

  const compared = await askAndWait(page, 'Compare server-sent events and WebSockets');
  const rows = compared.getByRole('table').getByRole('row');
  await expect(rows.first()).toContainText('Page');
  await expect(rows.nth(1).getByRole('button', { name: /^Source \d/ })).toHaveCount(1);

  const example = await askAndWait(page, 'Show me an example of an AbortController');
  await expect(example.locator('pre')).toContainText('const controller = new AbortController();');
  await expectNoAxeViolations(page);
});
