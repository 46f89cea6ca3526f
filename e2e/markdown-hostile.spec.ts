import { expect, test, type Page } from '@playwright/test';

/** Collects uncaught page errors, to assert there were none. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

async function open(page: Page, name: string) {
  await page.goto(`/markdown-hostile?case=${name}`);
  await expect(
    page.getByRole('heading', { level: 2, name: `Hostile Markdown: ${name}` }),
  ).toBeVisible();
  const hostile = page.getByRole('article', { name: 'Hostile answer' });
  const normal = page.getByRole('article', { name: 'Normal answer' });
  // The answer after the hostile one still renders, as Markdown.
  await expect(normal.getByRole('heading', { name: 'After it' })).toBeVisible();
  await expect(normal.getByRole('link', { name: 'link' })).toHaveAttribute(
    'href',
    'https://example.com/after',
  );
  return { hostile, normal };
}

for (const name of ['quotes', 'lists', 'emphasis', 'links', 'footnotes', 'autolinks', 'table']) {
  test(`a hostile answer (${name}) renders to its limit, says so, and the page goes on`, async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const { hostile } = await open(page, name);
    await expect(hostile.getByRole('note').first()).toContainText('plain text');
    await expect(hostile.getByText('the deep end', { exact: false })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a megabyte of code renders plain past the budget, not highlighted', async ({ page }) => {
  const errors = pageErrors(page);
  const { hostile } = await open(page, 'code');
  await expect(hostile.getByRole('note').first()).toContainText('plain text');
  await expect(hostile.getByRole('button', { name: 'Copy js code' })).toBeVisible();
  await expect(hostile.locator('pre code span')).toHaveCount(0);
  await expect(hostile.getByText('the deep end', { exact: false })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a link that looks relative but leads to another host is text, not a link', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const { hostile } = await open(page, 'relative');
  await expect(hostile.getByText('evil2', { exact: false })).toBeVisible();
  await expect(hostile.getByRole('link', { name: 'evil', exact: true })).toHaveCount(0);
  await expect(hostile.getByRole('link', { name: 'evil2' })).toHaveCount(0);
  await expect(hostile.getByRole('link', { name: 'fine' })).toHaveAttribute('href', '/docs/page');
  await expect(hostile.getByRole('note')).toHaveCount(0);
  expect(errors).toEqual([]);
});
