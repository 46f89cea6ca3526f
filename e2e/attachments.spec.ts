import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { answers, ask, expectNoAxeViolations, runStatus } from './support/chat';

/** Small files made for this journey: a Markdown note, a one-page PDF and an 8 × 8 PNG. */
const FIXTURES = join(__dirname, 'fixtures');
const MISSION =
  'The orbital launch window opens on 14 March at dawn, and fuel loading starts at midnight.';
const OPTICS = 'The telescope mirror is polished to a smoothness of twenty nanometres.';

/** Opens the file picker from the keyboard (focus on "Attach files", Enter) and picks `files`. */
async function attachByKeyboard(page: Page, ...files: string[]): Promise<void> {
  const attach = page.getByRole('button', { name: 'Attach files' });
  // Playwright turns on file chooser interception when the first listener is added, and that
  // takes a round trip to the browser: a picker opened before it lands is never reported. So the
  // button is focused and Enter pressed again until the picker is caught.
  await expect(async () => {
    await attach.focus();
    await expect(attach).toBeFocused({ timeout: 1000 });
    const chooser = page.waitForEvent('filechooser', { timeout: 3000 });
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(files.map((file) => join(FIXTURES, file)));
  }).toPass({ timeout: 20_000 });
  const attached = page.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
  await expect(attached).toHaveCount(files.length);
  // Send turns on once every file is uploaded (read as inline data, here).
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
}

test('attached files become cited sources that open at the highlighted passage', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/');
  await attachByKeyboard(page, 'mission.md', 'optics.pdf');
  await ask(page, 'When does the launch window open, and how smooth is the telescope mirror?');
  await expect(runStatus(page)).toHaveText('Answer complete.');

  // The question shows its files; the answer cites both, by file name.
  const asked = page.getByRole('article', { name: 'You asked' }).last();
  await expect(asked.getByRole('list', { name: 'Attached files' })).toContainText('mission.md');
  await expect(asked.getByRole('list', { name: 'Attached files' })).toContainText('optics.pdf');
  const answer = answers(page).last();
  await expect(answer).toContainText(MISSION);
  await expect(answer).toContainText(OPTICS);
  const markers = answer.getByRole('button', { name: /^Source \d/ });
  await expect(markers.nth(0)).toHaveAccessibleName('Source 1: mission.md');
  await expect(markers.nth(1)).toHaveAccessibleName('Source 2: optics.pdf');

  // The PDF's marker, by keyboard: its card names the file and the passage, and shows it.
  await markers.nth(1).focus();
  const card = page.getByRole('dialog', { name: 'optics.pdf' });
  await expect(card).toContainText(OPTICS);
  await card.getByRole('button', { name: 'Show the passage' }).focus();
  await page.keyboard.press('Enter');
  const viewer = page.locator('agui-attachment-viewer').getByRole('dialog', { name: 'optics.pdf' });
  await expect(viewer).toBeVisible();
  const text = viewer.getByRole('region', { name: 'Text of optics.pdf' });
  await expect(text).toBeFocused();
  await expect(text.locator('mark')).toHaveText(OPTICS);
  await expect(text).toContainText('Optics report.');
  await expectNoAxeViolations(page);

  // Escape closes it, and focus goes back to the marker.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(markers.nth(1)).toBeFocused();

  // The Markdown file's passage, the same way.
  await markers.nth(0).focus();
  await page
    .getByRole('dialog', { name: 'mission.md' })
    .getByRole('button', { name: 'Show the passage' })
    .click();
  const mdViewer = page
    .locator('agui-attachment-viewer')
    .getByRole('dialog', { name: 'mission.md' });
  await expect(mdViewer.locator('mark')).toHaveText(MISSION);
  await mdViewer.getByRole('button', { name: 'Close' }).click();
  await expect(mdViewer).toBeHidden();
});

test('an attached image shows in the question and is described by its metadata', async ({
  page,
}) => {
  await page.goto('/');
  await attachByKeyboard(page, 'square.png');
  await ask(page, 'What is in this picture?');
  await expect(runStatus(page)).toHaveText('Answer complete.');
  const image = page
    .getByRole('article', { name: 'You asked' })
    .last()
    .getByRole('img', { name: 'square.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await expect(answers(page).last()).toContainText(
    'You attached the image "square.png" (image/png, 8 × 8 pixels',
  );
});

test('a file over the limit is refused with a message, and the draft stays', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('textbox', { name: 'Your question' });
  await field.fill('Half a question');
  await page.locator('agui-attachments input[type=file]').setInputFiles({
    name: 'big.md',
    mimeType: 'text/markdown',
    buffer: Buffer.alloc(2 * 1024 * 1024, 'a'),
  });
  await expect(page.locator('agui-attachments').getByRole('alert')).toContainText(
    'big.md was not attached: it is 2 MB, larger than the 1 MB limit.',
  );
  await expect(field).toHaveValue('Half a question');
});

test('a PDF the agent cannot parse is named in the answer, which is announced', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('agui-attachments input[type=file]').setInputFiles({
    name: 'broken.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 not really a PDF'),
  });
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await ask(page, 'How do signals work?');
  await expect(runStatus(page)).toHaveText('Answer complete.');
  const sentence = 'I could not read "broken.pdf": it is not a PDF I can parse';
  await expect(answers(page).last()).toContainText(sentence);
  // The chat's polite announcement of the finished answer carries it to screen readers.
  await expect(page.locator('[aria-live=polite]').filter({ hasText: sentence })).toHaveCount(1);
});
