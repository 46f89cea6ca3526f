import { expect, test } from '@playwright/test';

import {
  answers,
  ask,
  chooseSetting,
  FETCH_ANSWER,
  runStatus,
  textWithMarkers,
} from './support/chat';

test('stop keeps the partial answer and regenerate replaces it', async ({ page }) => {
  await page.goto('/');
  // A slow pace leaves time to stop mid-answer.
  await chooseSetting(page, 'Streaming pace', 'Slow');
  await ask(page, 'How do I cancel a fetch request?');
  const answer = answers(page).last();
  await expect(answer).toContainText('The fetch function');
  await page.getByRole('button', { name: 'Stop' }).click();

  await expect(runStatus(page)).toHaveText(
    'Stopped. The partial answer is kept; regenerate to try again.',
  );
  const partial = await textWithMarkers(answer.locator('agui-markdown'));
  expect(partial.length).toBeGreaterThan(
    'Here is what I found in 3 pages of the corpus. The fetch function'.length - 1,
  );
  expect(FETCH_ANSWER.replace(/\[\d\]/g, '').startsWith(partial.replace(/\[\d\]/g, ''))).toBe(true);
  expect(partial).not.toContain('in flight.');
  await expect(answer).toContainText('Stopped before the end.');
  await expect(page.getByRole('alert')).toBeEmpty();

  await chooseSetting(page, 'Streaming pace', 'Fast');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(answers(page)).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'You asked' })).toHaveCount(1);
  expect(await textWithMarkers(answers(page).last().locator('agui-markdown'))).toBe(FETCH_ANSWER);
  await expect(answers(page).last()).not.toContainText('Stopped before the end.');
});
