import type { MarkdownBudget, MarkdownLimit } from './markdown-budget';

const DELIMITERS = new Set(['*', '_', '~', '`', '[', ']', '<', '>', '|']);

/**
 * Where an answer's Markdown ends by `budget.cost`: the first offset where the cost so far goes
 * over it, moved back to a line start within the last 1,000 characters when there is one (and
 * never between the halves of a surrogate pair). Incremental: while the text only grows, only
 * the new characters are measured (a character's cost does not depend on what follows it).
 */
export class MarkdownCostMeter {
  private text = '';
  private cost = 0;
  private limit: MarkdownLimit | null = null;
  /** Characters measured since this meter was made (a test reads it: each once per stream). */
  measured = 0;

  constructor(private readonly budget: MarkdownBudget) {}

  /** The limit of `text`, or null when all of it fits. */
  measure(text: string): MarkdownLimit | null {
    if (!text.startsWith(this.text)) {
      this.text = '';
      this.cost = 0;
      this.limit = null;
    }
    if (this.limit) return this.limit;
    let at = this.text.length;
    let cost = this.cost;
    for (; at < text.length; at++) {
      cost += DELIMITERS.has(text[at]) ? 1 + this.budget.delimiterCost : 1;
      if (cost > this.budget.cost) break;
    }
    this.measured += at - this.text.length;
    this.text = text.slice(0, at);
    this.cost = cost;
    if (at < text.length) this.limit = { at: lineStartBefore(text, at), reason: 'characters' };
    return this.limit;
  }
}

function lineStartBefore(text: string, at: number): number {
  const newline = text.lastIndexOf('\n', at - 1);
  if (newline > 0 && newline >= at - 1000) return newline + 1;
  return /[\uD800-\uDBFF]/.test(text[at - 1] ?? '') ? at - 1 : at;
}
