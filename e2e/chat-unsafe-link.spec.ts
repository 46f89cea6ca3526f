import { expect, test } from '@playwright/test';

import { answers, ask, askAndWait, runStatus, sourceLinks } from './support/chat';

test('a source with a javascript: URL is shown as plain text, never as a link', async ({
  page,
}) => {
  await page.goto('/');
  await askAndWait(page, 'What is INP?');
  await ask(page, 'Simulate an unsafe link: how do I cancel a fetch request?');
  await expect(runStatus(page)).toHaveText('Answer complete.');

  const answer = answers(page).last();
  const sources = answer.getByRole('region', { name: /Sources/ });
  await expect(sources.getByRole('listitem')).toHaveCount(3);
  await expect(sources.getByText('AbortController')).toBeVisible();
  await expect(sources.getByRole('link', { name: 'AbortController' })).toHaveCount(0);
  await expect(sources.getByRole('link', { name: 'Using the Fetch API' })).toBeVisible();

  // Its card has no link either, and no element anywhere carries the javascript: URL as a link.
  await answer.getByRole('button', { name: /^Source 2: AbortController/ }).focus();
  const card = page.getByRole('dialog', { name: 'AbortController' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);

  // The earlier answer is untouched.
  await expect(answers(page)).toHaveCount(2);
  await expect(sourceLinks(answers(page).first())).toHaveText([/Interaction to Next Paint/]);
});
