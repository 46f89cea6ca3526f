import { expect, test, type Browser, type Page } from '@playwright/test';

import {
  askAndWait,
  chooseSetting,
  expectNoAxeViolations,
  FETCH_ANSWER,
  textWithMarkers,
} from './support/chat';

const QUESTION = 'How do I cancel a fetch request?';
const PROTOBUF = 'application/vnd.ag-ui.event+proto';

type Wire = 'Server-sent events (JSON)' | 'Protobuf frames';

/**
 * Asks the question over the wire format chosen in the settings, in a browser context of its
 * own (saved threads and settings are per context, so each journey starts a new conversation).
 */
async function journey(browser: Browser, wire: Wire) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  return { page, ...(await ask(page, wire)) };
}

/** What the answer shows. */
async function ask(page: Page, wire: Wire) {
  await page.goto('/');
  await chooseSetting(page, 'Wire format', wire);
  const stream = page.waitForResponse((res) => res.url().endsWith('/api/agent'));
  const answer = await askAndWait(page, QUESTION);
  const response = await stream;
  const text = answer.locator('agui-markdown');
  return {
    contentType: response.headers()['content-type'],
    accept: response.request().headers()['accept'],
    text: await textWithMarkers(text),
    markers: await answer.getByRole('button', { name: /^Source \d/ }).allTextContents(),
    sources: await answer
      .getByRole('region', { name: /Sources/ })
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .map((a) => [a.textContent?.trim(), a.getAttribute('href')])
          // Back-links name the message id, new in every conversation: compare the sources.
          .filter(([, href]) => href?.startsWith('http')),
      ),
    tool: await page.getByText('search_corpus').count(),
  };
}

test('a question answered in protobuf frames shows the same cited answer as its SSE twin', async ({
  browser,
}) => {
  const { page: ssePage, ...sse } = await journey(browser, 'Server-sent events (JSON)');
  expect([sse.contentType, sse.accept]).toEqual(['text/event-stream', 'text/event-stream']);
  await ssePage.context().close();

  const { page, ...protobuf } = await journey(browser, 'Protobuf frames');
  // The demo agent negotiates like any AG-UI server: the client asked for both, it chose protobuf.
  expect([protobuf.contentType, protobuf.accept]).toEqual([
    PROTOBUF,
    `${PROTOBUF}, text/event-stream`,
  ]);
  expect(protobuf.text).toBe(FETCH_ANSWER);
  expect(protobuf).toEqual({ ...sse, contentType: PROTOBUF, accept: protobuf.accept });
  expect(protobuf.markers.length).toBeGreaterThan(0);
  expect(protobuf.tool).toBeGreaterThan(0);

  // Its citations work as over SSE: focusing a marker opens its card.
  await page
    .getByRole('button', { name: /^Source 2:/ })
    .last()
    .focus();
  await expect(page.getByRole('dialog', { name: 'AbortController' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});
