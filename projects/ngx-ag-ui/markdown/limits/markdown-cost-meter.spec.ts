import { MARKDOWN_BUDGET } from './markdown-budget';
import { MarkdownCostMeter } from './markdown-cost-meter';

const budget = { ...MARKDOWN_BUDGET, cost: 1000, delimiterCost: 4 };

describe('MarkdownCostMeter', () => {
  it('lets text within the budget through', () => {
    expect(new MarkdownCostMeter(budget).measure('a'.repeat(1000))).toBeNull();
  });

  it('ends plain text at the budget, and dense delimiters sooner', () => {
    expect(new MarkdownCostMeter(budget).measure('a'.repeat(1500))).toEqual({
      at: 1000,
      reason: 'characters',
    });
    // `*a* ` costs 1 + 5 + 1 + 5... per four characters: 12, so 1000 buys about 333 of them.
    const limit = new MarkdownCostMeter(budget).measure('*a* '.repeat(500));
    expect(limit!.at).toBeGreaterThan(320);
    expect(limit!.at).toBeLessThan(340);
  });

  it('moves the end back to a line start, never between surrogate halves', () => {
    const lines = 'line of text\n'.repeat(100);
    expect(new MarkdownCostMeter(budget).measure(lines)!.at % 13).toBe(0);
    const emoji = 'a' + '😀'.repeat(600);
    const at = new MarkdownCostMeter(budget).measure(emoji)!.at;
    expect(emoji.codePointAt(at)).toBe(0x1f600);
  });

  it('measures each character once while the text grows, and holds its limit', () => {
    const meter = new MarkdownCostMeter(budget);
    const text = 'word '.repeat(100);
    for (let end = 1; end <= text.length; end += 7) meter.measure(text.slice(0, end));
    meter.measure(text);
    expect(meter.measured).toBe(text.length);
    const first = meter.measure(text + 'x'.repeat(2000));
    expect(meter.measure(text + 'x'.repeat(3000))).toBe(first);
  });
});
