import type { Citation, CitedText } from 'ngx-ag-ui/core';

import {
  citeAfter,
  LONG_PARAGRAPHS,
  renderMarkdown,
  STREAMED_ANSWERS,
} from './markdown-fixtures.test-helpers';
import { LONG_ANSWERS } from './parse/streaming-work.test-helpers';
import { fromScratch, normalised } from './rendered-html.test-helpers';

/** Claims cited in the long paragraphs: a marker after each, its claim highlighted on focus. */
const CLAIMS = ['notify their consumers', 'caches its result', 'English words', 'heading once'];

/** The answer cut at `length`, with the citations whose claim and marker are already in it. */
function prefixOf(answer: string, length: number): CitedText {
  const text = answer.slice(0, length);
  const citations: Citation[] = CLAIMS.filter((claim) => text.includes(claim)).map((claim, i) =>
    citeAfter(text, claim, i + 1),
  );
  return { text, citations };
}

describe('MarkdownView streamed chunk by chunk', () => {
  const cases = [
    ...LONG_PARAGRAPHS.map((answer, n) => ({
      name: `long paragraph ${n + 1}`,
      answer,
      sizes: [1, 9],
    })),
    ...STREAMED_ANSWERS.map((answer, n) => ({ name: `answer ${n + 1}`, answer, sizes: [1] })),
    // Each block kind long enough to have a stable cut (kept items, rows, lines).
    ...Object.entries(LONG_ANSWERS).map(([kind, make]) => ({
      name: `a growing ${kind}`,
      answer: make(6),
      sizes: [7],
    })),
  ];
  for (const { name, answer, sizes } of cases) {
    for (const size of sizes) {
      it(`renders after every chunk of ${size} what a fresh render shows (${name})`, async () => {
        const { element, update } = await renderMarkdown(prefixOf(answer, 0), {}, true);
        const problems: string[] = [];
        for (let length = size; length < answer.length + size; length += size) {
          const cited = prefixOf(answer, Math.min(length, answer.length));
          await update(cited, true);
          const html = normalised(element);
          if (html !== (await fromScratch(cited, true))) problems.push(JSON.stringify(cited.text));
        }
        const final = prefixOf(answer, answer.length);
        await update(final, false);
        expect(normalised(element)).toBe(await fromScratch(final, false));
        expect(problems.slice(0, 3)).toEqual([]);
      }, 120_000);
    }
  }
});
