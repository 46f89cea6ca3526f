import { expect, type Page, test } from '@playwright/test';

import {
  answers,
  ask,
  askAndWait,
  chooseSetting,
  expectNoAxeViolations,
  runStatus,
} from './support/chat';

// The journeys of <agui-chat> itself over the real demo agent: edit and resend, Retry after an
// error, Stop without losing focus, and following the stream until the person scrolls up.

const questions = (page: Page) => page.getByRole('article', { name: 'You asked' });
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });

test('the last question is edited and sent again in place of the old turn', async ({ page }) => {
  await page.goto('/');
  await askAndWait(page, 'How do I cancel a fetch request?');

  await questions(page).last().getByRole('button', { name: 'Edit' }).click();
  const field = page.getByRole('textbox', { name: 'Edit your message' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('How do I cancel a fetch request?');
  // Escape leaves editing and gives focus back to Edit.
  await page.keyboard.press('Escape');
  await expect(questions(page).last().getByRole('button', { name: 'Edit' })).toBeFocused();

  await questions(page).last().getByRole('button', { name: 'Edit' }).click();
  await field.fill('What is Interaction to Next Paint?');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send again' }).click();

  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(questions(page)).toHaveCount(1);
  await expect(questions(page)).toContainText('What is Interaction to Next Paint?');
  await expect(answers(page)).toHaveCount(1);
  await expect(answers(page).last()).toContainText('Interaction to Next Paint');
  await expect(answers(page).last()).not.toContainText('AbortController');
});

test('Retry after a failed run answers the same question again', async ({ page }) => {
  await page.goto('/');
  await chooseSetting(page, 'Failure to simulate', 'Run error');
  await ask(page, 'What is INP?');
  await expect(runStatus(page)).toHaveText('The run failed.');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('DEMO_RUN_ERROR');

  await chooseSetting(page, 'Failure to simulate', 'None');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(alert).toBeEmpty();
  await expect(questions(page)).toHaveCount(1);
  await expect(answers(page)).toHaveCount(1);
  await expect(answers(page).last()).not.toContainText('Incomplete: the run failed.');
  await expect(answers(page).last()).toContainText('Interaction to Next Paint');
  // Retry went away with the error: focus is in the composer, not lost to the page.
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeFocused();
});

test('Stop ends the run and keeps focus in the chat', async ({ page }) => {
  await page.goto('/');
  await chooseSetting(page, 'Streaming pace', 'Slow');
  await ask(page, 'How do I cancel a fetch request?');
  await expect(answers(page).last()).toContainText('The fetch function');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(runStatus(page)).toContainText('Stopped.');
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeFocused();
});

test('the conversation follows the stream until scrolled up, then offers Jump to latest', async ({
  page,
}) => {
  await page.setViewportSize({ width: 900, height: 640 });
  await page.goto('/');
  await askAndWait(page, 'How do I cancel a fetch request?');
  await chooseSetting(page, 'Streaming pace', 'Slow');
  await ask(page, 'Tell me more');
  const log = conversation(page);
  const distanceToEnd = () =>
    log.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop);
  const answerLength = () =>
    answers(page)
      .last()
      .evaluate((el) => el.textContent!.length);

  // While the answer streams, the view stays at its end.
  await expect(answers(page)).toHaveCount(2);
  await expect(answers(page).last()).toContainText('Here is more');
  await expect.poll(distanceToEnd).toBeLessThan(48);
  const jump = page.getByRole('button', { name: 'Jump to latest' });
  await expect(jump).toHaveCount(0);

  // The person scrolls up: the view stays where they put it while the answer keeps growing.
  await log.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(jump).toBeVisible();
  const before = await answerLength();
  await expect.poll(answerLength).toBeGreaterThan(before);
  expect(await log.evaluate((el) => el.scrollTop)).toBe(0);

  // Jump to latest goes back to the end, follows again, and focus moves to the conversation.
  await jump.click();
  await expect(jump).toHaveCount(0);
  await expect(log).toBeFocused();
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect.poll(distanceToEnd).toBeLessThan(48);
});
