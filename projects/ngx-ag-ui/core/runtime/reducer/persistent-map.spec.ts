/** @jest-environment node */
import fc from 'fast-check';

import { propertyRuns } from '../../../property-testing/property-runs';
import { PersistentMap } from './persistent-map';

// 'c693596' and 'c1170850' have the same 32-bit FNV-1a hash: they exercise the collision nodes.
const COLLIDING = ['c693596', 'c1170850'] as const;

type Op =
  | { readonly kind: 'set'; readonly key: string | undefined; readonly value: number }
  | { readonly kind: 'delete'; readonly key: string | undefined };

const keys = fc.oneof(
  fc.constantFrom<string | undefined>(undefined, ...COLLIDING, '', 'a', 'b'),
  fc.integer({ min: 0, max: 300 }).map((n) => `k${n}`),
);
const ops = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('set' as const),
      key: keys,
      value: fc.integer({ min: 0, max: 3 }),
    }),
    fc.record({ kind: fc.constant('delete' as const), key: keys }),
  ),
  { maxLength: 400 },
);

describe('PersistentMap', () => {
  it('reads like a Map after any sequence of sets and deletes, in insertion order', () => {
    fc.assert(
      fc.property(ops, (script: Op[]) => {
        const model = new Map<string | undefined, number>();
        let map = PersistentMap.empty<string | undefined, number>();
        for (const op of script) {
          if (op.kind === 'set') {
            model.set(op.key, op.value);
            map = map.set(op.key, op.value);
          } else {
            model.delete(op.key);
            map = map.delete(op.key);
          }
        }
        expect([...map]).toEqual([...model]);
        expect(map.size).toBe(model.size);
        for (const [key, value] of model) expect(map.get(key)).toBe(value);
        expect(map.has('absent')).toBe(false);
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('leaves every older version as it was', () => {
    fc.assert(
      fc.property(ops, (script: Op[]) => {
        const versions: PersistentMap<string | undefined, number>[] = [PersistentMap.empty()];
        const snapshots: [string | undefined, number][][] = [[]];
        for (const op of script) {
          const last = versions[versions.length - 1];
          const next = op.kind === 'set' ? last.set(op.key, op.value) : last.delete(op.key);
          versions.push(next);
          snapshots.push([...next]);
        }
        versions.forEach((version, i) => expect([...version]).toEqual(snapshots[i]));
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it('returns the same map for a set that changes nothing and a delete of an absent key', () => {
    const map = PersistentMap.empty<string, number>()
      .set('a', 1)
      .set(COLLIDING[0], 2)
      .set(COLLIDING[1], 3);
    expect(map.set('a', 1)).toBe(map);
    expect(map.set(COLLIDING[1], 3)).toBe(map);
    expect(map.delete('b')).toBe(map);
    expect(map.delete('c0')).toBe(map);
  });

  it('keeps colliding keys apart', () => {
    const [x, y] = COLLIDING;
    const map = PersistentMap.empty<string, string>().set(x, 'x').set('other', 'o').set(y, 'y');
    expect([map.get(x), map.get(y), map.size]).toEqual(['x', 'y', 3]);
    expect([...map.delete(x)]).toEqual([
      ['other', 'o'],
      [y, 'y'],
    ]);
    expect([...map.set(x, 'x2')]).toEqual([
      [x, 'x2'],
      ['other', 'o'],
      [y, 'y'],
    ]);
  });

  it('compares equal to another map with the same entries, whatever their history', () => {
    const direct = PersistentMap.empty<string, number>().set('a', 1);
    const roundabout = PersistentMap.empty<string, number>().set('b', 2).set('a', 1).delete('b');
    expect(roundabout).toEqual(direct);
    expect(roundabout).not.toEqual(direct.set('a', 2));
  });

  it('names the first keys in insertion order', () => {
    let map = PersistentMap.empty<string, true>();
    for (let i = 0; i < 1000; i++) map = map.set(`id-${i}`, true);
    expect(map.firstKeys(3)).toEqual(['id-0', 'id-1', 'id-2']);
    expect(PersistentMap.from(map.entries()).firstKeys(2)).toEqual(['id-0', 'id-1']);
  });
});
