import { expect, test, type Page } from '@playwright/test';

import { answers, askAndWait, expectNoAxeViolations, runStatus } from './support/chat';
import { atDemoAgent } from './support/demo-agent';

// Edit and Regenerate keep what they replace as versions (docs/threads.md, "Answer versions"),
// over the real demo agent: switched by keyboard, kept across a reload, and only the path shown
// is sent to the agent (checked at the agent, GET /runs).

const FETCH = 'How do I cancel a fetch request?';
const INP = 'What is Interaction to Next Paint?';
const FOLLOW_UP = 'How do computed signals work?';

const questionRow = (page: Page) => page.locator('agui-message[data-role="user"]').first();
/** The first row of the answer (its reasoning, here): a turn's controls are on its first row. */
const answerRow = (page: Page) => page.locator('agui-message').nth(1);
const announced = (row: ReturnType<typeof questionRow>) =>
  row.locator('agui-message-versions [aria-live]');

/** The thread id of the page's first run request, as the agent received it. */
function threadIdOf(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.on('request', (request) => {
      if (request.url().endsWith('/api/agent') && request.method() === 'POST')
        resolve((JSON.parse(request.postData() ?? '{}') as { threadId: string }).threadId);
    }),
  );
}

/** What the agent received for the thread: the runs, and the person's messages of the last. */
const atAgent = (threadId: string) =>
  atDemoAgent<{ runs: number; lastQuestions: string[] }>('runs', threadId);

test('Edit then Regenerate give three versions, switched by keyboard, kept across a reload, only the path shown sent', async ({
  page,
}) => {
  const thread = threadIdOf(page);
  await page.goto('/');
  await askAndWait(page, FETCH);
  const threadId = await thread;

  await questionRow(page).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Edit your message' }).fill(INP);
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect.poll(async () => (await atAgent(threadId)).runs).toBe(2);
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect.poll(async () => (await atAgent(threadId)).runs).toBe(3);
  await expect(runStatus(page)).toHaveText('Answer complete.');

  // Three paths: the first question, the edit, and the regenerated answer to the edit.
  await expect(announced(questionRow(page))).toHaveText('Version 2 of 2');
  await expect(announced(answerRow(page))).toHaveText('Version 2 of 2');
  await expect(questionRow(page)).toContainText(INP);
  await expectNoAxeViolations(page);

  // By keyboard: the answer's Previous version, then the question's.
  await answerRow(page).getByRole('button', { name: 'Previous version' }).focus();
  await page.keyboard.press('Enter');
  await expect(announced(answerRow(page))).toHaveText('Version 1 of 2');
  await expect(answerRow(page).getByRole('button', { name: 'Previous version' })).toBeFocused();
  await questionRow(page).getByRole('button', { name: 'Previous version' }).focus();
  await page.keyboard.press('Enter');
  await expect(announced(questionRow(page))).toHaveText('Version 1 of 2');
  await expect(questionRow(page)).toContainText(FETCH);
  await expect(answers(page)).toHaveCount(1);
  // That path has one answer: the question's controls are the only ones.
  await expect(page.locator('agui-message-versions')).toHaveCount(1);
  await expect(answers(page).last()).toContainText('AbortController');

  // The versions survive a reload, the path shown with them.
  await page.reload();
  await expect(questionRow(page)).toContainText(FETCH);
  await expect(announced(questionRow(page))).toHaveText('Version 1 of 2');
  await questionRow(page).getByRole('button', { name: 'Next version' }).focus();
  await page.keyboard.press(' ');
  await expect(questionRow(page)).toContainText(INP);
  await expect(announced(answerRow(page))).toHaveText('Version 1 of 2');
  await expectNoAxeViolations(page);

  // The next question goes with the path shown only.
  await askAndWait(page, FOLLOW_UP);
  await expect.poll(async () => (await atAgent(threadId)).lastQuestions).toEqual([INP, FOLLOW_UP]);
});
