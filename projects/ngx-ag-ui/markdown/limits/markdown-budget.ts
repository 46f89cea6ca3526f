/** How much of an answer `<agui-markdown>` parses as Markdown; the rest is shown as plain text. */
export interface MarkdownBudget {
  /**
   * What one parse may cost, in characters: each character costs 1, each delimiter (`*`, `_`,
   * `~`, backtick, brackets, `<`, `>`, `|`) `delimiterCost` more. A longer text is parsed in
   * slices that each fit it, cut at top-level blocks; only a single block that costs more is
   * plain past it.
   */
  readonly cost: number;
  /** The extra cost of a delimiter: the parser spends about that much more on one. */
  readonly delimiterCost: number;
  /** Quotes and list items one line may open (counted from the line's start). */
  readonly nesting: number;
  /**
   * Inline constructs in one paragraph (emphasis runs, brackets, code-span runs, `<`, table
   * pipes, autolink literal starts): the parser's cost grows with their square.
   */
  readonly inline: number;
}

/** The budget `<agui-markdown>` uses; see docs/markdown-limits.md for how it was measured. */
export const MARKDOWN_BUDGET: MarkdownBudget = {
  cost: 32_000,
  delimiterCost: 8,
  nesting: 32,
  inline: 512,
};

/** Why the rest of an answer is plain text. */
export type MarkdownLimitReason = 'characters' | 'nesting' | 'inline';

/** Where the Markdown of an answer ends (an offset into its text) and why. */
export interface MarkdownLimit {
  /** The UTF-16 offset where Markdown stops: the text from here on is shown as plain text. */
  readonly at: number;
  /** Which budget was reached. */
  readonly reason: MarkdownLimitReason;
}
