/**
 * Hostile answers for the e2e of `<agui-markdown>`'s limits, generated here (never stored):
 * each one broke or froze the renderer before its limits existed.
 */
export const HOSTILE_MARKDOWN_FIXTURES: Readonly<Record<string, () => string>> = {
  /** 3 KB of nested block quotes. */
  quotes: () => '>'.repeat(3000) + ' the deep end',
  /** 6 KB of nested list items. */
  lists: () => '- '.repeat(3000) + 'the deep end',
  /** 9 KB of nested emphasis. */
  emphasis: () => '*a '.repeat(1500) + 'the deep end' + ' b*'.repeat(1500),
  /** 18 KB of nested links. */
  links: () => '['.repeat(3600) + 'the deep end' + '](x)'.repeat(3600),
  /** 98 KB of footnote-reference openers. */
  footnotes: () => '[^'.repeat(49_000) + ' the deep end',
  /** 176 KB of autolink literals. */
  autolinks: () =>
    Array.from({ length: 16_000 }, (_, i) => `www.a${i % 10}.com`).join(' ') + ' the deep end',
  /** 400 KB of one wide table. */
  table: () => {
    const cells = 40_000;
    return `|${' a |'.repeat(cells)}\n|${'-|'.repeat(cells)}\n|${' b |'.repeat(cells)}\n\nthe deep end`;
  },
  /** 1 MB of JavaScript in one fenced block, then more text. */
  code: () =>
    '```js\n' +
    'const value = compute(alpha, beta) + `t ${gamma}`; // note\n'.repeat(17_000) +
    '```\n\nthe deep end',
  /** Links that look relative but lead to another host, and one that stays. */
  relative: () =>
    '[evil](//evil.example/x) [evil2](/\\evil.example/y) [fine](/docs/page) the deep end',
};
