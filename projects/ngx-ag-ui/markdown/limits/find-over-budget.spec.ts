import { findOverBudget } from './find-over-budget';
import { MARKDOWN_BUDGET } from './markdown-budget';

const budget = { ...MARKDOWN_BUDGET, cost: 1000, delimiterCost: 4 };

describe('findOverBudget', () => {
  it('lets ordinary Markdown within the budget through', () => {
    const text =
      '# Title\n\n> quote\n> > nested\n\n- a\n  - b\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';
    expect(findOverBudget(text, budget)).toBeNull();
    expect(findOverBudget('a'.repeat(1000), budget)).toBeNull();
  });

  it('ends plain text at the cost budget, and dense delimiters sooner', () => {
    expect(findOverBudget('a'.repeat(1500), budget)).toEqual({ at: 1000, reason: 'characters' });
    // Blank-line separated, so the inline count restarts: only the cost ends it.
    const dense = '*a* *a*\n\n'.repeat(200);
    // `*a* *a*\n\n` costs 9 + 4 * 4 = 25 per nine characters: 1000 buys 40 of them.
    expect(findOverBudget(dense, budget)).toEqual({ at: 40 * 9, reason: 'characters' });
  });

  it('moves the cost limit back to a line start, never between surrogate halves', () => {
    const lines = 'line of text\n'.repeat(100);
    expect(findOverBudget(lines, budget)!.at % 13).toBe(0);
    const emoji = 'a' + '😀'.repeat(600);
    expect(emoji.codePointAt(findOverBudget(emoji, budget)!.at)).toBe(0x1f600);
  });

  it('stops at the marker that opens one quote or list too many', () => {
    const quotes = '> '.repeat(40) + 'x';
    expect(findOverBudget(quotes, MARKDOWN_BUDGET)).toEqual({ at: 64, reason: 'nesting' });
    expect(findOverBudget('- '.repeat(32) + 'x', MARKDOWN_BUDGET)).toBeNull();
  });

  it('reads a line of dashes as a thematic break, not nested lists', () => {
    expect(findOverBudget('- '.repeat(100), MARKDOWN_BUDGET)).toBeNull();
  });

  it('counts inline constructs per paragraph, list item, heading and table row', () => {
    const run = '*a* '.repeat(200);
    expect(findOverBudget(run + '\n' + run, MARKDOWN_BUDGET)?.reason).toBe('inline');
    expect(findOverBudget(run + '\n\n' + run, MARKDOWN_BUDGET)).toBeNull();
    expect(findOverBudget(`- ${run}\n- ${run}`, MARKDOWN_BUDGET)).toBeNull();
    const row = `| ${'*x* '.repeat(100)} |\n`;
    expect(findOverBudget(`| a |\n|---|\n${row}${row}${row}`, MARKDOWN_BUDGET)).toBeNull();
  });

  it('does not count the text of fenced code as inline constructs', () => {
    const code = '```\n' + '*[<|'.repeat(600) + '\n```\n';
    expect(findOverBudget(code, MARKDOWN_BUDGET)).toBeNull();
  });
});
