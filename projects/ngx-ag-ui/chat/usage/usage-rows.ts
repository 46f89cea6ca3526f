import type { TokenUsage } from '@ag-ui/core';

/** One provider's usage as `<agui-usage>` shows it: counts only where the agent reported them. */
export interface UsageRow {
  readonly key: string;
  /** `provider · model`, or what of the two was reported. */
  readonly source: string;
  readonly input?: number;
  readonly cachedInput?: number;
  readonly cacheWrites?: number;
  readonly output?: number;
  readonly reasoning?: number;
  /** `totalTokens`, else input + output when both were reported. */
  readonly total?: number;
}

/**
 * The rows of a run's token usage (AG-UI: one entry per provider, in one accounting: input and
 * output are totals, cached, cache-write and reasoning tokens are parts of them). A count
 * the agent did not report stays absent: it is never shown as 0. The grand total adds the rows
 * that have one.
 */
export function toUsageRows(usage: readonly TokenUsage[]): {
  readonly rows: readonly UsageRow[];
  readonly total: number | undefined;
} {
  const rows = usage.map((entry, index): UsageRow => {
    const input = count(entry.inputTokens);
    const output = count(entry.outputTokens);
    const reported = count(entry.totalTokens);
    const total =
      reported ?? (input !== undefined && output !== undefined ? input + output : undefined);
    const source =
      [entry.provider, entry.model]
        .filter((part) => typeof part === 'string' && part)
        .join(' · ') || `#${index + 1}`;
    return {
      key: `${index}`,
      source,
      input,
      cachedInput: count(entry.cachedInputTokens),
      cacheWrites: count(entry.cacheWriteInputTokens),
      output,
      reasoning: count(entry.reasoningTokens),
      total,
    };
  });
  const totals = rows.map((row) => row.total).filter((total) => total !== undefined);
  return { rows, total: totals.length ? totals.reduce((a, b) => a + b, 0) : undefined };
}

function count(value: unknown): number | undefined {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined;
}
