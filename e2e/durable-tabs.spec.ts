import { expect, test } from '@playwright/test';

import { answers, askAndWait, textWithMarkers, FETCH_ANSWER } from './support/chat';

const FETCH = 'How do I cancel a fetch request?';
const SIGNALS = 'How do computed signals work?';

test('a question asked in a second tab survives the first tab closing afterwards', async ({
  context,
}) => {
  const tabA = await context.newPage();
  await tabA.goto('/');
  await askAndWait(tabA, FETCH);

  // A new tab opens on the most recent thread: the same one.
  const tabB = await context.newPage();
  await tabB.goto('/');
  await expect(answers(tabB)).toHaveCount(1);
  await askAndWait(tabB, SIGNALS);
  await expect(answers(tabB)).toHaveCount(2);

  // Tab A follows tab B's save, then closes: its pagehide save must not bring back its older copy.
  await expect(answers(tabA)).toHaveCount(2);
  await tabA.close({ runBeforeUnload: true });
  await tabB.close({ runBeforeUnload: true });

  const tabC = await context.newPage();
  await tabC.goto('/');
  await expect(answers(tabC)).toHaveCount(2);
  expect(await textWithMarkers(answers(tabC).first().locator('agui-markdown'))).toBe(FETCH_ANSWER);
  await expect(tabC.getByRole('article', { name: 'Answer 2' })).toContainText('computed');
});
