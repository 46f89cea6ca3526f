/** Hostile answers, generated (never stored): each one hurt the renderer before the limits. */
export const HOSTILE_MARKDOWN = {
  /** 3 KB of nested block quotes. */
  quotes: () => '>'.repeat(3000) + ' deep',
  /** 6 KB of nested list items. */
  lists: () => '- '.repeat(3000) + 'deep',
  /** 9 KB of nested emphasis. */
  emphasis: () => '*a '.repeat(1500) + 'b' + ' b*'.repeat(1500),
  /** 18 KB of nested links. */
  links: () => '['.repeat(3600) + 'a' + '](x)'.repeat(3600),
  /** 98 KB of footnote-reference openers. */
  footnotes: () => '[^'.repeat(49_000),
  /** 176 KB of autolink literals. */
  autolinks: () => Array.from({ length: 16_000 }, (_, i) => `www.a${i % 10}.com`).join(' '),
  /** 400 KB of one wide table. */
  wideTable: () => {
    const cells = 40_000;
    return `|${' a |'.repeat(cells)}\n|${'-|'.repeat(cells)}\n|${' b |'.repeat(cells)}\n`;
  },
} as const;
