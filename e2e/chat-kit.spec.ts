import { expect, test } from '@playwright/test';

import { answers, askAndWait, expectNoAxeViolations, runStatus } from './support/chat';

test('a suggestion chip sends its text to the agent, and the agent suggests follow-ups', async ({
  page,
}) => {
  await page.goto('/');
  const chips = page.getByRole('group', { name: 'Suggestions' });
  const chip = chips.getByRole('button', { name: 'How do I cancel a fetch request?' });
  // By keyboard: Tab reaches the chip like any button, Enter chooses it.
  await chip.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'You asked' })).toHaveText(
    /How do I cancel a fetch request\?/,
  );
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(answers(page)).toHaveCount(1);

  // The agent's chips (its state's `suggestions`) replace the app's after the answer.
  await expect(chips.getByRole('button', { name: 'Tell me more' })).toBeVisible();
  await expect(chip).toHaveCount(0);
  await expectNoAxeViolations(page);
  await chips.getByRole('button', { name: 'Tell me more' }).click();
  await expect(page.getByRole('article', { name: 'You asked' })).toHaveCount(2);
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(answers(page)).toHaveCount(2);
});

test('feedback with a comment reaches onFeedback and survives a reload', async ({ page }) => {
  await page.goto('/');
  const answer = await askAndWait(page, 'How do computed signals work?');
  const rating = answer.getByRole('group', { name: 'Rate this answer' });
  const bad = rating.getByRole('button', { name: 'Bad answer' });
  await expect(bad).toHaveAttribute('aria-pressed', 'false');
  await bad.click();
  await expect(bad).toHaveAttribute('aria-pressed', 'true');
  await expect(rating.getByRole('button', { name: 'Good answer' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await answer.getByRole('textbox', { name: 'Comment (optional)' }).fill('It skips effects.');
  await answer.getByRole('button', { name: 'Send comment' }).click();
  // The demo's onFeedback hook shows the META event it received.
  const received = page.getByLabel('Last feedback event');
  await expect(received).toContainText('"type": "META"');
  await expect(received).toContainText('"metaType": "thumbs_down"');
  await expect(received).toContainText('"comment": "It skips effects."');
  await expectNoAxeViolations(page);

  await page.reload();
  const restored = answers(page).last();
  await expect(restored).toContainText('computed');
  await expect(
    restored
      .getByRole('group', { name: 'Rate this answer' })
      .getByRole('button', { name: 'Bad answer' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(restored).toContainText('It skips effects.');
});
