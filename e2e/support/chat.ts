import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The answer of the demo agent to "How do I cancel a fetch request?", with `[n]` where markers sit. */
export const FETCH_ANSWER =
  'Here is what I found in 3 pages of the corpus. The fetch function starts a network request and returns a ' +
  'promise for a Response. The promise rejects only on network failure; an HTTP error status such as 404 still ' +
  'resolves, so check response.ok.[1] An AbortController creates an AbortSignal that can cancel fetch requests, ' +
  'streams and other asynchronous work.[2] Unsubscribing from the observable cancels the request in flight.[3]';

/** The sources of that answer, in display order. */
export const FETCH_SOURCES = [
  {
    title: 'Using the Fetch API',
    href: 'https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API/Using_Fetch',
  },
  {
    title: 'AbortController',
    href: 'https://developer.mozilla.org/en-US/docs/Web/API/AbortController',
  },
  {
    title: 'Making requests with HttpClient',
    href: 'https://angular.dev/guide/http/making-requests',
  },
];

/** The chat's run status line. */
export const runStatus = (page: Page): Locator => page.getByRole('status', { name: 'Run status' });

/** Every answer of the agent, in order. */
export const answers = (page: Page): Locator => page.getByRole('article', { name: /^Answer \d+$/ });

/** The links to the sources in an answer's Sources list (not the back-links to the markers). */
export const sourceLinks = (answer: Locator): Locator =>
  answer.getByRole('region', { name: /Sources/ }).getByRole('link', { name: /opens in a new tab/ });

/** Types a question and sends it; resolves once the question shows in the conversation. */
export async function ask(page: Page, question: string): Promise<void> {
  const asked = page.getByRole('article', { name: 'You asked' });
  const before = await asked.count();
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(asked).toHaveCount(before + 1);
}

/** Sends a question and waits until its answer is complete. */
export async function askAndWait(page: Page, question: string): Promise<Locator> {
  await ask(page, question);
  await expect(runStatus(page)).toHaveText('Answer complete.');
  return answers(page).last();
}

/**
 * The text of a rendered `<agui-cited-text>` or `<agui-markdown>` with each marker written as `[n]`, n read from the
 * marker's accessible name ("Source n: …"), so the string shows where the markers really are.
 */
export function textWithMarkers(citedText: Locator): Promise<string> {
  return citedText.evaluate((host) => {
    // Walks the whole tree: `<agui-markdown>` nests text and markers in paragraphs and lists.
    const walk = (parent: Node): string => {
      let out = '';
      for (const node of Array.from(parent.childNodes)) {
        // Angular leaves comment anchors between pieces in development builds.
        if (node.nodeType === Node.COMMENT_NODE) continue;
        if (node instanceof HTMLElement && node.tagName === 'AGUI-CITATION-MARKER') {
          const name = node.querySelector('button, a')?.textContent ?? '';
          out += `[${/Source (\d+)/i.exec(name)?.[1] ?? '?'}]`;
        } else if (node instanceof HTMLElement) {
          out += walk(node);
        } else {
          out += node.textContent ?? '';
        }
      }
      return out;
    };
    return walk(host);
  });
}

/** Runs axe-core on the page and expects no violation (listed by rule and element when any). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
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

/** Sets one of the settings panel's selects. */
export async function chooseSetting(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}
