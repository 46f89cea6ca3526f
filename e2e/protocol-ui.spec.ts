import { expect, test, type Locator, type Page } from '@playwright/test';

import { ask, chooseSetting, expectNoAxeViolations, runStatus } from './support/chat';

const PROMPT = 'Delegate: compare signals and RxJS';
/** The alt text of the demo agent's chart (projects/demo-agent/src/delegation/delegation-run.ts). */
const CHART_ALT = 'Bar chart: signals 3 sources, RxJS 2 sources';

/** The card of the subagent named `name`, and its fold button. */
function card(page: Page, name: string): { card: Locator; toggle: Locator } {
  const found = page
    .locator('agui-subagent')
    .filter({ has: page.locator(':scope > button .agui-subagent-name', { hasText: name }) });
  return { card: found, toggle: found.locator(':scope > button') };
}

test('a tool result image shows its alt text, subagents fold by keyboard, and only the streaming card changes', async ({
  page,
}) => {
  await page.goto('/');
  await chooseSetting(page, 'Streaming pace', 'Slow');
  await ask(page, PROMPT);

  // The draw_chart tool result is content parts: its image is shown with the agent's alt text.
  await expect(page.getByRole('img', { name: CHART_ALT })).toBeVisible();

  // The researcher's card is collapsed until the person opens it, here by keyboard.
  const researcher = card(page, 'researcher');
  await expect(researcher.card).toHaveAttribute('data-status', 'success');
  await expect(researcher.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(researcher.card).not.toContainText('Three sources');
  await researcher.toggle.focus();
  await page.keyboard.press('Enter');
  await expect(researcher.toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(researcher.card.getByRole('group', { name: 'researcher' })).toContainText(
    'Three sources on signals, two on RxJS.',
  );
  // The fact-checker the researcher delegated to is a card inside the researcher's card.
  const checker = card(page, 'fact-checker');
  await expect(researcher.card.locator('agui-subagent')).toHaveCount(1);
  await expect(checker.toggle).toHaveAttribute('aria-expanded', 'false');
  await checker.toggle.focus();
  await page.keyboard.press('Space');
  await expect(checker.card).toContainText('All five sources are reachable.');

  // The writer streams slowly: open its card, then count what changes in each card meanwhile.
  const writer = card(page, 'writer');
  await expect(writer.card).toHaveAttribute('data-status', 'running');
  await writer.toggle.focus();
  await page.keyboard.press('Enter');
  await expect(writer.toggle).toHaveAttribute('aria-expanded', 'true');
  await page.evaluate(() => {
    const counts: Record<string, number> = {};
    const watch = window as unknown as { aguiMutations: Record<string, number> };
    watch.aguiMutations = counts;
    for (const element of document.querySelectorAll('agui-subagent')) {
      const name = element.querySelector(':scope > button .agui-subagent-name')?.textContent ?? '';
      counts[name] = 0;
      new MutationObserver((records) => (counts[name] += records.length)).observe(element, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    }
  });
  await expect(runStatus(page)).toHaveText('Answer complete.', { timeout: 30_000 });
  await expect(writer.card).toHaveAttribute('data-status', 'success');
  await expect(writer.card).toContainText('word40');
  const mutations = await page.evaluate(
    () => (window as unknown as { aguiMutations: Record<string, number> }).aguiMutations,
  );
  expect(mutations['writer']).toBeGreaterThan(0);
  // The researcher and its fact-checker were done: the writer's stream touched neither card.
  expect([mutations['researcher'], mutations['fact-checker']]).toEqual([0, 0]);

  // Folding again by keyboard hides the nested turns.
  await writer.toggle.focus();
  await page.keyboard.press('Enter');
  await expect(writer.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(writer.card).not.toContainText('word40');

  // The agent's capabilities were read and usable: no warning about them.
  await expect(page.getByText(/Agent capabilities:/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
