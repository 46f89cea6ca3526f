import fc from 'fast-check';
import { propertyRuns } from '../../property-testing/property-runs';
import {
  findNearestOccurrence,
  REANCHOR_MIN_RADIUS,
  reanchorRadius,
  type SearchCounter,
} from './find-nearest-occurrence';

/** The unbounded search the window replaces: nearest by `indexOf` / `lastIndexOf`. */
function unbounded(text: string, needle: string, from: number): number | null {
  const after = text.indexOf(needle, from);
  const before = from > 0 ? text.lastIndexOf(needle, from - 1) : -1;
  if (after < 0 && before < 0) return null;
  if (after < 0) return before;
  if (before < 0) return after;
  return from - before <= after - from ? before : after;
}

/** Comparisons made for a 2 KB near-miss claim (`a…ab`) in `size` units of `a`, claim mid-text. */
function nearMissComparisons(size: number): number {
  const counter: SearchCounter = { comparisons: 0 };
  const needle = `${'a'.repeat(2_047)}b`;
  expect(findNearestOccurrence('a'.repeat(size), needle, size / 2, counter)).toBeNull();
  return counter.comparisons;
}

describe('findNearestOccurrence', () => {
  it('finds the nearest occurrence, the earlier one on a tie', () => {
    const text = 'The sky is blue. The grass is green. The sky is blue.';
    expect(findNearestOccurrence(text, 'sky', 40)).toBe(41);
    expect(findNearestOccurrence(text, 'is', 6)).toBe(8);
    expect(findNearestOccurrence(text, 'moon', 4)).toBeNull();
    expect(findNearestOccurrence(text, 'aa', 0)).toBeNull();
  });

  it('finds overlapping occurrences', () => {
    expect(findNearestOccurrence('aaaa', 'aa', 2)).toBe(2);
    expect(findNearestOccurrence('abababab', 'abab', 3)).toBe(2);
  });

  it('ignores occurrences starting farther than the radius from the offset', () => {
    const text = `grass${' '.repeat(REANCHOR_MIN_RADIUS + 10)}`;
    expect(findNearestOccurrence(text, 'grass', REANCHOR_MIN_RADIUS)).toBe(0);
    expect(findNearestOccurrence(text, 'grass', REANCHOR_MIN_RADIUS + 1)).toBeNull();
  });

  it('widens the radius for long claim texts', () => {
    expect(reanchorRadius(10)).toBe(REANCHOR_MIN_RADIUS);
    expect(reanchorRadius(4_000)).toBe(16_000);
  });

  it('does the same bounded work for a near-miss claim in 100 KB and in 1 MB of text', () => {
    const small = nearMissComparisons(100_000);
    const large = nearMissComparisons(1_000_000);
    expect(large).toBe(small);
    // KMP: at most 2 comparisons per scanned unit, plus 2 per claim unit for its table.
    const needleLength = 2_048;
    const window = 2 * reanchorRadius(needleLength) + needleLength;
    expect(large).toBeLessThanOrEqual(2 * window + 2 * needleLength);
  });

  it('agrees with the unbounded search when the text fits in the window', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', '🍵'), maxLength: 60 }),
        fc.string({ unit: fc.constantFrom('a', 'b'), minLength: 1, maxLength: 4 }),
        fc.nat(70),
        (text, needle, offset) => {
          const from = Math.min(offset, text.length);
          expect(findNearestOccurrence(text, needle, from)).toBe(unbounded(text, needle, from));
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });
});
