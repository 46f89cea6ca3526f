// Why a persistent map (a hash array mapped trie) and not a Map copied per event, nor a mutable
// Map handed from thread to thread by an ownership token: the reducer is pure and any older
// thread may be reused (a retry, a fork, a test replaying a prefix), and every thread must keep
// reading its own open items. A copied Map made each event cost O(open items) (20,000
// open tool calls took 45 s). A shared mutable Map would need undo logs or a copy on every
// branch, and hidden mutation under data that tests deep-freeze. The trie changes one path of
// at most seven small nodes per update and shares the rest, so an update costs O(1) in practice
// whatever the size, nodes are never mutated after construction, and old versions stay exact.

/** Insertion order is kept by a sequence number per entry, as `Map` keeps it. */
interface Leaf<K, V> {
  readonly hash: number;
  readonly key: K;
  readonly value: V;
  readonly seq: number;
}

interface Branch<K, V> {
  /** Bit `i` set: a child for hash chunk `i` at this level, in `children` in bit order. */
  readonly bitmap: number;
  readonly children: readonly TrieNode<K, V>[];
}

/** Keys whose full 32-bit hashes are equal. */
interface Collision<K, V> {
  readonly hash: number;
  readonly leaves: readonly Leaf<K, V>[];
}

type TrieNode<K, V> = Leaf<K, V> | Branch<K, V> | Collision<K, V>;

const BITS = 5;
const MASK = 31;

function hashOf(key: string | undefined): number {
  if (key === undefined) return 0x9e3779b9 | 0;
  // FNV-1a: cheap and spreads the similar ids streams use ('call-1', 'call-2', ...).
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash | 0;
}

function isLeaf<K, V>(node: TrieNode<K, V>): node is Leaf<K, V> {
  return 'key' in node;
}

function isBranch<K, V>(node: TrieNode<K, V>): node is Branch<K, V> {
  return 'bitmap' in node;
}

function popcount(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function slot(bitmap: number, bit: number): number {
  return popcount(bitmap & (bit - 1));
}

function find<K, V>(
  node: TrieNode<K, V> | undefined,
  hash: number,
  key: K,
): Leaf<K, V> | undefined {
  for (let shift = 0; node !== undefined; shift += BITS) {
    if (isLeaf(node)) return node.key === key ? node : undefined;
    if (!isBranch(node)) return node.leaves.find((leaf) => leaf.key === key);
    const bit = 1 << ((hash >>> shift) & MASK);
    node = node.bitmap & bit ? node.children[slot(node.bitmap, bit)] : undefined;
  }
  return undefined;
}

/** Two nodes of different hashes under one branch at `shift` (they differ by shift 30 at most). */
function join<K, V>(a: Leaf<K, V> | Collision<K, V>, b: Leaf<K, V>, shift: number): Branch<K, V> {
  const bitA = 1 << ((a.hash >>> shift) & MASK);
  const bitB = 1 << ((b.hash >>> shift) & MASK);
  if (bitA === bitB) return { bitmap: bitA, children: [join(a, b, shift + BITS)] };
  // Unsigned: bit 31 is negative as a signed number.
  return { bitmap: bitA | bitB, children: bitA >>> 0 < bitB >>> 0 ? [a, b] : [b, a] };
}

function insert<K, V>(
  node: TrieNode<K, V> | undefined,
  leaf: Leaf<K, V>,
  shift: number,
): TrieNode<K, V> {
  if (node === undefined) return leaf;
  if (isLeaf(node)) {
    if (node.key === leaf.key) return node.value === leaf.value ? node : { ...leaf, seq: node.seq };
    return node.hash === leaf.hash
      ? { hash: leaf.hash, leaves: [node, leaf] }
      : join(node, leaf, shift);
  }
  if (!isBranch(node)) {
    if (node.hash !== leaf.hash) return join(node, leaf, shift);
    const at = node.leaves.findIndex((held) => held.key === leaf.key);
    if (at < 0) return { hash: node.hash, leaves: [...node.leaves, leaf] };
    const held = node.leaves[at];
    if (held.value === leaf.value) return node;
    return {
      hash: node.hash,
      leaves: node.leaves.map((each, i) => (i === at ? { ...leaf, seq: held.seq } : each)),
    };
  }
  const bit = 1 << ((leaf.hash >>> shift) & MASK);
  const at = slot(node.bitmap, bit);
  const children = node.children.slice();
  if (node.bitmap & bit) {
    const child = insert(children[at], leaf, shift + BITS);
    if (child === children[at]) return node;
    children[at] = child;
    return { bitmap: node.bitmap, children };
  }
  children.splice(at, 0, leaf);
  return { bitmap: node.bitmap | bit, children };
}

function remove<K, V>(
  node: TrieNode<K, V>,
  hash: number,
  key: K,
  shift: number,
): TrieNode<K, V> | undefined {
  if (isLeaf(node)) return node.key === key ? undefined : node;
  if (!isBranch(node)) {
    const leaves = node.leaves.filter((leaf) => leaf.key !== key);
    if (leaves.length === node.leaves.length) return node;
    return leaves.length === 1 ? leaves[0] : { hash: node.hash, leaves };
  }
  const bit = 1 << ((hash >>> shift) & MASK);
  if (!(node.bitmap & bit)) return node;
  const at = slot(node.bitmap, bit);
  const child = remove(node.children[at], hash, key, shift + BITS);
  if (child === node.children[at]) return node;
  const children = node.children.slice();
  if (child !== undefined) {
    children[at] = child;
    return { bitmap: node.bitmap, children };
  }
  children.splice(at, 1);
  if (children.length === 0) return undefined;
  // A lone leaf needs no branch above it: it moves up, keeping the trie shallow after removals.
  if (children.length === 1 && !isBranch(children[0])) return children[0];
  return { bitmap: node.bitmap & ~bit, children };
}

function collect<K, V>(node: TrieNode<K, V> | undefined, into: Leaf<K, V>[]): Leaf<K, V>[] {
  if (node === undefined) return into;
  if (isLeaf(node)) into.push(node);
  else if (isBranch(node)) for (const child of node.children) collect(child, into);
  else into.push(...node.leaves);
  return into;
}

/** The one empty map, made by the first `PersistentMap.empty()`. */
let none: PersistentMap<never, never> | undefined;

/**
 * An immutable map with string (or `undefined`) keys whose `set` and `delete` return a new map
 * sharing all but one path with the old one: O(1) in practice at any size. Reads like a
 * `ReadonlyMap`; iteration is in insertion order, as `Map`'s is (O(n log n), meant for the rare
 * reads that list everything: the end of a run, an error message).
 */
export class PersistentMap<K extends string | undefined, V> implements ReadonlyMap<K, V> {
  // Own but not enumerable: deep equality (Jest's `toEqual`) compares two maps by their entries,
  // not by the shape of their tries or their sequence counters.
  declare private readonly root: TrieNode<K, V> | undefined;
  declare private readonly nextSeq: number;
  declare readonly size: number;

  private constructor(root: TrieNode<K, V> | undefined, size: number, nextSeq: number) {
    Object.defineProperties(this, {
      root: { value: root },
      size: { value: size },
      nextSeq: { value: nextSeq },
    });
  }

  /** The empty map (one shared instance). */
  static empty<K extends string | undefined, V>(): PersistentMap<K, V> {
    // Made on first use, so importing the module runs nothing (it stays tree-shakable).
    none ??= new PersistentMap<never, never>(undefined, 0, 0);
    return none as PersistentMap<K, V>;
  }

  /** A persistent copy of `entries`, in their order. */
  static from<K extends string | undefined, V>(
    entries: Iterable<readonly [K, V]>,
  ): PersistentMap<K, V> {
    let map = PersistentMap.empty<K, V>();
    for (const [key, value] of entries) map = map.set(key, value);
    return map;
  }

  /** The value held for `key`, or `undefined`. */
  get(key: K): V | undefined {
    return find(this.root, hashOf(key), key)?.value;
  }

  /** Whether the map holds `key`. */
  has(key: K): boolean {
    return find(this.root, hashOf(key), key) !== undefined;
  }

  /** This map with `key` set to `value`; the same map when it already held that value. */
  set(key: K, value: V): PersistentMap<K, V> {
    const present = this.has(key);
    const root = insert(this.root, { hash: hashOf(key), key, value, seq: this.nextSeq }, 0);
    if (root === this.root) return this;
    return new PersistentMap(root, present ? this.size : this.size + 1, this.nextSeq + 1);
  }

  /** This map without `key`; the same map when it did not hold it. */
  delete(key: K): PersistentMap<K, V> {
    if (this.root === undefined) return this;
    const root = remove(this.root, hashOf(key), key, 0);
    if (root === this.root) return this;
    return root === undefined
      ? PersistentMap.empty()
      : new PersistentMap(root, this.size - 1, this.nextSeq);
  }

  /** The first `count` keys in insertion order (O(n) plus a sort of what is kept). */
  firstKeys(count: number): K[] {
    return this.ordered()
      .slice(0, count)
      .map((leaf) => leaf.key);
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const leaf of this.ordered()) callback.call(thisArg, leaf.value, leaf.key, this);
  }

  entries(): MapIterator<[K, V]> {
    return this.ordered()
      .map((leaf): [K, V] => [leaf.key, leaf.value])
      .values();
  }

  keys(): MapIterator<K> {
    return this.ordered()
      .map((leaf) => leaf.key)
      .values();
  }

  values(): MapIterator<V> {
    return this.ordered()
      .map((leaf) => leaf.value)
      .values();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  private ordered(): Leaf<K, V>[] {
    return collect(this.root, []).sort((a, b) => a.seq - b.seq);
  }
}
