/**
 * `next`, reusing every part of `previous` that is equal to it (deeply), so that an unchanged
 * component or data branch keeps its identity across snapshots and nothing bound to it is
 * redrawn. Returns `previous` itself when the two are equal.
 */
export function shareStructure<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const shared = next.map((item, index) => shareStructure(previous[index], item));
    const same =
      shared.length === previous.length && shared.every((item, index) => item === previous[index]);
    return (same ? previous : shared) as T;
  }
  if (isRecord(previous) && isRecord(next)) {
    const keys = Object.keys(next);
    const shared: Record<string, unknown> = {};
    let same = keys.length === Object.keys(previous).length;
    for (const key of keys) {
      const hasPrevious = Object.prototype.hasOwnProperty.call(previous, key);
      shared[key] = shareStructure(hasPrevious ? previous[key] : undefined, next[key]);
      same &&= hasPrevious && shared[key] === previous[key];
    }
    return (same ? previous : shared) as T;
  }
  return next;
}

/** A plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
