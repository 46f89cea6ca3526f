import { expect, test } from '@playwright/test';

import {
  answers,
  ask,
  FETCH_ANSWER,
  FETCH_SOURCES,
  runStatus,
  sourceLinks,
  textWithMarkers,
} from './support/chat';

test('a question streams a cited answer whose markers, cards and sources match', async ({
  page,
}) => {
  await page.goto('/');
  // The page talks to the demo agent over SSE, through the dev server's /api/agent proxy.
  const stream = page.waitForResponse((res) => res.url().endsWith('/api/agent'));
  await ask(page, 'How do I cancel a fetch request?');
  const response = await stream;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/event-stream');
  expect(response.request().headers()['accept']).toBe('text/event-stream');

  // Streaming: the answer is busy and growing before it completes.
  const answer = answers(page).last();
  const text = answer.locator('agui-markdown');
  await expect(text).toHaveAttribute('aria-busy', 'true');
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await expect(text).not.toHaveAttribute('aria-busy');

  // The search tool call and the reasoning are shown with the answer.
  await expect(page.getByText('search_corpus')).toBeVisible();
  await expect(page.getByText('3 results')).toBeVisible();
  await page.getByText('Reasoning', { exact: true }).click();
  await expect(
    page.getByText(/I will search the corpus for "How do I cancel a fetch request\?"/),
  ).toBeVisible();

  // Markers at the right places, with the right numbers.
  expect(await textWithMarkers(text)).toBe(FETCH_ANSWER);
  const markers = answer.getByRole('button', { name: /^Source \d/ });
  await expect(markers).toHaveText([
    /^\s*1\s+Source 1: Using the Fetch API, developer\.mozilla\.org$/,
    /^\s*2\s+Source 2: AbortController, developer\.mozilla\.org$/,
    /^\s*3\s+Source 3: Making requests with HttpClient, angular\.dev$/,
  ]);

  // The sources list matches the markers.
  const sources = answer.getByRole('region', { name: /Sources/ });
  const entries = sources.getByRole('listitem');
  await expect(entries).toHaveCount(3);
  for (const [i, source] of FETCH_SOURCES.entries()) {
    await expect(entries.nth(i).getByRole('link', { name: source.title })).toHaveAttribute(
      'href',
      source.href,
    );
  }

  // Hovering a marker opens its card; its link has the source's href.
  await markers.nth(1).hover();
  const card = page.getByRole('dialog', { name: 'AbortController' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link')).toHaveAttribute('href', FETCH_SOURCES[1].href);
  await page.mouse.move(0, 0);
  await expect(card).toBeHidden();

  // Focusing a marker opens its card; Escape closes it and keeps focus on the marker.
  await markers.nth(2).focus();
  const focusedCard = page.getByRole('dialog', { name: 'Making requests with HttpClient' });
  await expect(focusedCard).toBeVisible();
  await expect(focusedCard.getByRole('link')).toHaveAttribute('href', FETCH_SOURCES[2].href);
  await page.keyboard.press('Escape');
  await expect(focusedCard).toBeHidden();
  await expect(markers.nth(2)).toBeFocused();
});

test('a follow-up uses the history and cites pages the first answer did not', async ({ page }) => {
  await page.goto('/');
  await ask(page, 'How do I cancel a fetch request?');
  await expect(runStatus(page)).toHaveText('Answer complete.');
  await ask(page, 'Tell me more');
  await expect(runStatus(page)).toHaveText('Answer complete.');

  const second = answers(page).nth(1);
  await expect(second.locator('agui-markdown')).toContainText(
    /^Here is more on that from 3 pages I have not cited yet\./,
  );
  const titles = await sourceLinks(second).allTextContents();
  expect(titles.length).toBe(3);
  for (const source of FETCH_SOURCES) expect(titles.join('|')).not.toContain(source.title);
  // This answer's citations came in message metadata with claim offsets: markers still land.
  expect(await textWithMarkers(second.locator('agui-markdown'))).toMatch(
    /\.\[1\] .*\.\[2\] .*\.\[3\]$/,
  );
  // The first answer is untouched.
  expect(await textWithMarkers(answers(page).first().locator('agui-markdown'))).toBe(FETCH_ANSWER);
});
