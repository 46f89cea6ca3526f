import { expect, test, type Locator, type Page } from '@playwright/test';

import { answers, ask, expectNoAxeViolations, runStatus } from './support/chat';
import { atDemoAgent } from './support/demo-agent';

// The date input's segments follow the browser's locale: typed digits land as month, day, year.
test.use({ locale: 'en-US' });

/** Where the demo agent listens (playwright.config.ts starts it). */
/** The description of the context entry that advertises the client's A2UI catalog. */
const CATALOG_CONTEXT = /^A2UI Component Schema/;

/**
 * The runs the page POSTs to the agent: how many carry a surface's action, the thread they are
 * on, and whether each one advertised the catalog (a `context` entry naming `Text`, `Button`...).
 */
function watchRuns(page: Page) {
  const posted: { threadId: string; action: boolean; catalog: boolean }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/api/agent')) return;
    const input = JSON.parse(request.postData() ?? '{}') as {
      threadId: string;
      forwardedProps?: { a2uiAction?: unknown };
      context?: { description: string; value: string }[];
    };
    const entry = input.context?.find((c) => CATALOG_CONTEXT.test(c.description));
    const components = entry ? Object.keys(JSON.parse(entry.value).components ?? {}) : [];
    posted.push({
      threadId: input.threadId,
      action: input.forwardedProps?.a2uiAction !== undefined,
      catalog: components.includes('Text') && components.includes('Button'),
    });
  });
  return {
    actions: () => posted.filter((run) => run.action).length,
    all: () => posted,
    /** What the agent itself counted for the page's thread. */
    atAgent: () =>
      atDemoAgent<{ runs: number; actions: number }>('runs', posted[0]?.threadId ?? ''),
  };
}

/**
 * Presses Tab until the target has focus (a few presses at most): Chromium's date input may
 * hold one Tab for its own parts (the year segment, the picker) before focus leaves it.
 */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

/** Focuses each citation marker of an answer in turn and expects its card to open. */
async function expectMarkerCards(page: Page, answer: Locator): Promise<number> {
  const markers = answer.getByRole('button', { name: /^Source \d+:/ });
  const count = await markers.count();
  for (let i = 0; i < count; i++) {
    const name = (await markers.nth(i).textContent()) ?? '';
    const title = /^Source \d+:\s*(.*?),/.exec(name.trim())?.[1] ?? '';
    await markers.nth(i).focus();
    const card = page.getByRole('dialog', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute('href', /^https:\/\//);
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
  }
  return count;
}

test('the booking form is filled by keyboard, sent once, and answered with sources', async ({
  page,
}) => {
  const runs = watchRuns(page);
  await page.goto('/');
  await ask(page, 'Book a follow-up');
  await expect(runStatus(page)).toHaveText('Answer complete.');

  const surface = page.locator('agui-a2ui-surface');
  const name = surface.getByRole('textbox', { name: 'Your name' });
  const submit = surface.getByRole('button', { name: 'Submit' });
  await expect(name).toBeVisible();
  // The required name: Submit says why it is disabled until one is typed.
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(surface).toContainText('Enter your name to book.');
  await expectNoAxeViolations(page);

  // Keyboard only: type the name, Tab to the date and type it, Tab into the topic group,
  // Space picks the first topic and the arrow keys move the choice.
  await name.focus();
  await page.keyboard.type('A');
  await page.keyboard.press('Backspace');
  // Emptied again: the field itself says what is missing.
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Enter your name to book.');
  await page.keyboard.type('Ada');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await tabTo(page, surface.getByLabel('Date'));
  await page.keyboard.type('12012026');
  await expect(surface.getByLabel('Date')).toHaveValue('2026-12-01');
  await tabTo(page, surface.getByRole('radio', { name: 'Angular signals' }));
  await page.keyboard.press('Space');
  await expect(surface.getByRole('radio', { name: 'Angular signals' })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(surface.getByRole('radio', { name: 'Core Web Vitals' })).toBeChecked();
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  await expect(surface).not.toContainText('Enter your name to book.');
  await expectNoAxeViolations(page);

  // A double click sends one action: the surface is busy from the first click on.
  await submit.dblclick();
  await expect(runStatus(page)).toHaveText('Answer complete.');
  const answer = answers(page).last();
  await expect(answer.locator('agui-markdown')).toContainText(
    /^Booked: a follow-up on Core Web Vitals for Ada on 2026-12-01\./,
  );
  expect(runs.actions()).toBe(1);
  // The agent received one action run too, and every run advertised the catalog.
  expect(await runs.atAgent()).toMatchObject({ runs: 2, actions: 1 });
  expect(runs.all().map((run) => run.catalog)).toEqual([true, true]);
  expect(await expectMarkerCards(page, answer)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test('a comparison card asks for more on one option and gets a cited answer', async ({ page }) => {
  const runs = watchRuns(page);
  await page.goto('/');
  await ask(page, 'Show a comparison card of server-sent events and WebSockets');
  await expect(runStatus(page)).toHaveText('Answer complete.');

  const surface = page.locator('agui-a2ui-surface');
  await expect(surface.getByRole('heading', { name: 'WebSockets', exact: true })).toBeVisible();
  // Each option's summary cites its source: the markers in the surface open their cards.
  expect(await expectMarkerCards(page, surface)).toBe(2);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await surface.getByRole('button', { name: 'Tell me more about WebSockets' }).click();
  await expect(runStatus(page)).toHaveText('Answer complete.');
  const answer = answers(page).last();
  await expect(answer.locator('agui-markdown')).toContainText(/^More on WebSockets:/);
  expect(runs.actions()).toBe(1);
  expect(await runs.atAgent()).toMatchObject({ runs: 2, actions: 1 });
  // The card's sources are still cited after the agent restated its state.
  expect(await expectMarkerCards(page, surface)).toBe(2);
  expect(await expectMarkerCards(page, answer)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});
