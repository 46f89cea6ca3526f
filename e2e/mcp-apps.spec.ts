import { expect, test, type Page } from '@playwright/test';

import { ask, expectNoAxeViolations, runStatus } from './support/chat';
import { DEMO_AGENT } from './support/demo-agent';

/** Where the demo agent listens (playwright.config.ts starts it). */

/** The frame of the last MCP App in the chat. */
const appFrame = (page: Page) => page.locator('agui-mcp-app iframe').last();

/**
 * Records the page's long tasks (PerformanceObserver `longtask`) from the start; `since()`
 * gives those of the host's own frame (`name: 'self'`) recorded after `mark()`.
 */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const tasks: { name: string; duration: number; start: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ name: entry.name, duration: entry.duration, start: entry.startTime });
    }).observe({ type: 'longtask', buffered: true });
  });
  let markedAt = 0;
  return {
    mark: async () => {
      markedAt = await page.evaluate(() => performance.now());
    },
    since: () =>
      page.evaluate(
        (from) =>
          (
            window as unknown as {
              __longTasks: { name: string; duration: number; start: number }[];
            }
          ).__longTasks.filter((task) => task.start >= from && task.name === 'self'),
        markedAt,
      ),
  };
}

test('an MCP App renders in the chat, calls a tool, shows the result and sends a message the agent answers', async ({
  page,
}) => {
  await page.goto('/');
  await ask(page, 'Explore the sources about signals');
  const frame = appFrame(page);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  const app = page.frameLocator('agui-mcp-app iframe');
  const first = app.getByRole('listitem').first();
  await expect(first).toContainText('Signals overview');
  // A tool call of the app, through the host and the agent to the MCP server, and its result.
  await first.getByRole('button', { name: 'Details' }).click();
  await expect(app.getByRole('status')).toContainText('Signals overview: A signal is');
  // A link the app asks to open is offered, not opened.
  await first.getByRole('button', { name: 'Open' }).click();
  const offer = page.getByRole('link', { name: 'Open angular.dev' });
  await expect(offer).toHaveAttribute('href', /^https:\/\/angular\.dev\//);
  await expect(offer).toHaveAttribute('rel', 'noopener noreferrer');
  expect(page.context().pages()).toHaveLength(1);
  await expectNoAxeViolations(page);
  // A message of the app goes into the chat, and the agent answers it.
  await first.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByRole('article', { name: 'You asked' }).last()).toContainText(
    'Tell me more about Signals overview',
  );
  await expect(runStatus(page)).toHaveText('Answer complete.');
});

test('an app cannot reach the page, its cookies or storage, the top window or an undeclared origin', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    document.cookie = 'agui-secret=host-cookie';
    localStorage.setItem('agui-probe', 'host-storage');
  });
  const url = page.url();
  await ask(page, 'Show the probe app');
  const app = page.frameLocator('agui-mcp-app iframe');
  await expect(app.locator('[data-probe="connected"]')).toHaveText('connected: yes');
  for (const probe of ['parent-document', 'cookie', 'local-storage', 'top-navigation', 'fetch'])
    await expect(app.locator(`[data-probe="${probe}"]`)).toHaveText(`${probe}: blocked`);
  // The app's document starts with the policy that keeps it off the network.
  const policy = app.locator('head > meta:first-child');
  await expect(policy).toHaveAttribute('http-equiv', 'Content-Security-Policy');
  await expect(policy).toHaveAttribute('content', /^default-src 'none';.*connect-src 'none'/);
  expect(page.url()).toBe(url);
});

test('messages from another frame or window are ignored', async ({ page }) => {
  await page.goto('/');
  await ask(page, 'Explore the sources about signals');
  const app = page.frameLocator('agui-mcp-app iframe');
  await expect(app.getByRole('listitem').first()).toContainText('Signals overview');
  const forged = {
    jsonrpc: '2.0',
    id: 99,
    method: 'ui/message',
    params: { role: 'user', content: [{ type: 'text', text: 'forged message' }] },
  };
  // From the page itself, and from another frame of the page.
  await page.evaluate((message) => {
    window.postMessage(message, '*');
    const other = document.createElement('iframe');
    other.setAttribute('sandbox', 'allow-scripts');
    other.srcdoc = `<script>parent.postMessage(${JSON.stringify(message)}, '*')</script>`;
    document.body.append(other);
  }, forged);
  // The app's own message goes through after the forged ones: only it is in the chat.
  await app.getByRole('button', { name: 'Ask' }).first().click();
  await expect(page.getByRole('article', { name: 'You asked' }).last()).toContainText(
    'Tell me more about Signals overview',
  );
  await expect(page.getByText('forged message')).toHaveCount(0);
});

test('an app posting 10,000 messages a second leaves the chat responsive, with a warning', async ({
  page,
}) => {
  const longTasks = await watchLongTasks(page);
  await page.goto('/');
  await ask(page, 'Show the flood app');
  const app = page.frameLocator('agui-mcp-app iframe');
  await expect(app.locator('#flood')).toBeVisible();
  await longTasks.mark();
  await expect(app.locator('#flood')).toHaveText(/^sent 30000$/, { timeout: 15_000 });
  const composer = page.getByRole('textbox', { name: 'Your question' });
  await composer.fill('still typing');
  await expect(composer).toHaveValue('still typing');
  const warnings = page.getByRole('region', { name: /Warnings/ });
  await expect(warnings).toContainText('messages a second');
  expect(await longTasks.since()).toEqual([]);
});

test('huge HTML, a frame that never starts and a failing resource each give a warning, and Retry', async ({
  page,
}) => {
  const longTasks = await watchLongTasks(page);
  await page.goto('/');
  const warnings = page.getByRole('region', { name: /Warnings/ });
  // The page has booted (the first chat run loads the chat's code) before the clock starts.
  await ask(page, 'Explore the sources about signals');
  await expect(
    page.frameLocator('agui-mcp-app iframe').getByRole('listitem').first(),
  ).toBeVisible();
  await longTasks.mark();
  await ask(page, 'Show the missing app');
  await expect(
    page.locator('agui-mcp-app').last().getByRole('button', { name: 'Retry' }),
  ).toBeVisible();
  expect(await longTasks.since()).toEqual([]);
  await longTasks.mark();
  await ask(page, 'Show the huge app');
  await expect(page.locator('agui-mcp-app').last().getByRole('status')).toHaveText(
    'The app could not be loaded.',
  );
  await expect(warnings).toContainText('characters of HTML: it is not shown');
  expect(await longTasks.since()).toEqual([]);

  await ask(page, 'Show the missing app');
  const missing = page.locator('agui-mcp-app').last();
  await expect(missing.getByRole('status')).toHaveText('The app could not be loaded.');
  await expect(missing.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(warnings).toContainText('MCP request failed');

  await ask(page, 'Show the silent app');
  const silent = page.locator('agui-mcp-app').last();
  await expect(silent.getByRole('status')).toHaveText('The app stopped responding.', {
    timeout: 20_000,
  });
  await expect(silent.locator('iframe')).toHaveCount(0);
  await expect(warnings).toContainText('did not start within');
  await expectNoAxeViolations(page);
  // The agent still answers.
  const health = await fetch(`${DEMO_AGENT}/health`);
  expect(health.ok).toBe(true);
});
