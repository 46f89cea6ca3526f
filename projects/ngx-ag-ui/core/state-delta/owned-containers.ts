/**
 * Own keys, in insertion order, of the large objects `applyStateDelta` has produced. Listing
 * a hash-table object's keys sorts them, which costs about as much as copying it (6 µs at 200
 * keys), while the patch that produced the object already knows how its keys changed. Only
 * objects this module created are keys here, and those are made non-extensible, so a key list
 * cannot miss a key; a deleted key reads `undefined`, which no JSON value is, and is skipped.
 */
const knownKeys = new WeakMap<object, readonly string[]>();

/** Own keys from which an object is copied key by key into a hash-table object (see below). */
export const LARGE_OBJECT_KEYS = 32;

/**
 * The containers one patch has copied, and so may write into, each with its own keys kept in
 * step with the ops when it is a large object (`null`: not tracked). `commit` publishes those
 * keys once the whole patch has applied; a failed patch simply drops the instance.
 */
export class OwnedContainers {
  private readonly containers = new Map<object, readonly string[] | null>();

  /** The container itself when this patch already owns it, else an owned shallow copy. */
  own<T extends Record<string, unknown> | unknown[]>(value: T): T {
    if (this.containers.has(value)) return value;
    if (Array.isArray(value)) {
      const copy = value.slice();
      this.containers.set(copy, null);
      return copy as T;
    }
    const keys = knownKeys.get(value) ?? Object.keys(value);
    if (keys.length < LARGE_OBJECT_KEYS) {
      const copy = { ...value };
      this.containers.set(copy, null);
      return copy as T;
    }
    const copy = copyLargeObject(value, keys);
    this.containers.set(copy.object, copy.keys);
    return copy.object as T;
  }

  /** Records that `key` is about to be written into `parent` (add, replace, a copy's target). */
  noteWrite(parent: object, key: string): void {
    const keys = this.containers.get(parent);
    // Appending is right for integer-like keys too: they enumerate first whatever the order in
    // which they were inserted, and the copy only needs the set of keys and the order of the rest.
    if (keys && !Object.prototype.hasOwnProperty.call(parent, key)) this.containers.set(parent, keys.concat(key));
  }

  /** Records that `key` is about to be deleted from `parent` by a remove. */
  noteRemove(parent: object, key: string): void {
    const keys = this.containers.get(parent);
    if (keys) this.containers.set(parent, keys.filter((known) => known !== key));
  }

  /** Stops tracking the keys of `parent` (an op whose effect on them is not modelled). */
  forget(parent: object | undefined): void {
    if (parent !== undefined && this.containers.has(parent)) this.containers.set(parent, null);
  }

  /** Publishes the keys of the tracked large objects (made non-extensible), for later patches. */
  commit(): void {
    for (const [container, keys] of this.containers) {
      if (!keys) continue;
      knownKeys.set(container, keys);
      Object.preventExtensions(container);
    }
  }
}

function copyLargeObject(
  value: Record<string, unknown>,
  keys: readonly string[],
): { readonly object: Record<string, unknown>; readonly keys: readonly string[] } {
  // A container that keeps gaining keys (`/citations/<messageId>`) is a hash-table ("dictionary
  // mode") object in V8, and spreading one rebuilds a fast object key by key: about 46 µs at 200
  // keys. Inserting into a prototype-less object, itself a hash table, checks no prototype chain
  // per new key and keeps an own `__proto__` key (legal in JSON) as plain data; the prototype is
  // set once at the end. About 7 µs at 200 keys.
  const copy = Object.create(null) as Record<string, unknown>;
  let deleted = false;
  for (let i = 0; i < keys.length; i++) {
    const child = value[keys[i]];
    if (child === undefined) deleted = true;
    else copy[keys[i]] = child;
  }
  Object.setPrototypeOf(copy, Object.prototype);
  return { object: copy, keys: deleted ? Object.keys(copy) : keys };
}
