import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

const SIGNALS = 'Source 1: Signals guide, angular.dev';

function numberedAnswer(page: Page): Locator {
  return page.getByRole('article', { name: 'Answer with numbered markers' });
}

/** Presses Tab until `target` has focus, like a keyboard-only user (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  // A card fades in (120 ms): check what a reader sees once it settles, not a half-transparent frame.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`,
  );
  expect(found).toEqual([]);
}

test.describe('citation components page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/components');
    await expect(page.getByRole('heading', { name: 'Citation components' })).toBeVisible();
  });

  test('a keyboard-only user goes from a marker to its card and the source link, and back', async ({
    page,
  }) => {
    const marker = numberedAnswer(page).getByRole('button', { name: SIGNALS }).first();
    await tabTo(page, marker);
    await expect(marker).toBeFocused();
    await expect(marker).toHaveAttribute('aria-haspopup', 'dialog');

    await expect(marker).toHaveAttribute('aria-expanded', 'true');
    // The card this marker controls (the same source's second marker has a card of its own).
    const card = page.locator(`#${await marker.getAttribute('aria-controls')}`);
    await expect(card).toBeVisible();
    await expect(card).toHaveRole('dialog');
    await expect(card).toHaveAccessibleName('Source 1: Signals guide');

    await page.keyboard.press('Tab');
    const link = card.getByRole('link', { name: 'Open source (opens in a new tab)' });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', 'https://angular.dev/guide/signals');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(marker).toBeFocused();
    await expect(marker).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(card).toBeVisible();
    await expect(card).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card).toBeHidden();
    await expect(marker).toHaveAttribute('aria-expanded', 'false');
    await expect(numberedAnswer(page).getByRole('button', { name: SIGNALS }).nth(1)).toBeFocused();
  });

  test('a keyboard-only user follows a link marker to its sources entry and back', async ({
    page,
  }) => {
    const pills = page.getByRole('article', { name: 'Answer with domain pills' });
    const marker = pills.getByRole('link', {
      name: 'Source 2: 東京 – Wikipedia, ja.wikipedia.org',
    });
    await expect(marker.locator('[aria-hidden="true"]')).toHaveText('ja.wikipedia.org');
    await expect(pills.getByRole('button', { name: 'Show sources' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await tabTo(page, marker);
    await page.keyboard.press('Enter');

    const entry = pills.getByRole('listitem').filter({ hasText: '東京 – Wikipedia' });
    await expect(entry).toBeFocused();
    await expect(pills.getByRole('button', { name: 'Hide sources' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await tabTo(page, entry.getByRole('link', { name: 'Back to reference 1 of source 2' }));
    await page.keyboard.press('Enter');
    await expect(marker).toBeFocused();
  });

  test('a mouse user hovers a marker, moves into its card and away again', async ({ page }) => {
    const marker = numberedAnswer(page).getByRole('button', { name: /^Source 2: / });
    await marker.hover();
    await expect(marker).toHaveAttribute('aria-expanded', 'true');
    const card = page.locator(`#${await marker.getAttribute('aria-controls')}`);
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await expect(card.getByRole('link')).toBeVisible();
    // The claim is one run per overlap with the hostile source's claim ("の首都です。").
    await expect(numberedAnswer(page).locator('mark')).toHaveText(['東京は日本', 'の首都です。']);
    // The text's own styles reach the marks and markers it builds (emulated encapsulation).
    await expect(numberedAnswer(page).locator('mark').first()).toHaveCSS(
      'background-color',
      'rgb(254, 240, 138)',
    );
    await expect(marker.locator('.agui-marker-face')).toHaveCSS('white-space', 'nowrap');
    await page.getByRole('heading', { name: 'Citation components' }).hover();
    await expect(card).toBeHidden();
    await expect(numberedAnswer(page).locator('mark')).toHaveCount(0);

    // A click inside the card focuses it: it then stays until an outside click (or Escape).
    await marker.hover();
    await card.click({ position: { x: 8, y: 8 } });
    await page.getByRole('heading', { name: 'Citation components' }).hover();
    await expect(card).toBeVisible();
    await page.getByRole('heading', { name: 'Citation components' }).click();
    await expect(card).toBeHidden();
  });

  test('a card with no room below opens above its marker', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 360 });
    const marker = numberedAnswer(page).getByRole('button', { name: /^Source 4: / });
    await marker.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await marker.focus();
    const card = page.locator(`#${await marker.getAttribute('aria-controls')}`);
    await expect(card).toHaveAttribute('data-placement', 'above');
    const [cardBox, markerBox] = [(await card.boundingBox())!, (await marker.boundingBox())!];
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(markerBox.y);
    expect(cardBox.y).toBeGreaterThanOrEqual(0);
  });

  test('markers have a hit area of at least 24 by 24 CSS pixels', async ({ page }) => {
    for (const marker of await page.locator('agui-cited-text').getByRole('button').all()) {
      const box = await marker.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
  });

  test('hostile sources render as text with no link', async ({ page }) => {
    const answer = numberedAnswer(page);
    await answer.getByRole('button', { name: /^Source 3: / }).click();
    const card = page.getByRole('dialog', { name: /^Source 3: / });
    await expect(card).toContainText('<img src=x onerror="alert(1)">');
    await expect(card.getByRole('link')).toHaveCount(0);
    await expect(page.locator('img[src="x"], a[href^="javascript:"]')).toHaveCount(0);
    await expect(
      answer
        .getByRole('listitem')
        .filter({ hasText: '<img src=x' })
        .getByRole('link', { name: /^<img/ }),
    ).toHaveCount(0);
  });

  test('axe reports no violations, with and without a card open', async ({ page }) => {
    await expectNoAxeViolations(page);
    await numberedAnswer(page).getByRole('button', { name: SIGNALS }).first().focus();
    await expect(page.getByRole('dialog', { name: 'Source 1: Signals guide' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('citation components page in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('axe reports no violations with a card open', async ({ page }) => {
    await page.goto('/components');
    await page
      .getByRole('article', { name: 'Answer with friendly anchors' })
      .getByRole('button')
      .first()
      .focus();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('citation components page on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a touch-only user taps a marker, reaches the source link and dismisses the card', async ({
    page,
  }) => {
    await page.goto('/components');
    const marker = numberedAnswer(page).getByRole('button', {
      name: /^Source 4: Greater Tokyo Area/,
    });
    await marker.tap();
    const card = page.getByRole('dialog', { name: /^Source 4: Greater Tokyo Area/ });
    await expect(card).toBeVisible();
    await expect(marker).toHaveAttribute('aria-expanded', 'true');
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    const link = card.getByRole('link', { name: 'Open source (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Greater_Tokyo_Area');
    await card.tap({ position: { x: 8, y: 8 } });
    await expect(card).toBeVisible();

    await page.getByRole('heading', { name: 'Citation components' }).tap();
    await expect(card).toBeHidden();

    await marker.tap();
    await expect(card).toBeVisible();
    await marker.tap();
    await expect(card).toBeHidden();
  });

  test('a touch-only user opens a friendly anchor card with its record fields', async ({
    page,
  }) => {
    await page.goto('/components');
    const anchor = page.getByRole('button', { name: /^Jane Doe, source 1/ });
    await expect(anchor.locator('[aria-hidden="true"]')).toHaveText('Jane Doe1');
    await anchor.tap();
    const card = page.getByRole('dialog', { name: /Jane Doe/ });
    await expect(
      card.getByRole('definition').filter({ hasText: 'People Operations' }),
    ).toBeVisible();
  });
});
