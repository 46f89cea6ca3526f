import type { ObjectCopyMode } from './object-copy-mode';

/**
 * Own keys from which an object is large: it comes back non-extensible in both copy modes (the
 * `key-by-key` mode needs that, see `knownKeys`, and one contract for every engine is simpler),
 * and in `key-by-key` mode it is copied into a hash-table object.
 */
const LARGE_OBJECT_KEYS = 32;

/**
 * V8 keeps an object of more than 1,020 keys as a hash table whatever we do, and `Object.assign`
 * from one costs about 185 ns a key, five times the key-by-key copy: past this, both modes copy
 * key by key.
 */
const MAX_BLOCK_COPY_KEYS = 1000;

/**
 * `key-by-key` mode: own keys, in insertion order, of the large objects produced here. Listing a
 * hash-table object's keys sorts them, which costs about as much as copying it (6 µs at 200 keys),
 * while the patch that produced the object already knows how its keys changed. Only objects
 * created here are keys, and those are made non-extensible, so a key list cannot miss a key; a
 * deleted key reads `undefined`, which no JSON value is, and is skipped.
 */
const knownKeys = new WeakMap<object, readonly string[]>();

/** `block` mode: the own key count of the objects produced here, so that no copy counts them. */
const knownSizes = new WeakMap<object, number>();

/**
 * What a patch knows about a container it owns: the own key count of a block copy, the key list
 * of a large key-by-key copy, or `null` (an array, a small key-by-key copy, or an op whose effect
 * on the keys is not modelled).
 */
type Tracking = number | readonly string[] | null;

const hasOwn = (object: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(object, key);

/**
 * The containers one patch has copied, and so may write into, each with what it knows of its
 * keys, kept in step with the ops. `commit` publishes that once the whole patch has applied; a
 * failed patch simply drops the instance.
 */
export class OwnedContainers {
  private readonly containers = new Map<object, Tracking>();

  constructor(private readonly mode: ObjectCopyMode) {}

  /** The container itself when this patch already owns it, else an owned shallow copy. */
  own<T extends Record<string, unknown> | unknown[]>(value: T): T {
    if (this.containers.has(value)) return value;
    if (Array.isArray(value)) {
      const copy = value.slice();
      this.containers.set(copy, null);
      return copy as T;
    }
    // Object.assign sets the copy's prototype from an own "__proto__" key (legal in JSON) where
    // spread defines it as data, so such an object is copied key by key.
    if (this.mode === 'block' && !hasOwn(value, '__proto__')) {
      const size = knownSizes.get(value) ?? Object.keys(value).length;
      if (size <= MAX_BLOCK_COPY_KEYS) {
        const copy = Object.assign({}, value);
        this.containers.set(copy, size);
        return copy;
      }
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

  /** Records that the op `op` is about to write `key` into `parent` (add, replace, copy). */
  noteWrite(parent: object, key: string, op: unknown): void {
    const tracking = this.containers.get(parent);
    if (tracking === undefined || tracking === null || hasOwn(parent, key)) return;
    if (typeof tracking === 'number') {
      // fast-json-patch adds a key by computed assignment, after which V8 turns an object of a
      // dozen keys or more into a hash table, whose copies are no longer blocks. Defining the key
      // first keeps the object fast; the assignment then only sets its value. A replace does not
      // get this: it must still find the key missing (or inherited) when it checks the path.
      if (op === 'add' || op === 'copy') {
        Object.defineProperty(parent, key, {
          value: undefined,
          writable: true,
          enumerable: true,
          configurable: true,
        });
      }
      this.containers.set(parent, tracking + 1);
      return;
    }
    // Appending is right for integer-like keys too: they enumerate first whatever the order in
    // which they were inserted, and the copy only needs the set of keys and the order of the rest.
    this.containers.set(parent, tracking.concat(key));
  }

  /** Records that `key` is about to be deleted from `parent` by a remove. */
  noteRemove(parent: object, key: string): void {
    const tracking = this.containers.get(parent);
    if (tracking === undefined || tracking === null || !hasOwn(parent, key)) return;
    this.containers.set(
      parent,
      typeof tracking === 'number' ? tracking - 1 : tracking.filter((known) => known !== key),
    );
  }

  /** Stops tracking the keys of `parent` (an op whose effect on them is not modelled). */
  forget(parent: object | undefined): void {
    if (parent !== undefined && this.containers.has(parent)) this.containers.set(parent, null);
  }

  /** Publishes what is known of the copies' keys, for later patches; large copies become non-extensible. */
  commit(): void {
    for (const [container, tracking] of this.containers) {
      if (tracking === null) continue;
      if (typeof tracking === 'number') {
        knownSizes.set(container, tracking);
        if (tracking < LARGE_OBJECT_KEYS) continue;
      } else {
        knownKeys.set(container, tracking);
      }
      Object.preventExtensions(container);
    }
  }
}

function copyLargeObject(
  value: Record<string, unknown>,
  keys: readonly string[],
): { readonly object: Record<string, unknown>; readonly keys: readonly string[] } {
  // A container that keeps gaining keys (`/citations/<messageId>`) is a hash-table ("dictionary
  // mode") object in V8 before 13, and spreading one rebuilds a fast object key by key: about
  // 46 µs at 200 keys. Inserting into a prototype-less object, itself a hash table, checks no
  // prototype chain per new key and keeps an own `__proto__` key (legal in JSON) as plain data;
  // the prototype is set once at the end. About 7 µs at 200 keys.
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
