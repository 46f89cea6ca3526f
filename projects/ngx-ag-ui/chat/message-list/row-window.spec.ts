import type { ChatRow } from '../session/chat-rows';
import {
  FIRST_ROWS,
  FIRST_SLICE,
  firstRenderedRow,
  nextSliceSize,
  sliceBudget,
} from './row-window';

const rows = (ids: readonly string[]): ChatRow[] => ids.map((id) => ({ kind: 'message', id }));
const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `m${from + i}`);

describe('firstRenderedRow', () => {
  it('renders a short thread whole and a long one from its last FIRST_ROWS rows', () => {
    expect(firstRenderedRow(rows(range(0, FIRST_ROWS)), undefined)).toBe(0);
    expect(firstRenderedRow(rows(range(0, 1000)), undefined)).toBe(1000 - FIRST_ROWS);
    // After an empty list, as at first.
    expect(firstRenderedRow(rows(range(0, 1000)), { rows: [], start: 0 })).toBe(1000 - FIRST_ROWS);
  });

  it('keeps every rendered row rendered: appended and removed rows never wait', () => {
    const before = { rows: rows(range(0, 1000)), start: 900 };
    expect(firstRenderedRow(rows(range(0, 1005)), before)).toBe(900);
    expect(firstRenderedRow(rows(range(0, 950)), before)).toBe(900);
    // The first rendered row removed: the next one that was rendered is where rendering starts.
    const without900 = rows(range(0, 1000).filter((id) => id !== 'm900'));
    expect(firstRenderedRow(without900, before)).toBe(900);
    // Rows that arrive above every rendered one wait with the others.
    expect(firstRenderedRow(rows([...range(2000, 2050), ...range(0, 1000)]), before)).toBe(950);
    // Fully rendered stays fully rendered as the thread grows.
    expect(firstRenderedRow(rows(range(0, 1200)), { rows: rows(range(0, 1000)), start: 0 })).toBe(
      0,
    );
  });

  it('starts over on a thread that shares no rendered row (another thread opened)', () => {
    const before = { rows: rows(range(0, 100)), start: 0 };
    expect(firstRenderedRow(rows(range(500, 1500)), before)).toBe(1000 - FIRST_ROWS);
  });
});

describe('nextSliceSize', () => {
  it('fits the next slice to the budget at the last cost per row, within bounds', () => {
    expect(nextSliceSize(0, 5)).toBe(FIRST_SLICE);
    // 10 rows in 30 ms: 3 ms a row, 10 fit.
    expect(nextSliceSize(10, 30)).toBe(10);
    // Expensive rows: at least one.
    expect(nextSliceSize(1, 500)).toBe(1);
    // Cheap rows grow the slice at most fourfold, and never past 200.
    expect(nextSliceSize(8, 1)).toBe(32);
    expect(nextSliceSize(100, 1)).toBe(200);
    expect(nextSliceSize(8, 0)).toBe(32);
    // A longer idle time fits more rows.
    expect(nextSliceSize(10, 30, sliceBudget(48))).toBe(14);
  });

  it('budgets 30 ms a slice, more when the browser will stay idle longer, never past 42', () => {
    expect(sliceBudget(undefined)).toBe(30);
    expect(sliceBudget(12)).toBe(30);
    expect(sliceBudget(44)).toBe(38);
    expect(sliceBudget(50)).toBe(42);
  });
});
