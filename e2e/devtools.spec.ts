import { type Download, expect, test, type Page } from '@playwright/test';

import { answers, askAndWait, expectNoAxeViolations } from './support/chat';

/** The devtools panel (development builds: `ng serve` is one). */
const devtools = (page: Page) => page.getByRole('region', { name: 'AG-UI devtools' });

test('the devtools panel opens by keyboard, shows the STATE_DELTA that cited the answer, and travels in time', async ({
  page,
}) => {
  await page.goto('/');
  const answer = await askAndWait(page, 'How do I cancel a fetch request?');
  // The answer's last sentence: streamed after its first citation was added.
  const answerText = answers(page).filter({
    hasText: 'Unsubscribing from the observable cancels the request in flight.',
  });
  await expect(answerText).toBeVisible();

  // Keyboard only: the shortcut opens the panel and moves focus into it.
  await page.keyboard.press('Alt+Shift+A');
  const panel = devtools(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'AG-UI devtools' })).toBeFocused();
  await expectNoAxeViolations(page);

  // Only the STATE_DELTAs that add: the first added the answer's first citation.
  await panel.getByRole('combobox', { name: 'Type' }).focus();
  await panel.getByRole('combobox', { name: 'Type' }).selectOption('STATE_DELTA');
  await panel.getByRole('searchbox', { name: 'Search' }).focus();
  await page.keyboard.type('"op":"add"');
  const rows = panel.getByRole('listitem').getByRole('button');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('STATE_DELTA');
  await rows.first().focus();
  await page.keyboard.press('Enter');

  // Its patch, and the state after it with the path it added marked.
  const details = panel.locator('.details');
  await expect(details.getByRole('heading', { name: /STATE_DELTA/ })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'JSON Patch' })).toBeVisible();
  await expect(details).toContainText('op: "add"');
  await expect(details).toContainText(/path: "\/citations\/draft-/);
  await expect(details.locator('.changed').first()).toBeVisible();
  await expect(details.getByText('changed').first()).toBeVisible();

  // Time travel: the chat shows the thread as it was right after that event, before the answer.
  const travel = panel.getByRole('button', { name: 'Show the app as it was after this event' });
  await travel.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: 'Time travel' })).toContainText(
    'read only',
  );
  await expect(answerText).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'You asked' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  // Read only: the composer takes no text while the chat shows the past.
  const composer = page.getByRole('textbox', { name: 'Your question' });
  await composer.focus();
  await page.keyboard.type('Another question');
  await expect(composer).toHaveValue('');

  // Back to live: the whole answer again.
  const live = panel.getByRole('button', { name: 'Back to live' });
  await live.focus();
  await page.keyboard.press('Enter');
  await expect(answerText).toBeVisible();
  await expect(answer).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: 'Time travel' })).toHaveCount(0);

  // Export: the run as a .jsonl fixture and a spec that replays it (projects/ngx-ag-ui/devtools/
  // replay/fixtures/ holds one exported here, and Jest runs it as written).
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  await panel.getByRole('button', { name: 'Export .jsonl and spec' }).focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => downloads.map((download) => download.suggestedFilename()))
    .toEqual(['agent-default-run-1.jsonl', 'agent-default-run-1.spec.ts']);
  const exportDir = process.env['AGUI_DEVTOOLS_EXPORT_DIR'];
  if (exportDir) {
    for (const download of downloads)
      await download.saveAs(`${exportDir}/demo-${download.suggestedFilename()}`);
  }

  // The shortcut closes it again.
  await page.keyboard.press('Alt+Shift+A');
  await expect(panel).toBeHidden();
});
