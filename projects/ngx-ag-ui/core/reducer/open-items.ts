/** `map` with `key` set to `value` (a new map; the input is never changed). */
export function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): ReadonlyMap<K, V> {
  const next = new Map(map);
  next.set(key, value);
  return next;
}

/** `map` without `key` (a new map; the input is never changed). */
export function withoutEntry<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  const next = new Map(map);
  next.delete(key);
  return next;
}

/** Describes an owner for error messages: a subagent run id or the parent agent. */
export function ownerName(owner: string | undefined): string {
  return owner === undefined ? '(the parent agent)' : `'${owner}'`;
}
