import type { ChatRow } from '../session/chat-rows';

/**
 * Rows rendered at once when a thread arrives whole (a restored thread, a snapshot), and added
 * at a time, before the first paint, until the rendered rows fill the view from the bottom,
 * where a chat opens: a few cited answers fill a screen, short messages take more. The rows
 * above follow in idle time.
 */
export const FIRST_ROWS = 4;

/** Rows that stand for a screen when the list cannot be measured (not laid out). */
export const UNMEASURED_ROWS = 24;

/** The rows a message list had and the index of the first one it rendered. */
export interface RowWindow {
  readonly rows: readonly ChatRow[];
  readonly start: number;
}

/**
 * The index of the first row to render: rows before it wait for idle time (or for the person to
 * scroll near them). A row once rendered stays rendered, and so does every row after it, so a
 * streamed message, a new turn or a removed answer never waits; only rows that arrive above
 * every rendered row (a whole thread, at once) are left for later, all but the last
 * `FIRST_ROWS`. No Angular and no DOM here: the message list keeps it in a `linkedSignal`.
 */
export function firstRenderedRow(
  rows: readonly ChatRow[],
  previous: RowWindow | undefined,
): number {
  if (previous) {
    const rendered = new Set<string>();
    for (let i = previous.start; i < previous.rows.length; i++)
      rendered.add(rowKey(previous.rows[i]));
    if (rendered.size > 0) {
      const kept = rows.findIndex((row) => rendered.has(rowKey(row)));
      if (kept >= 0) return kept;
    }
  }
  return Math.max(0, rows.length - FIRST_ROWS);
}

/** The key a row is tracked by: its kind and its id. */
export function rowKey(row: ChatRow): string {
  return `${row.kind}:${row.id}`;
}

/** Rows in the first slice rendered late, before their cost is known. */
export const FIRST_SLICE = 8;

// What a slice may take: under the 50 ms of a long task, with room for the frame around it;
// more, up to the most, when the browser says it will stay idle that long (50 ms at most).
const SLICE_BUDGET_MS = 30;
const MOST_SLICE_BUDGET_MS = 42;
const MAX_SLICE = 200;

/** A slice's budget: 30 ms, or the idle time the browser gives less a margin, up to 42 ms. */
export function sliceBudget(idleMs: number | undefined): number {
  return Math.min(Math.max(SLICE_BUDGET_MS, (idleMs ?? 0) - 6), MOST_SLICE_BUDGET_MS);
}

/**
 * How many rows the next slice renders, from what the last one cost: as many as fit the
 * budget at that cost per row, at least one, and at most four times the last slice (a cheap
 * slice of short rows says little about the long ones above them).
 */
export function nextSliceSize(rendered: number, ms: number, budgetMs = SLICE_BUDGET_MS): number {
  if (rendered <= 0) return FIRST_SLICE;
  const perRow = Math.max(ms, 0.01) / rendered;
  const fit = Math.floor(budgetMs / perRow);
  return Math.max(1, Math.min(fit, rendered * 4, MAX_SLICE));
}
