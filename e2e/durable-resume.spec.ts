import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  answers,
  ask,
  askAndWait,
  chooseSetting,
  runStatus,
  sourceLinks,
  textWithMarkers,
} from './support/chat';
import { atDemoAgent } from './support/demo-agent';

const QUESTION = 'How do I cancel a fetch request?';

const answerText = (answer: Locator) => textWithMarkers(answer.locator('agui-markdown'));

/** The thread id of the page's first run request, as the agent received it. */
function threadIdOf(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.on('request', (request) => {
      if (request.url().endsWith('/api/agent') && request.method() === 'POST')
        resolve((JSON.parse(request.postData() ?? '{}') as { threadId: string }).threadId);
    }),
  );
}

async function atAgent(threadId: string) {
  const runs = await atDemoAgent<{ runs: number }>('runs', threadId);
  const resumes = await atDemoAgent<{ lastEventIds: string[] }>('resumes', threadId);
  return { runs: runs.runs, lastEventIds: resumes.lastEventIds };
}

/** Waits until the answer streaming shows at least `words` words. */
async function waitForWords(page: Page, words: number): Promise<void> {
  await expect
    .poll(async () => (await answerText(answers(page).last())).split(/\s+/).length, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(words);
}

test('a reload mid-answer resumes the run: the same answer, once, after one Last-Event-ID', async ({
  page,
  browser,
}) => {
  const other = await browser.newPage();
  await other.goto('/');
  const undisturbed = await askAndWait(other, QUESTION);
  const expected = {
    text: await answerText(undisturbed),
    sources: await sourceLinks(undisturbed).allTextContents(),
  };
  await other.close();

  await page.goto('/');
  await chooseSetting(page, 'Streaming pace', 'Slow');
  const threadId = threadIdOf(page);
  await ask(page, QUESTION);
  await waitForWords(page, 30);
  await page.reload();

  await expect(runStatus(page)).toHaveText('Answer complete.', { timeout: 45_000 });
  await expect(answers(page)).toHaveCount(1);
  const resumed = answers(page).last();
  expect(await answerText(resumed)).toBe(expected.text);
  expect(await sourceLinks(resumed).allTextContents()).toEqual(expected.sources);
  await expect(page.getByRole('alert')).toBeEmpty();
  const counted = await atAgent(await threadId);
  expect(counted.runs).toBe(1);
  expect(counted.lastEventIds).toHaveLength(1);
  expect(counted.lastEventIds[0]).toMatch(/^[1-9]\d*$/);
});

test('a second tab opened during an answer shows it without running it again', async ({
  context,
}) => {
  const tabA = await context.newPage();
  await tabA.goto('/');
  await chooseSetting(tabA, 'Streaming pace', 'Slow');
  const threadId = threadIdOf(tabA);
  await ask(tabA, QUESTION);
  await waitForWords(tabA, 10);

  const tabB = await context.newPage();
  await tabB.goto('/');
  await expect(answers(tabB)).toHaveCount(1);
  await expect(runStatus(tabA)).toHaveText('Answer complete.', { timeout: 45_000 });
  const final = await answerText(answers(tabA).last());
  await expect.poll(() => answerText(answers(tabB).last())).toBe(final);

  const counted = await atAgent(await threadId);
  expect(counted).toEqual({ runs: 1, lastEventIds: [] });
});
