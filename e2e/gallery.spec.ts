import { expect, test } from '@playwright/test';

import { textWithMarkers } from './support/chat';

/**
 * Every format adapter's sample: the markers (display numbers in text order) and the number of
 * sources it must render. Numbers follow first appearance; repeats are the same source cited again.
 */
const EXPECTED: Record<string, { markers: string; sources: number }> = {
  'Salesforce Agentforce': { markers: '1 1 2 2', sources: 2 },
  'Moveworks plugin': { markers: '', sources: 3 },
  'Ably AI Transport': { markers: '1 2 1', sources: 3 },
  'Perplexity Sonar': { markers: '1 2 3 3 2', sources: 3 },
  'Anthropic Messages API': { markers: '1 2 3 4 5 2 6', sources: 6 },
  'OpenAI Responses API': { markers: '1 1 2 3 4', sources: 4 },
  'OpenAI Chat Completions (search models)': { markers: '1 2 2', sources: 2 },
  'Google Gemini grounding': { markers: '1 1 2 2 3', sources: 4 },
  'Cohere Chat': { markers: '1 2 3', sources: 3 },
  'AWS Bedrock Converse': { markers: '1 2 1 3', sources: 3 },
  'AWS Bedrock Knowledge Bases': { markers: '1 2 1 3 4', sources: 4 },
  Mistral: { markers: '1 1 2 3 4', sources: 4 },
  'Vercel AI SDK UI message': { markers: '', sources: 3 },
  'LangChain / LangGraph': { markers: '1 2 3', sources: 3 },
};

test('the format gallery renders every adapter sample with its markers and sources', async ({
  page,
}) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 2, name: 'Format gallery' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Object.keys(EXPECTED).length);

  for (const [name, expected] of Object.entries(EXPECTED)) {
    const card = page.getByRole('article', { name, exact: true });
    await expect(card.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    // The rendered markers sit exactly where the plain-text rendering puts its [n].
    const rendered = await textWithMarkers(card.locator('agui-cited-text'));
    const plain = await card
      .getByRole('figure', { name: 'As plain text' })
      .locator('pre')
      .textContent();
    expect(rendered, name).toBe(plain);
    const markers = await card
      .locator('agui-cited-text')
      .getByRole('button', { name: /^Source \d/ })
      .all();
    const numbers = await Promise.all(
      markers.map(async (marker) => /Source (\d+)/.exec((await marker.textContent()) ?? '')?.[1]),
    );
    expect(numbers.join(' '), name).toBe(expected.markers);
    await expect(
      card.getByRole('region', { name: /Sources/ }).getByRole('listitem'),
      name,
    ).toHaveCount(expected.sources);
  }
});
