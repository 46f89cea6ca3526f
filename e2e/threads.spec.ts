import { expect, test, type Page } from '@playwright/test';

import {
  answers,
  ask,
  askAndWait,
  chooseSetting,
  expectNoAxeViolations,
  FETCH_ANSWER,
  runStatus,
  sourceLinks,
  textWithMarkers,
} from './support/chat';

const FETCH = 'How do I cancel a fetch request?';
const SIGNALS = 'How do computed signals work?';

const threadList = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
const threadButton = (page: Page, title: string) =>
  threadList(page).getByRole('button', { name: title, exact: true });

test('a reload restores the conversation with its markers and sources', async ({ page }) => {
  await page.goto('/');
  const answer = await askAndWait(page, FETCH);
  await expect(sourceLinks(answer)).toHaveCount(3);
  await expect(threadButton(page, FETCH)).toHaveAttribute('aria-current', 'true');

  await page.reload();
  await expect(answers(page)).toHaveCount(1);
  const restored = answers(page).last();
  expect(await textWithMarkers(restored.locator('agui-markdown'))).toBe(FETCH_ANSWER);
  await expect(restored.getByRole('button', { name: /^Source \d/ })).toHaveCount(3);
  await expect(sourceLinks(restored)).toHaveCount(3);
  await expect(threadButton(page, FETCH)).toHaveAttribute('aria-current', 'true');
  // The restored thread goes on: the agent gets the whole conversation.
  await askAndWait(page, SIGNALS);
  await expect(answers(page)).toHaveCount(2);
});

test('a reload mid-answer the agent cannot resume shows the partial answer cut short, with Regenerate', async ({
  page,
}) => {
  // The agent no longer holds the run when the reloaded page asks to resume it.
  await page.route('**/api/agent', (route) =>
    route.request().headers()['last-event-id'] === undefined
      ? route.continue()
      : route.fulfill({ status: 410, contentType: 'application/json', body: '{"error":"gone"}' }),
  );
  await page.goto('/');
  await chooseSetting(page, 'Streaming pace', 'Slow');
  await ask(page, FETCH);
  await expect(answers(page).last()).toContainText('The fetch function');

  await page.reload();
  const partial = answers(page).last();
  await expect(partial).toContainText('The fetch function');
  await expect(partial).toContainText('Incomplete: the run failed.');
  await expect(page.getByRole('alert')).toContainText(
    'The page was closed before the run finished: the answer was cut short.',
  );
  const text = await textWithMarkers(partial.locator('agui-markdown'));
  expect(text).not.toContain('in flight.');

  await chooseSetting(page, 'Streaming pace', 'Fast');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(answers(page)).toHaveCount(1);
  expect(await textWithMarkers(answers(page).last().locator('agui-markdown'))).toBe(FETCH_ANSWER);
});

test('the thread list switches, renames and deletes threads', async ({ page }) => {
  await page.goto('/');
  await askAndWait(page, FETCH);
  await threadList(page).getByRole('button', { name: 'New conversation' }).click();
  await expect(answers(page)).toHaveCount(0);
  await askAndWait(page, SIGNALS);
  await expect(threadList(page).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Switch, with the keyboard.
  await threadButton(page, FETCH).focus();
  await page.keyboard.press('Enter');
  await expect(threadButton(page, FETCH)).toHaveAttribute('aria-current', 'true');
  await expect(answers(page)).toHaveCount(1);
  await expect(answers(page).last()).toContainText('The fetch function');

  // Rename in place; the new title survives a reload.
  await threadList(page)
    .getByRole('button', { name: `Rename “${FETCH}”` })
    .click();
  const field = threadList(page).getByRole('textbox', { name: `Title of “${FETCH}”` });
  await expect(field).toBeFocused();
  await field.fill('Cancelling fetch');
  await field.press('Enter');
  await expect(threadButton(page, 'Cancelling fetch')).toHaveAttribute('aria-current', 'true');
  await page.reload();
  await expect(threadButton(page, 'Cancelling fetch')).toHaveAttribute('aria-current', 'true');
  await expect(answers(page).last()).toContainText('The fetch function');

  // Delete after a confirmation: the other thread is shown.
  await threadList(page).getByRole('button', { name: 'Delete “Cancelling fetch”' }).click();
  const confirm = threadList(page).getByRole('group', { name: /^Delete “Cancelling fetch”\?/ });
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(threadList(page).getByRole('listitem')).toHaveCount(1);
  await expect(threadButton(page, SIGNALS)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('article', { name: 'You asked' })).toContainText(SIGNALS);
  await page.reload();
  await expect(threadList(page).getByRole('listitem')).toHaveCount(1);
});
