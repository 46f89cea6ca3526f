/**
 * How far from the given offset a claim may move when it is re-anchored on its text: at least
 * this many UTF-16 units either way (more for long claims, see `reanchorRadius`).
 */
export const REANCHOR_MIN_RADIUS = 8_192;

/** Counts the character comparisons of a search (benchmarks and tests read it). */
export interface SearchCounter {
  comparisons: number;
}

/** The re-anchoring radius for a claim text of `length` units: `REANCHOR_MIN_RADIUS` or 4 × it. */
export function reanchorRadius(length: number): number {
  return Math.max(REANCHOR_MIN_RADIUS, 4 * length);
}

/**
 * Rule 5: the exact occurrence of `needle` nearest `from` (the earlier wins a tie), or `null`.
 *
 * Only occurrences starting within `reanchorRadius(needle.length)` of `from` count, and the
 * window is scanned with Knuth–Morris–Pratt, so the work per claim is O(radius + needle length)
 * whatever the text length. `indexOf` / `lastIndexOf` over the whole text cost O(text × needle)
 * in V8 on near misses (a 2 KB claim that almost matches everywhere in 1 MB takes seconds).
 *
 * @param counter When given, counts the character comparisons made.
 */
export function findNearestOccurrence(
  text: string,
  needle: string,
  from: number,
  counter?: SearchCounter,
): number | null {
  const m = needle.length;
  if (m === 0 || m > text.length) return null;
  const radius = reanchorRadius(m);
  const first = Math.max(0, from - radius);
  const last = Math.min(text.length - m, from + radius);
  if (first > last) return null;

  const failure = prefixFunction(needle, counter);
  let best: number | null = null;
  let matched = 0;
  let comparisons = 0;
  for (let i = first; i < last + m; i++) {
    const ch = text.charCodeAt(i);
    while (matched > 0 && needle.charCodeAt(matched) !== ch) {
      comparisons++;
      matched = failure[matched - 1];
    }
    comparisons++;
    if (needle.charCodeAt(matched) === ch) matched++;
    if (matched === m) {
      const at = i - m + 1;
      // Scanning left to right: a strictly nearer match replaces, so the earlier wins a tie.
      if (best === null || Math.abs(at - from) < Math.abs(best - from)) best = at;
      else if (at > from) break;
      matched = failure[m - 1];
    }
  }
  if (counter) counter.comparisons += comparisons;
  return best;
}

/** KMP failure table: `table[k]` is the longest proper border of `needle.slice(0, k + 1)`. */
function prefixFunction(needle: string, counter?: SearchCounter): Int32Array {
  const table = new Int32Array(needle.length);
  let k = 0;
  let comparisons = 0;
  for (let i = 1; i < needle.length; i++) {
    const ch = needle.charCodeAt(i);
    while (k > 0 && needle.charCodeAt(k) !== ch) {
      comparisons++;
      k = table[k - 1];
    }
    comparisons++;
    if (needle.charCodeAt(k) === ch) k++;
    table[i] = k;
  }
  if (counter) counter.comparisons += comparisons;
  return table;
}
