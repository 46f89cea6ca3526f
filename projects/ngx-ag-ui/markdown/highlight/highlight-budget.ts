import { Injectable } from '@angular/core';

/** How much code `<agui-markdown>` highlights; longer code is shown plain. */
export interface HighlightBudget {
  /** Characters of one code block. */
  readonly block: number;
  /** Characters of all the code blocks of one answer. */
  readonly answer: number;
}

/**
 * Measured with lowlight's grammars (see docs/markdown-limits.md): the worst input found (one
 * long identifier in JavaScript) grows with the square of its length, 29 ms at 4,000 characters
 * and 114 ms at 8,000, so a block of 4,000 stays under 50 ms in one task (each block is
 * highlighted in a task of its own).
 */
export const HIGHLIGHT_BUDGET: HighlightBudget = { block: 4_000, answer: 32_000 };

/**
 * The part of the per-answer budget the code blocks of one `<agui-markdown>` took. A block that
 * renders again (same code) is counted once.
 */
@Injectable()
export class HighlightAllowance {
  private readonly granted = new Set<string>();
  private used = 0;

  /** Whether `code` may be highlighted; takes its length from the answer's budget if so. */
  take(code: string, budget: HighlightBudget = HIGHLIGHT_BUDGET): boolean {
    if (code.length > budget.block) return false;
    if (this.granted.has(code)) return true;
    if (this.used + code.length > budget.answer) return false;
    this.used += code.length;
    this.granted.add(code);
    return true;
  }
}
