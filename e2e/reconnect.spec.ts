import { expect, type Locator, type Page, test } from '@playwright/test';

import { answers, askAndWait, sourceLinks, textWithMarkers } from './support/chat';

const QUESTION = 'How do I cancel a fetch request?';

/** The answer's text as rendered (whichever answer component the demo uses), markers as `[n]`. */
const answerText = (answer: Locator) =>
  textWithMarkers(answer.locator('agui-markdown, agui-cited-text').first());

/** Asks the question on a fresh page and reads the answer once complete. */
async function answerOn(page: Page): Promise<{ text: string; sources: string[] }> {
  await page.goto('/');
  const answer = await askAndWait(page, QUESTION);
  return { text: await answerText(answer), sources: await sourceLinks(answer).allTextContents() };
}

test('a connection dropped mid-answer resumes with Last-Event-ID: the answer completes once, word for word', async ({
  page,
  browser,
}) => {
  // The answer as it reads when nothing drops, in a browser context of its own.
  const other = await browser.newPage();
  const undropped = await answerOn(other);
  await other.close();

  // The demo agent drops a first connection once, after the text deltas this header asks for
  // (30 of the answer's 80); the transport then resends the request with Last-Event-ID.
  await page.route('**/api/agent', (route) =>
    route.continue({
      headers: { ...route.request().headers(), 'x-demo-drop-after-deltas': '30' },
    }),
  );
  const sent: { lastEventId: string | undefined; body: string | null }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/agent'))
      sent.push({ lastEventId: request.headers()['last-event-id'], body: request.postData() });
  });
  const failed = page.waitForEvent('requestfailed', (request) =>
    request.url().endsWith('/api/agent'),
  );

  const resumed = await answerOn(page);

  // The first stream really was cut, and exactly one reconnect resumed it after an event id.
  expect((await failed).headers()['last-event-id']).toBeUndefined();
  expect(sent).toHaveLength(2);
  expect(sent[0].lastEventId).toBeUndefined();
  expect(sent[1].lastEventId).toMatch(/^[1-9]\d*$/);
  expect(sent[1].body).toBe(sent[0].body);
  // The same answer as the one that never dropped: nothing repeated, nothing missing.
  expect(resumed.text).toContain('cancels the request in flight.');
  expect(resumed).toEqual(undropped);
  await expect(answers(page)).toHaveCount(1);
  await expect(page.getByRole('alert')).toBeEmpty();
});
