import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { ask } from './support/chat';

// The examples the v0.9 specification ships with its basic catalog (@a2ui/web_core, a
// development dependency), as the library's unit specs read them.
const folder = join(
  __dirname,
  '../node_modules/@a2ui/web_core/src/v0_9/schemas/catalogs/basic/examples',
);
const examples = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((file) => ({
    file,
    messages: (JSON.parse(readFileSync(join(folder, file), 'utf8')) as { messages: unknown[] })
      .messages,
  }));

/** One run that paints the example, as `@ag-ui/a2ui-middleware` sends a surface. */
function runPainting(body: string, messages: unknown[]): string {
  const { threadId, runId } = JSON.parse(body) as { threadId: string; runId: string };
  const events = [
    { type: 'RUN_STARTED', threadId, runId },
    {
      type: 'ACTIVITY_SNAPSHOT',
      messageId: `a2ui-surface-${runId}`,
      activityType: 'a2ui-surface',
      replace: true,
      content: { a2ui_operations: messages },
    },
    { type: 'RUN_FINISHED', threadId, runId },
  ];
  return events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
}

test('every basic-catalog example of the specification draws in the chat with no axe violation', async ({
  page,
}) => {
  test.setTimeout(400_000);
  expect(examples).toHaveLength(43);
  let current = examples[0];
  await page.route('**/api/agent', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
      body: runPainting(route.request().postData() ?? '{}', current.messages),
    }),
  );
  await page.goto('/');
  let checked = 0;
  const violations: string[] = [];
  for (const example of examples) {
    current = example;
    // A new conversation per example: each page axe checks holds one surface.
    await page.getByRole('button', { name: 'New conversation' }).click();
    await expect(page.getByRole('article', { name: 'You asked' })).toHaveCount(0);
    await ask(page, `Show ${example.file}`);
    const surface = page.locator('agui-a2ui-surface');
    await expect(surface.locator('agui-a2ui-node').first(), example.file).toBeAttached();
    await expect(page.locator('agui-a2ui-surface[aria-busy="true"]')).toHaveCount(0);
    // Every example is checked, and every violation of every example listed at the end.
    const results = await new AxeBuilder({ page }).analyze();
    for (const v of results.violations)
      violations.push(
        `${example.file} ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`,
      );
    checked += 1;
  }
  console.log(`axe: ${checked} basic-catalog examples drawn, ${violations.length} violations`);
  expect(violations).toEqual([]);
  expect(checked).toBe(43);
});
