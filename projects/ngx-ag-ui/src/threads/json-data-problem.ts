/**
 * How deep a saved value may nest: as deep as a state patch may write (apply-state-delta.ts),
 * far below what `JSON.stringify` (every run sends the state) and structured cloning survive.
 */
export const MAX_RECORD_DEPTH = 1_000;

/** A container on the walk: its members still to check, and how tall it has been so far. */
interface Frame {
  readonly node: object;
  readonly members: readonly unknown[];
  next: number;
  height: number;
}

/**
 * What keeps `value` from being JSON data a run can send back, or `undefined` when nothing
 * does: a value JSON cannot write (`BigInt`, `NaN`, a `Map`, a `Date`, a function), a cycle, or
 * nesting deeper than `maxDepth`. A storage of structured clones (IndexedDB) can hand back all
 * of these, and a corrupt or hostile one is as deep as it likes: the walk keeps its own stack,
 * and a value reached twice (shared, as structured clones keep it) is walked once.
 */
export function jsonDataProblem(value: unknown, maxDepth = MAX_RECORD_DEPTH): string | undefined {
  /** The height of every container walked to its end (1 for `[]` or `{}` of scalars). */
  const heights = new Map<object, number>();
  const path = new Set<object>();
  const stack: Frame[] = [];
  let problem: string | undefined;

  /** Checks a scalar, or opens a container; returns the height of one already walked. */
  const enter = (member: unknown): number => {
    if (typeof member !== 'object' || member === null) {
      if (!isJsonScalar(member)) problem = 'is not JSON data';
      return 0;
    }
    const known = heights.get(member);
    if (known !== undefined) {
      // Walked once already (a shared value): it nests as deep below this path as below the first.
      if (stack.length + known > maxDepth) problem = tooDeep(maxDepth);
      return known;
    }
    if (path.has(member)) problem = 'holds a cycle';
    else if (!isPlainContainer(member)) problem = 'is not JSON data';
    else if (stack.length >= maxDepth) problem = tooDeep(maxDepth);
    else {
      path.add(member);
      stack.push({ node: member, members: Object.values(member), next: 0, height: 1 });
    }
    return 0;
  };

  enter(value);
  while (stack.length > 0 && problem === undefined) {
    const frame = stack[stack.length - 1];
    if (frame.next < frame.members.length) {
      const height = enter(frame.members[frame.next++]);
      frame.height = Math.max(frame.height, height + 1);
      continue;
    }
    stack.pop();
    path.delete(frame.node);
    heights.set(frame.node, frame.height);
    const parent = stack[stack.length - 1];
    if (parent) parent.height = Math.max(parent.height, frame.height + 1);
  }
  return problem;
}

function tooDeep(maxDepth: number): string {
  return `is nested deeper than ${maxDepth.toLocaleString('en')} levels`;
}

/** What JSON writes as itself (`undefined` is left out, as JSON leaves an absent member out). */
function isJsonScalar(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return true;
    case 'object':
      return value === null;
    case 'number':
      return Number.isFinite(value);
    default:
      return false;
  }
}

/**
 * An array or an object JSON could have written (no `Map`, `Date`, class instance). The object's
 * prototype is checked by shape, not identity: a storage may clone into another realm (an
 * IndexedDB polyfill, a worker), whose `Object.prototype` is another object.
 */
function isPlainContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
