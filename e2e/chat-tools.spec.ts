import { expect, test, type Page } from '@playwright/test';

import { answers, ask, expectNoAxeViolations, runStatus } from './support/chat';
import { atDemoAgent, watchThread } from './support/demo-agent';

// Journeys over the real HTTP + SSE demo agent: browser tools, approval, failures.

const approvalCard = (page: Page) =>
  page.getByRole('group', { name: 'The agent wants to run save_sources' });

/** How many runs of `threadId` the demo agent received (resumes are not runs). */
async function runsAtAgent(threadId: string): Promise<number> {
  return (await atDemoAgent<{ runs: number }>('runs', threadId)).runs;
}

test('approving a save runs the browser tool and the agent reads its result', async ({ page }) => {
  await page.goto('/');
  await ask(page, 'Save these sources to my reading list');
  await expect(
    page.getByRole('status').filter({ hasText: 'Search done (3 of 3 pages)' }),
  ).toBeVisible();
  const card = approvalCard(page);
  await expect(card).toBeFocused();
  await expect(card).toContainText('https://angular.dev/guide/signals');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Approve' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(answers(page).last()).toContainText('The save_sources tool answered: {"saved":2}');
  await expect(card).toHaveCount(0);
});

test('a call waiting for approval survives a reload; a double click and a second tab run it once', async ({
  context,
  page,
}) => {
  const threadOf = watchThread(page);
  await page.goto('/');
  await ask(page, 'Save these sources to my reading list');
  await expect(approvalCard(page)).toContainText('https://angular.dev/guide/signals');

  await page.reload();
  await expect(approvalCard(page)).toContainText('https://angular.dev/guide/signals');
  expect(await runsAtAgent(threadOf())).toBe(1);

  // A second tab shows the answer in progress in the first: it has no card to answer with.
  const tabB = await context.newPage();
  await tabB.goto('/');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(tabB.locator('agui-message[data-role="user"]')).toContainText(
    'Save these sources to my reading list',
  );
  await expect(approvalCard(tabB)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await approvalCard(page).getByRole('button', { name: 'Approve' }).dblclick();
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(answers(page).last()).toContainText('The save_sources tool answered: {"saved":2}');
  await expect(answers(tabB).last()).toContainText('The save_sources tool answered: {"saved":2}');
  await expect(approvalCard(tabB)).toHaveCount(0);
  // The question's run and the one run that carried the result: nothing twice.
  expect(await runsAtAgent(threadOf())).toBe(2);
});

test('rejecting a save tells the agent why', async ({ page }) => {
  await page.goto('/');
  await ask(page, 'Save these sources to my reading list');
  const card = approvalCard(page);
  await card.getByRole('textbox', { name: /Reason/ }).fill('not now');
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(answers(page).last()).toContainText(
    'The save_sources tool failed in your browser: The user rejected this call: not now',
  );
});

test('a browser tool that throws is reported to the agent, which answers', async ({ page }) => {
  await page.goto('/');
  await ask(page, 'Check a broken link');
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(answers(page).last()).toContainText(
    'The check_link tool failed in your browser: check_link failed: https://broken.example/ did not answer',
  );
});

test('stop during a browser tool ends the run as stopped', async ({ page }) => {
  await page.goto('/');
  await ask(page, 'Run a slow tool');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: 'Search done' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(runStatus(page)).toContainText('Stopped.');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
});

test('an agent that keeps calling tools is stopped by the loop guard', async ({ page }) => {
  await page.goto('/');
  await ask(page, 'Keep calling tools');
  await expect(
    page.getByText('The agent kept calling browser tools; the app stopped answering them'),
  ).toBeVisible();
});
