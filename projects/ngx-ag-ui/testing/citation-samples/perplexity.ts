import type { PerplexityCompletion } from 'ngx-ag-ui/formats';

/**
 * A Perplexity Sonar chat completion: `[n]` markers cited out of order (`[3]` first), two at one
 * point (`[1][2]`), a 🍵 and Japanese text before later markers, `arr[1]` in inline code (kept
 * literal), a duplicate URL in `citations` (merged), and `search_results` supplying titles,
 * snippets and dates by exact URL.
 *
 * @example
 * const cited = fromPerplexityCompletion(perplexitySample);
 */
export const perplexitySample: PerplexityCompletion = {
  id: 'b3c1f6a2-7d4e-4f0a-9c8b-2e5d6a7f8c90',
  model: 'sonar-pro',
  created: 1767225600,
  object: 'chat.completion',
  usage: {
    prompt_tokens: 14,
    completion_tokens: 96,
    total_tokens: 110,
    search_context_size: 'low',
  },
  citations: [
    'https://en.wikipedia.org/wiki/Matcha',
    'https://www.japan-guide.example/e/e2091.html',
    'https://www.healthline.example/nutrition/matcha-benefits',
    'https://en.wikipedia.org/wiki/Matcha#History',
  ],
  search_results: [
    {
      title: 'Matcha - Wikipedia',
      url: 'https://en.wikipedia.org/wiki/Matcha',
      date: '2025-12-30',
      last_updated: '2026-01-02',
      snippet: 'Matcha is finely ground powder of specially grown and processed green tea leaves.',
      source: 'web',
    },
    {
      title: 'Japanese Tea Ceremony (茶道)',
      url: 'https://www.japan-guide.example/e/e2091.html',
      date: '2024-06-11',
      snippet: 'The tea ceremony (sadō) is a Japanese tradition of preparing and serving matcha.',
      source: 'web',
    },
    {
      title: '7 Proven Health Benefits of Matcha Tea',
      url: 'https://www.healthline.example/nutrition/matcha-benefits',
      date: '2023-03-21',
      snippet: 'Matcha is rich in catechins, a class of plant compounds that act as antioxidants.',
      source: 'web',
    },
  ],
  choices: [
    {
      index: 0,
      finish_reason: 'stop',
      message: {
        role: 'assistant',
        content:
          'Matcha is rich in catechins, which act as antioxidants.[3] It is stone-ground green tea ' +
          'powder[1][2] 🍵 and central to the Japanese tea ceremony, 茶道 (sadō).[2] Its use in ' +
          'Japan dates back to the 12th century.[4] In a recipe list, `cups[1]` is the second cup.',
      },
    },
  ],
};
