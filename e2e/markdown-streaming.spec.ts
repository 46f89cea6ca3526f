import { expect, test, type Page } from '@playwright/test';

/**
 * Streaming long answers into the real `<agui-markdown>` in Chromium: a chunk changes only the
 * end of the answer, so the DOM work of a chunk (nodes added, removed or changed, counted by a
 * MutationObserver) does not grow with the answer already shown, for every block kind.
 */

/** Opens the streaming page for one kind and starts counting DOM mutations in the answer. */
async function open(page: Page, kind: string) {
  await page.goto(`/markdown-stream?kind=${kind}`);
  await expect(page.getByRole('heading', { name: `Streaming Markdown: ${kind}` })).toBeVisible();
  await page.evaluate(() => {
    const counter = { records: 0 };
    Object.assign(window, { domWork: counter });
    new MutationObserver((records) => {
      for (const record of records)
        counter.records += record.addedNodes.length + record.removedNodes.length + 1;
    }).observe(document.querySelector('agui-markdown')!, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  });
}

/** The DOM mutations of `chunks` presses of "Next chunk", each awaited until it is painted. */
async function workOf(page: Page, chunks: number): Promise<number> {
  const before = await page.evaluate(
    () => (window as unknown as { domWork: { records: number } }).domWork.records,
  );
  for (let i = 0; i < chunks; i++) {
    await page.getByRole('button', { name: 'Next chunk' }).click();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  }
  const after = await page.evaluate(
    () => (window as unknown as { domWork: { records: number } }).domWork.records,
  );
  return after - before;
}

for (const kind of ['list', 'table', 'code', 'paragraphs', 'definitions']) {
  test(`streaming a long ${kind} answer costs the same DOM work per chunk early and late`, async ({
    page,
  }) => {
    await open(page, kind);
    const early = await workOf(page, 20);
    // Jump 40 KB ahead (each answer is 56-135 KB), then measure 20 chunks again.
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Next chunk',
      )!;
      for (let i = 0; i < 200; i++) button.click();
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const late = await workOf(page, 20);
    expect(late).toBeGreaterThan(0);
    // Late chunks may differ by the block boundaries they cross, never by the answer's length.
    expect(late).toBeLessThanOrEqual(early * 1.5 + 50);
  });
}

test('a GitHub-flavoured answer: padded table rows, LF code, no link in <www…>, footnote prose', async ({
  page,
}) => {
  await open(page, 'gfm');
  await page.getByRole('button', { name: 'Stream all' }).click();
  const answer = page.getByRole('article', { name: 'Streamed answer' });
  const rows = answer.locator('table tr');
  await expect(rows).toHaveCount(3);
  for (let r = 0; r < 3; r++) await expect(rows.nth(r).locator('th, td')).toHaveCount(3);
  await expect(answer.locator('pre code')).toHaveText('const a = 1;\nconst b = 2;');
  expect(await answer.locator('pre code').evaluate((code) => code.textContent)).not.toContain('\r');
  await expect(answer.getByText('<www.example.org>', { exact: false })).toBeVisible();
  await expect(answer.getByRole('link', { name: 'www.example.org' })).toHaveCount(0);
  await expect(answer.getByRole('link', { name: 'www.example.com' })).toHaveCount(1);
  await expect(answer.getByText('The note explains the claim in prose of its own.')).toBeVisible();
});
