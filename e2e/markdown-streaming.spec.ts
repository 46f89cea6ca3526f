import { expect, test, type Page } from '@playwright/test';

/**
 * Streaming long answers into the real `<agui-markdown>` in Chromium: a chunk parses and changes
 * only the end of the answer, so neither the DOM work of a chunk (nodes added, removed or changed,
 * counted by a MutationObserver), nor the views Angular checks (template runs, counted by its
 * dev-mode profiler: a growing list or table must not check a view per item), nor its time grows
 * with the answer already shown, for every block kind. The time bound is loose (a busy machine
 * must not fail it): re-parsing the growing block took seconds per chunk at this length.
 */

/** What the page counts: DOM mutations in the answer and Angular template runs. */
interface Work {
  records: number;
  templates: number;
}

/** Angular's dev-mode profiler hook (`ng serve` builds the demo in dev mode). */
type SetProfiler = (profiler: (event: number) => void) => void;
/** `ProfilerEvent.TemplateUpdateStart`: a view's template runs to check its bindings. */
const TEMPLATE_UPDATE_START = 2;

/** Opens the streaming page for one kind and starts counting DOM mutations in the answer. */
async function open(page: Page, kind: string) {
  await page.goto(`/markdown-stream?kind=${kind}`);
  await expect(page.getByRole('heading', { name: `Streaming Markdown: ${kind}` })).toBeVisible();
  await page.evaluate((templateUpdateStart) => {
    const counter: Work = { records: 0, templates: 0 };
    Object.assign(window, { domWork: counter });
    (window as unknown as { ng: { ɵsetProfiler: SetProfiler } }).ng.ɵsetProfiler((event) => {
      if (event === templateUpdateStart) counter.templates++;
    });
    new MutationObserver((records) => {
      for (const record of records)
        counter.records += record.addedNodes.length + record.removedNodes.length + 1;
    }).observe(document.querySelector('agui-markdown')!, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }, TEMPLATE_UPDATE_START);
}

/** What the page counted so far. */
const counted = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { domWork: Work }).domWork }));

/** Work and milliseconds of `chunks` presses of "Next chunk", each until painted. */
async function workOf(page: Page, chunks: number): Promise<Work & { ms: number }> {
  const started = Date.now();
  const before = await counted(page);
  for (let i = 0; i < chunks; i++) {
    await page.getByRole('button', { name: 'Next chunk' }).click();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  }
  const after = await counted(page);
  return {
    records: after.records - before.records,
    templates: after.templates - before.templates,
    ms: Date.now() - started,
  };
}

/** Chunks streamed between the two measures: most of each answer (they are 49-135 KB). */
const JUMP: Record<string, number> = {
  list: 400,
  tasks: 300,
  steps: 300,
  table: 300,
  code: 400,
  paragraphs: 400,
  quotes: 300,
  definitions: 150,
};

for (const kind of Object.keys(JUMP)) {
  test(`streaming a long ${kind} answer costs the same DOM work per chunk early and late`, async ({
    page,
  }) => {
    await open(page, kind);
    const early = await workOf(page, 20);
    // Stream most of the answer, a chunk a frame, then measure 20 chunks again.
    await page.evaluate(async (jump) => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Next chunk',
      )!;
      for (let i = 0; i < jump; i++) {
        button.click();
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      }
    }, JUMP[kind]);
    const late = await workOf(page, 20);
    expect(late.records).toBeGreaterThan(0);
    // Late chunks may differ by the block boundaries they cross, never by the answer's length.
    expect(late.records).toBeLessThanOrEqual(early.records * 1.5 + 50);
    // Angular checks the views on the path to the end, not one per block, item or row: at most
    // one more level of block groups (16 views) per chunk.
    expect(late.templates).toBeGreaterThan(0);
    expect(late.templates).toBeLessThanOrEqual(early.templates * 1.25 + 20 * 16);
    expect(late.ms).toBeLessThan(early.ms * 2 + 1_000);
    // And the answer is still Markdown this far in: no budget cut it to plain text.
    await expect(
      page.getByRole('article', { name: 'Streamed answer' }).getByRole('note'),
    ).toHaveCount(0);
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

test('a long answer keeps one gap between its blocks where one group of blocks ends and the next begins, and its text far off screen is found', async ({
  page,
}) => {
  await open(page, 'paragraphs');
  await page.getByRole('button', { name: 'Stream all' }).click();
  const answer = page.getByRole('article', { name: 'Streamed answer' });
  // Groups of 16 blocks are boxes of their own (layout containment).
  await expect(answer.locator('agui-markdown-group.agui-md-chunk').nth(2)).toBeAttached();
  const gaps = await answer.evaluate((article) => {
    const blocks = [...article.querySelectorAll('agui-markdown-block > p')].slice(0, 40);
    blocks[39].scrollIntoView();
    blocks[0].scrollIntoView();
    return blocks.slice(1).map((block, i) => {
      block.scrollIntoView();
      const before = blocks[i].getBoundingClientRect();
      return Math.round(block.getBoundingClientRect().top - before.bottom);
    });
  });
  expect(new Set(gaps).size, `gaps between blocks: ${gaps.join(', ')}`).toBe(1);
  // Find in page reaches text in a group that was never on screen.
  const last = await answer.locator('agui-markdown-block > p').last().textContent();
  expect(
    await page.evaluate(
      (text) => (window as unknown as { find: (s: string) => boolean }).find(text),
      last!.trim().slice(0, 30),
    ),
  ).toBe(true);
});
