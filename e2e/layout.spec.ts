import { expect, type Locator, type Page, test } from '@playwright/test';

import { askAndWait, expectNoAxeViolations } from './support/chat';

/** A phone, a tablet and a laptop. */
const WIDTHS = [360, 768, 1280] as const;

/** Every page of the demo, the hostile-Markdown page included (people may open it too). */
const PAGES = ['/', '/gallery', '/components', '/markdown-hostile'] as const;

/**
 * About 300 characters, asking for a table and a code example, with a long unbroken word and a
 * long URL: it becomes the thread's title, a user bubble, and the answer's table and code block.
 */
const LONG_QUESTION =
  'Please compare in a table how an AbortController and its AbortSignal abort a fetch, with a ' +
  'code example, for this ' +
  'Supercalifragilisticexpialidociouslyunbreakableidentifierwithoutanyspaces and for ' +
  'https://example.com/a/very/long/path/that/never/breaks/anywhere/at/all/index.html?query=' +
  'averyveryverylongvalue&other=anotherverylongvalue in every browser.';

/** How far the page scrolls sideways, on the root scroller and on the body. */
function sidewaysOverflow(page: Page): Promise<{ html: number; body: number }> {
  return page.evaluate(() => ({
    html: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    body: document.body.scrollWidth - document.body.clientWidth,
  }));
}

for (const width of WIDTHS) {
  test(`no page scrolls sideways at ${width} px after a long question`, async ({ page }) => {
    expect(LONG_QUESTION.length).toBeGreaterThanOrEqual(300);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const answer = await askAndWait(page, LONG_QUESTION);
    await expect(answer.getByRole('table')).toBeVisible();
    await expect(answer.getByRole('button', { name: /^Copy \w* ?code$/ })).toHaveCount(1);
    for (const path of PAGES) {
      if (path !== '/') await page.goto(path);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect({ path, ...(await sidewaysOverflow(page)) }).toEqual({ path, html: 0, body: 0 });
    }
  });
}

/** The box of `locator` in viewport coordinates, rounded to whole pixels. */
async function boxOf(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      left: Math.floor(rect.left),
      right: Math.ceil(rect.right),
      top: Math.floor(rect.top),
      bottom: Math.ceil(rect.bottom),
    };
  });
}

/** The points near the corners, centre and bottom middle of `card` where another element shows. */
function hiddenPoints(card: Locator): Promise<string[]> {
  return card.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const [left, right, top, bottom] = [r.left + 4, r.right - 4, r.top + 4, r.bottom - 4];
    const middle = (r.left + r.right) / 2;
    const points = [
      [left, top],
      [right, top],
      [left, bottom],
      [right, bottom],
      [middle, (r.top + r.bottom) / 2],
      [middle, bottom],
    ];
    return points
      .filter(([x, y]) => !element.contains(document.elementFromPoint(x, y)))
      .map(([x, y]) => `${Math.round(x)},${Math.round(y)}`);
  });
}

test.describe('on a phone', () => {
  // A phone's layout viewport grows to fit a page wider than the screen: emulate one, so a card
  // "inside the viewport" means inside the screen.
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('at 360 px a citation card opens inside the viewport wherever its marker sits', async ({
    page,
  }) => {
    await page.goto('/');
    await askAndWait(page, 'How do I cancel a fetch request?');
    await askAndWait(page, 'How do computed signals work?');
    await askAndWait(page, LONG_QUESTION);

    const markers = page.getByRole('button', { name: /^Source \d/ });
    const xs: number[] = [];
    for (const marker of await markers.all()) {
      const { left, right } = await boxOf(marker);
      xs.push((left + right) / 2);
    }
    // The marker nearest the start of a line, nearest the middle, nearest the end.
    const nearest = (x: number) =>
      xs.reduce((best, value, i) => (Math.abs(value - x) < Math.abs(xs[best] - x) ? i : best), 0);
    const picks = [
      { where: 'start', index: nearest(0), within: [0, 120] },
      { where: 'middle', index: nearest(180), within: [120, 240] },
      { where: 'end', index: nearest(360), within: [240, 360] },
    ];
    const viewport = { width: 360, height: 740 };
    for (const { where, index, within } of picks) {
      // The conversation offers markers in every third of the line (else this check proves nothing).
      expect({ where, x: xs[index] >= within[0] && xs[index] <= within[1] }).toEqual({
        where,
        x: true,
      });
      const marker = markers.nth(index);
      await marker.tap();
      await expect(marker).toHaveAttribute('aria-expanded', 'true');
      const cardId = await marker.getAttribute('aria-controls');
      expect(cardId).not.toBeNull();
      const card = page.locator(`[id="${cardId}"]`);
      await expect(card).toBeVisible();
      await expect(card).toHaveAttribute('role', 'dialog');
      await expect(card).toBeFocused();
      const box = await boxOf(card);
      expect({ where, ...box }).toEqual({
        where,
        left: Math.max(0, box.left),
        right: Math.min(viewport.width, box.right),
        top: Math.max(0, box.top),
        bottom: Math.min(viewport.height, box.bottom),
      });
      // Nothing clips or covers it: a scrolling conversation, or its Jump to latest button.
      expect({ where, hidden: await hiddenPoints(card) }).toEqual({ where, hidden: [] });
      if (where === 'end') await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();
      await expect(marker).toBeFocused();
    }
  });

  test('a card hides while the conversation scrolls its marker out of sight', async ({ page }) => {
    await page.goto('/');
    const answer = await askAndWait(page, LONG_QUESTION);
    const list = page.locator('.agui-message-list');
    // Parts that come after the answer (its suggestion chips) can resize the list and move it
    // again: scroll until the top holds, so that the list is still while the marker is tapped.
    await expect
      .poll(() =>
        list.evaluate((element) => {
          element.scrollTo({ top: 0, behavior: 'instant' });
          return element.scrollTop;
        }),
      )
      .toBe(0);
    const marker = answer.getByRole('button', { name: /^Source \d/ }).first();
    // Brought into view before the tap: a tap that has to scroll the list first would race the
    // very behaviour under test (a card hides when a scroll takes its marker out of sight).
    await marker.scrollIntoViewIfNeeded();
    await expect(marker).toBeInViewport();
    await marker.tap();
    await expect(marker).toHaveAttribute('aria-expanded', 'true');
    const card = page.locator(`[id="${await marker.getAttribute('aria-controls')}"]`);
    await expect(card).toBeVisible();
    expect(await hiddenPoints(card)).toEqual([]);

    await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(card).toBeHidden();
    await list.evaluate((element) => element.scrollTo({ top: 0 }));
    await marker.tap();
    await expect(card).toBeVisible();
  });
});
