import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { answers, ask, expectNoAxeViolations } from './support/chat';
import { atDemoAgent, watchThread } from './support/demo-agent';

/** The `resume` of every run that answered an interrupt on `threadId`, as the agent counted. */
async function answersAtAgent(threadId: string): Promise<unknown[]> {
  return (await atDemoAgent<{ answers: unknown[] }>('interrupt-answers', threadId)).answers;
}

const card = (page: Page) => page.locator('agui-interrupt');

/** Asks for the approval in `page`, then opens the same thread in a second tab showing its card. */
async function approvalInTwoTabs(
  page: Page,
  context: BrowserContext,
  { reloadFirst }: { readonly reloadFirst: boolean },
): Promise<Page> {
  await page.goto('/');
  await ask(page, 'Approve: publish the report');
  await expect(card(page)).toContainText('Approve: publish the report?');
  if (reloadFirst) {
    await page.reload();
    await expect(card(page)).toContainText('Approve: publish the report?');
  }
  const tabB = await context.newPage();
  await tabB.goto('/');
  await expect(card(tabB)).toContainText('Approve: publish the report?');
  return tabB;
}

/** The one approval the agent must have received for `threadId`. */
async function expectOneApproval(threadId: string): Promise<void> {
  expect(await answersAtAgent(threadId)).toEqual([
    [
      {
        interruptId: expect.stringMatching(/^approve-/),
        status: 'resolved',
        payload: { approved: true },
      },
    ],
  ]);
}

test('the responseSchema form is filled by keyboard alone, with no axe violation, and resumes once', async ({
  page,
}) => {
  const threadOf = watchThread(page);
  await page.goto('/');
  await ask(page, 'Book a room for the review');
  await expect(card(page)).toContainText('Which room should I book');
  // The card takes focus when it appears: the form is reached from there.
  await expect(card(page)).toBeFocused();
  await expectNoAxeViolations(page);

  // Sent empty first: the errors are tied to their fields, and focus goes to the first.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Room' })).toBeFocused();
  await page.getByRole('button', { name: 'Send answer' }).focus();
  await page.keyboard.press('Enter');
  const room = page.getByRole('combobox', { name: 'Room' });
  await expect(room).toBeFocused();
  await expect(room).toHaveAccessibleDescription('This field is required.');
  await expectNoAxeViolations(page);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(room).toHaveValue('1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'People' })).toBeFocused();
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Projector' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send answer' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(answers(page).last()).toContainText('Booked Turing for 4 people.');
  await expect(card(page)).toHaveCount(0);
  expect(await answersAtAgent(threadOf())).toEqual([
    [
      {
        interruptId: expect.stringMatching(/^book-/),
        status: 'resolved',
        payload: { room: 'Turing', people: 4, projector: true },
      },
    ],
  ]);
});

test('a pending approval survives a reload; a double click and a second tab send one resume', async ({
  context,
  page,
}) => {
  const threadOf = watchThread(page);
  const tabB = await approvalInTwoTabs(page, context, { reloadFirst: true });

  await card(page).getByRole('button', { name: 'Approve' }).dblclick();
  await expect(answers(page).last()).toContainText('Approved: done.');
  // Tab B follows tab A's answer: its card goes, so it cannot answer again.
  await expect(answers(tabB).last()).toContainText('Approved: done.');
  await expect(card(tabB)).toHaveCount(0);
  await expectOneApproval(threadOf());
});

test('two tabs answering one interrupt at the same moment send one resume', async ({
  context,
  page,
}) => {
  const threadOf = watchThread(page);
  const tabB = await approvalInTwoTabs(page, context, { reloadFirst: false });

  // Neither tab has heard of the other's answer when it answers: the claim decides.
  await Promise.all([
    card(page).getByRole('button', { name: 'Approve' }).click(),
    card(tabB).getByRole('button', { name: 'Approve' }).click(),
  ]);
  await expect(answers(page).last()).toContainText('Approved: done.');
  await expect(answers(tabB).last()).toContainText('Approved: done.');
  await expect(card(page)).toHaveCount(0);
  await expect(card(tabB)).toHaveCount(0);
  await expectOneApproval(threadOf());
});

test('an expired interrupt cannot be resolved: the error shows and nothing is sent; it can be cancelled', async ({
  page,
}) => {
  const threadOf = watchThread(page);
  await page.goto('/');
  await ask(page, 'Approve quickly: publish the report');
  await expect(card(page)).toContainText('Approve: publish the report?');
  // The agent gave it 3 seconds.
  await page.waitForTimeout(3_500);

  await card(page).getByRole('button', { name: 'Approve' }).click();
  await expect(card(page).getByRole('alert')).toHaveText(
    /^This request expired at .+; it can only be cancelled\.$/,
  );
  expect(await answersAtAgent(threadOf())).toEqual([]);
  expect(await atDemoAgent('runs', threadOf())).toMatchObject({ runs: 1, actions: 0 });

  await card(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(answers(page).last()).toContainText('Cancelled: nothing was done.');
  expect(await answersAtAgent(threadOf())).toEqual([
    [{ interruptId: expect.stringMatching(/^approve-/), status: 'cancelled' }],
  ]);
});
