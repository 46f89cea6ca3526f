import { isContainer } from '../guards/guards';

/**
 * Whether two JSON-like values are structurally equal (own enumerable keys, `Object.is` leaves).
 * Any depth: the walk keeps its own stack, so a hostile value nested 100,000 deep compares like
 * a shallow one instead of overflowing the call stack; a pair of containers already being
 * compared counts as equal, so cyclic values (possible in-process) end.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isContainer(a) || !isContainer(b)) return false;
  const pending: [object, object][] = [[a, b]];
  // Remembering pairs costs more than comparing them, and only cycles need it: it starts after
  // the first 10,000 pairs, which message-sized values rarely reach.
  let untracked = UNTRACKED_PAIRS;
  let seen: Map<object, Set<object>> | undefined;
  for (let pair = pending.pop(); pair !== undefined; pair = pending.pop()) {
    const [left, right] = pair;
    if (untracked > 0) untracked--;
    else {
      seen ??= new Map();
      const partners = seen.get(left) ?? new Set<object>();
      if (partners.has(right)) continue;
      seen.set(left, partners.add(right));
    }
    if (Array.isArray(left) !== Array.isArray(right)) return false;
    const keys = Object.keys(left);
    if (keys.length !== Object.keys(right).length) return false;
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(right, key)) return false;
      const x: unknown = (left as Record<string, unknown>)[key];
      const y: unknown = (right as Record<string, unknown>)[key];
      if (Object.is(x, y)) continue;
      if (!isContainer(x) || !isContainer(y)) return false;
      pending.push([x, y]);
    }
  }
  return true;
}

const UNTRACKED_PAIRS = 10_000;
