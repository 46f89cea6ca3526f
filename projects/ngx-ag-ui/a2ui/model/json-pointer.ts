/** Keys that would reach an object's prototype: never read or written from surface data. */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The segments of a data path: an absolute JSON Pointer (`/a/b/0`) or a path relative to
 * `scope` (`name`, inside a list template). `null` when a segment is unsafe.
 */
export function toPathSegments(path: string, scope = ''): readonly string[] | null {
  const absolute = path.startsWith('/') ? path : `${scope}/${path}`;
  const segments = absolute
    .split('/')
    .slice(1)
    .filter((segment, index, all) => segment !== '' || index < all.length - 1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  return segments.some((segment) => UNSAFE_KEYS.has(segment)) ? null : segments;
}

/** The absolute pointer of `segments` (the inverse of `toPathSegments`). */
export function toPointer(segments: readonly string[]): string {
  return segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The value at `segments` in `data`; `undefined` where the path leads nowhere. */
export function readAt(data: unknown, segments: readonly string[]): unknown {
  let value = data;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    // Own properties only: a path never reads what an object inherits.
    if (!Object.prototype.hasOwnProperty.call(value, segment)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * `data` with `value` at `segments`, copied along the path only: every other branch keeps its
 * identity, so only what is bound to the path sees a change. Missing containers are created
 * (an array when the next segment is a number); `undefined` removes the key.
 */
export function writeAt(data: unknown, segments: readonly string[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments;
  const child = readAt(data, [head]);
  const next = writeAt(child, rest, value);
  if (Array.isArray(data) && /^\d+$/.test(head)) {
    const copy = [...data];
    copy[Number(head)] = next;
    return copy;
  }
  const base =
    data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  const copy: Record<string, unknown> = { ...base };
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}
