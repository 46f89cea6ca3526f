/** @jest-environment node */
import { applyPatch, escapePathComponent, type Operation } from 'fast-json-patch';
import fc from 'fast-check';

import { applyStateDeltaCopying, type StateDeltaResult } from './apply-state-delta';
import { type ObjectCopyMode, objectCopyModeFor } from './object-copy-mode';
import { propertyRuns } from '../../../property-testing/property-runs';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A copy made in this test's realm: Jest's `structuredClone` builds objects of Node's own realm. */
const jsonCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * What the reference client does, `applyPatch(state, delta, true, false)` (failure = unchanged),
 * plus our one deliberate difference: a move's or copy's `from` and a test's `path` must resolve
 * through own JSON members, so `/constructor` and `/list/length` are unresolvable.
 */
function reference(state: unknown, delta: unknown): { ok: boolean; state: unknown } {
  try {
    if (!Array.isArray(delta))
      return {
        ok: true,
        state: applyPatch(jsonCopy(state), delta as Operation[], true, false).newDocument,
      };
    // applyPatch applies op after op to one private copy, as this loop does.
    let document = jsonCopy(state);
    for (const op of jsonCopy(delta) as unknown[]) {
      if (!readsOwnMembers(document, op)) return { ok: false, state };
      document = applyPatch(document, [op as Operation], true, true).newDocument;
    }
    return { ok: true, state: document };
  } catch {
    return { ok: false, state };
  }
}

function readsOwnMembers(document: unknown, op: unknown): boolean {
  const {
    op: kind,
    from,
    path,
  } = (typeof op === 'object' && op !== null ? op : {}) as Record<string, unknown>;
  const pointer = kind === 'move' || kind === 'copy' ? from : kind === 'test' ? path : undefined;
  if (typeof pointer !== 'string' || (pointer !== '' && pointer[0] !== '/')) return true;
  let node = document;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) return false;
    // fast-json-patch's array indexes: digits only (the empty string included), leading zeros allowed.
    const index = Array.isArray(node) && /^\d*$/.test(key) ? String(~~key) : undefined;
    if (
      Array.isArray(node)
        ? index === undefined || Number(index) >= node.length
        : !Object.hasOwn(node, key)
    )
      return false;
    node = (node as Record<string, unknown>)[index ?? key];
  }
  return true;
}

const key = fc.constantFrom(
  'a',
  'b',
  'list',
  '0',
  '1',
  '-',
  '__proto__',
  'constructor',
  'prototype',
  'x~1y',
  'x/y',
  '01',
  '',
);
const pointer = fc.oneof(
  fc.constant(''),
  fc.array(key, { minLength: 1, maxLength: 3 }).map((keys) => `/${keys.join('/')}`),
  fc.constantFrom('a', 'a/b', '/a~2', '#/a'),
);
const json = fc
  .jsonValue({ maxDepth: 3 })
  .map((value) => JSON.parse(JSON.stringify(value)) as unknown);
// State arrives as JSON, so its objects have Object.prototype (fast-check's records may not:
// on a null-prototype root, `/constructor` would resolve only on the reference's JSON clone).
const plain = { noNullPrototype: true };
const document = fc.oneof(
  json,
  fc.record(
    {
      a: json,
      b: fc.record({ list: fc.array(json, { maxLength: 3 }) }, plain),
      list: fc.array(json, { maxLength: 3 }),
    },
    plain,
  ),
);
const operation = fc.oneof(
  fc.record({ op: fc.constantFrom('add', 'replace', 'test'), path: pointer, value: json }),
  fc.record({ op: fc.constant('remove'), path: pointer }),
  fc.record({ op: fc.constantFrom('move', 'copy'), from: pointer, path: pointer }),
  fc.record({
    op: fc.constantFrom('_get', 'merge', 'add'),
    path: fc.oneof(pointer, fc.constant(5)),
  }),
  fc.constantFrom(null, 7, 'add', [], {}),
);
const isRootMoveIntoChild = (op: unknown): boolean => {
  const candidate = op as { op?: unknown; from?: unknown; path?: unknown } | null;
  return candidate?.op === 'move' && candidate.from === '' && candidate.path !== '';
};

// Every behaviour holds in both copy modes; the engine picks one (Node 20 here: key by key).
describe.each<ObjectCopyMode>(['block', 'key-by-key'])('applyStateDelta, %s copies', (mode) => {
  const applyStateDelta = (state: unknown, delta: unknown): StateDeltaResult =>
    applyStateDeltaCopying(state, delta, mode);

  it('accepts and rejects exactly what the reference client does, with the same result', () => {
    const outcomes = { ok: 0, failed: 0 };
    fc.assert(
      fc.property(document, fc.array(operation, { maxLength: 4 }), (state, delta) => {
        fc.pre(!delta.some(isRootMoveIntoChild));
        const expected = reference(state, delta);
        const before = structuredClone(state);
        const result = applyStateDelta(deepFreeze(state), deepFreeze(delta));
        expect(result.ok).toBe(expected.ok);
        outcomes[result.ok ? 'ok' : 'failed']++;
        expect(result.state).toEqual(expected.state);
        if (!result.ok) expect(result.state).toBe(state);
        expect(state).toEqual(before);
      }),
      { numRuns: propertyRuns(3000) },
    );
    // Both verdicts are well represented, so the comparison exercises applying and refusing.
    expect(outcomes.ok).toBeGreaterThan(600);
    expect(outcomes.failed).toBeGreaterThan(600);
  });

  it('copies only the containers along the patched path and shares every other subtree', () => {
    const state = {
      citations: { m1: [{ url: 'a' }], m2: [{ url: 'b' }] },
      other: { big: [1, 2, 3] },
    };
    const result = applyStateDelta(state, [
      { op: 'add', path: '/citations/m1/-', value: { url: 'c' } },
    ]);
    const next = result.state as typeof state;
    expect(result.ok).toBe(true);
    expect(next).not.toBe(state);
    expect(next.citations).not.toBe(state.citations);
    expect(next.citations.m1).toEqual([{ url: 'a' }, { url: 'c' }]);
    expect(next.citations.m1[0]).toBe(state.citations.m1[0]);
    expect(next.citations.m2).toBe(state.citations.m2);
    expect(next.other).toBe(state.other);
    expect(state.citations.m1).toHaveLength(1);
  });

  it('is atomic: a failing op leaves the state exactly as it was', () => {
    const state = deepFreeze({ a: 1, list: [1] });
    const result = applyStateDelta(state, [
      { op: 'replace', path: '/a', value: 2 },
      { op: 'add', path: '/list/-', value: 2 },
      { op: 'remove', path: '/nope' },
    ]);
    expect(result).toEqual({
      ok: false,
      state,
      error: expect.objectContaining({ opIndex: 2, code: 'OPERATION_PATH_UNRESOLVABLE' }),
    });
    expect(result.state).toBe(state);
  });

  it('keeps the same state for a malformed patch and names the op', () => {
    const state = { a: 1 };
    const notAnArray = applyStateDelta(state, { op: 'add', path: '/a', value: 1 });
    const missingValue = applyStateDelta(state, [{ op: 'add', path: '/b' }]);
    expect(notAnArray).toMatchObject({
      ok: false,
      error: { opIndex: -1, code: 'SEQUENCE_NOT_AN_ARRAY' },
    });
    expect(missingValue).toMatchObject({
      ok: false,
      error: { opIndex: 0, code: 'OPERATION_VALUE_REQUIRED' },
    });
    expect(notAnArray.state).toBe(state);
    expect(missingValue.state).toBe(state);
  });

  it('keeps the same state for a replace of a missing path', () => {
    const state = {};
    const result = applyStateDelta(state, [{ op: 'replace', path: '/steps', value: [] }]);
    expect(result).toMatchObject({
      ok: false,
      error: { opIndex: 0, code: 'OPERATION_PATH_UNRESOLVABLE' },
    });
    expect(result.state).toBe(state);
  });

  it('refuses __proto__ and constructor/prototype paths, keeping the same state', () => {
    const state = { a: {} };
    // `/constructor/…` and `/a/toString/…` would reach the global `Object` and a built-in.
    for (const path of [
      '/__proto__/polluted',
      '/a/__proto__',
      '/constructor/prototype/polluted',
      '/constructor/polluted',
      '/a/toString/polluted',
    ]) {
      const result = applyStateDelta(state, [{ op: 'add', path, value: true }]);
      expect(result.ok).toBe(false);
      expect(result.state).toBe(state);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect((Object as unknown as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('keeps the same state for a failing test op', () => {
    const state = { version: 1 };
    const result = applyStateDelta(state, [
      { op: 'test', path: '/version', value: 2 },
      { op: 'replace', path: '/version', value: 3 },
    ]);
    expect(result).toMatchObject({
      ok: false,
      error: { opIndex: 0, code: 'TEST_OPERATION_FAILED', message: 'Test operation failed' },
    });
    expect(result.state).toBe(state);
  });

  it('refuses to move a value into one of its own children (RFC 6902 §4.4)', () => {
    const state = { a: { b: 1 } };
    const fromRoot = applyStateDelta(state, [{ op: 'move', from: '', path: '/copy' }]);
    const fromBranch = applyStateDelta(state, [{ op: 'move', from: '/a', path: '/a/b/c' }]);
    expect(fromRoot).toMatchObject({ ok: false, error: { code: 'OPERATION_MOVE_INTO_CHILD' } });
    expect(fromBranch.ok).toBe(false);
  });

  it('never writes into values it inserted from the patch', () => {
    const value = deepFreeze({ list: [1] });
    const result = applyStateDelta({}, [
      { op: 'add', path: '/v', value },
      { op: 'add', path: '/v/list/-', value: 2 },
    ]);
    expect(result.state).toEqual({ v: { list: [1, 2] } });
    expect(value).toEqual({ list: [1] });
  });

  it('writes a move into a copy even when removing its source shifts the target path', () => {
    // fast-check found it: the move first removes index 0 of the root array ("#/a" reads as 0),
    // so "//1" then runs through the element that was at index 1, which the patch must own.
    const delta = [
      { op: 'add', path: '', value: [[], {}] },
      { op: 'move', from: '#/a', path: '//1' },
    ];
    const result = applyStateDelta({}, deepFreeze(delta));
    expect(result.state).toEqual(reference({}, delta).state);
    expect(delta[0].value).toEqual([[], {}]);
  });

  it('returns the same state for an empty patch and replaces the root on a root op', () => {
    const state = { a: 1 };
    expect(applyStateDelta(state, []).state).toBe(state);
    expect(applyStateDelta(state, [{ op: 'replace', path: '', value: [1, 2] }]).state).toEqual([
      1, 2,
    ]);
    expect(applyStateDelta(state, [{ op: 'remove', path: '' }]).state).toBeNull();
  });

  it('copies a large object (the citations map) with the same keys, order and own __proto__ key', () => {
    // 40 message ids plus an own "__proto__" key, as JSON.parse creates it: large enough for the
    // key-by-key copy path, and hostile enough to catch a copy that sets the prototype instead.
    const entries = Array.from({ length: 40 }, (_, i) => `"m${i}": [{ "id": "c${i}" }]`).join(', ');
    const state = deepFreeze(
      JSON.parse(`{ "citations": { "7": [], ${entries}, "__proto__": { "polluted": true } } }`),
    );
    const delta = [
      { op: 'add', path: '/citations/m40', value: [] },
      { op: 'add', path: '/citations/m40/-', value: { id: 'c40' } },
      { op: 'add', path: '/citations/m3/-', value: { id: 'c3b' } },
    ];
    const result = applyStateDelta(state, delta);
    const expected = reference(state, delta);
    expect(result.ok).toBe(true);
    expect(result.state).toEqual(expected.state);
    const citations = (result.state as { citations: Record<string, unknown> }).citations;
    expect(Object.keys(citations)).toEqual(
      Object.keys((expected.state as { citations: object }).citations),
    );
    expect(Object.getPrototypeOf(citations)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(citations, '__proto__')).toBe(true);
    expect((citations as { polluted?: unknown }).polluted).toBeUndefined();
    // Untouched message entries are shared, not copied.
    expect(citations['m0']).toBe(state.citations.m0);
    expect(citations['m3']).not.toBe(state.citations.m3);
  });
});

describe.each<ObjectCopyMode>(['block', 'key-by-key'])(
  'applyStateDelta on large objects, %s copies',
  (mode) => {
    const applyStateDelta = (state: unknown, delta: unknown): StateDeltaResult =>
      applyStateDeltaCopying(state, delta, mode);
    // 40 keys put the map on the large-object path; patches are applied one after another, so
    // every copy after the first starts from a key list remembered from the previous patch.
    const initial = (): Record<string, unknown> => ({
      map: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, [i]])),
      other: 1,
    });
    const mapKey = fc.oneof(
      fc.integer({ min: 0, max: 45 }).map((i) => `k${i}`),
      fc.constantFrom('7', '12', 'new', '__proto__', 'constructor', 'toString', 'a~1b', '-'),
    );
    // A move or copy *from* an inherited member (`/map/toString`) is refused, by us as by the reference.
    const sourceKey = fc.oneof(
      fc.integer({ min: 0, max: 45 }).map((i) => `k${i}`),
      fc.constantFrom('7', 'new', '-', 'toString', 'constructor'),
    );
    const mapOp = fc.oneof(
      fc.record({
        op: fc.constantFrom('add', 'replace'),
        path: mapKey.map((k) => `/map/${escapePathComponent(k)}`),
        value: fc.jsonValue({ maxDepth: 1 }),
      }),
      fc.record({
        op: fc.constant('remove'),
        path: mapKey.map((k) => `/map/${escapePathComponent(k)}`),
      }),
      fc.record({
        op: fc.constant('add'),
        path: mapKey.map((k) => `/map/${escapePathComponent(k)}/-`),
        value: fc.integer(),
      }),
      fc.record({
        op: fc.constantFrom('move', 'copy'),
        from: sourceKey.map((k) => `/map/${escapePathComponent(k)}`),
        path: mapKey.map((k) => `/map/${escapePathComponent(k)}`),
      }),
      fc.record({
        op: fc.constantFrom('move', 'copy'),
        from: fc.constant('/other'),
        path: mapKey.map((k) => `/map/${escapePathComponent(k)}`),
      }),
    );

    it('produces what the reference does, keys in the same order, patch after patch', () => {
      fc.assert(
        fc.property(
          fc.array(fc.array(mapOp, { minLength: 1, maxLength: 3 }), {
            minLength: 1,
            maxLength: 12,
          }),
          (patches) => {
            let ours: unknown = initial();
            let theirs: unknown = initial();
            for (const delta of patches) {
              const expected = reference(theirs, delta);
              const result = applyStateDelta(ours, delta);
              expect(result.ok).toBe(expected.ok);
              // JSON text compares key order too, which toEqual does not.
              expect(JSON.stringify(result.state)).toBe(JSON.stringify(expected.state));
              ours = result.state;
              theirs = expected.state;
            }
          },
        ),
        { numRuns: propertyRuns(600) },
      );
    });

    it('returns large copies non-extensible, so their remembered keys stay complete', () => {
      const state = initial();
      const result = applyStateDelta(state, [{ op: 'add', path: '/map/k40', value: [40] }]);
      const map = (result.state as { map: Record<string, unknown> }).map;
      expect(Object.isExtensible(map)).toBe(false);
      expect(() => {
        map['sneaky'] = 1;
      }).toThrow(TypeError);
      expect(Object.isExtensible(state['map'])).toBe(true);
      // Keys added by later patches still land.
      const next = applyStateDelta(result.state, [{ op: 'add', path: '/map/k41', value: [41] }]);
      expect(Object.keys((next.state as { map: object }).map).slice(-2)).toEqual(['k40', 'k41']);
    });

    it('skips a key deleted behind its back instead of copying undefined', () => {
      const first = applyStateDelta(initial(), [{ op: 'add', path: '/map/k40', value: [40] }]);
      const map = (first.state as { map: Record<string, unknown> }).map;
      // Non-extensible still allows delete; the contract says not to, but the copy must not break.
      delete map['k3'];
      const next = applyStateDelta(first.state, [{ op: 'replace', path: '/map/k0', value: 0 }]);
      const copied = (next.state as { map: Record<string, unknown> }).map;
      expect(Object.prototype.hasOwnProperty.call(copied, 'k3')).toBe(false);
      expect(Object.keys(copied)).toHaveLength(40);
    });

    it('leaves no trace of a key it added when a later op of the patch fails', () => {
      const state = initial();
      const delta = [
        { op: 'add', path: '/map/fresh', value: 1 },
        { op: 'test', path: '/map/k0', value: 'not the value' },
      ];
      const result = applyStateDelta(state, delta);
      expect(result.ok).toBe(false);
      expect(result.state).toBe(state);
      expect(Object.prototype.hasOwnProperty.call(state['map'], 'fresh')).toBe(false);
    });

    it('still refuses to replace a key the object does not have', () => {
      const state = initial();
      const result = applyStateDelta(state, [{ op: 'replace', path: '/map/missing', value: 1 }]);
      expect(result.ok).toBe(false);
      expect(result.state).toBe(state);
    });

    it('copies a map past the 1,000 keys of the block path, keys in order', () => {
      // Past 1,000 keys both modes copy key by key; the result is the same either way.
      let ours: unknown = {
        map: Object.fromEntries(Array.from({ length: 998 }, (_, i) => [`k${i}`, i])),
      };
      let theirs = ours;
      for (let i = 998; i < 1006; i++) {
        const delta = [
          { op: 'add', path: `/map/k${i}`, value: i },
          { op: 'replace', path: '/map/k0', value: -i },
        ];
        ours = applyStateDelta(ours, delta).state;
        theirs = reference(theirs, delta).state;
      }
      expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs));
      expect(Object.isExtensible((ours as { map: object }).map)).toBe(false);
    });
  },
);

describe('objectCopyModeFor', () => {
  it.each([
    ['11.3.244.8-node.33', 'key-by-key'],
    ['12.4.254.21-node.57', 'key-by-key'],
    ['13.6.233.17-node.53', 'block'],
    ['14.0.1', 'block'],
    [undefined, 'block'],
    ['not a version', 'block'],
  ])('picks the copy mode for V8 %s: %s', (version, mode) => {
    expect(objectCopyModeFor(version)).toBe(mode);
  });
});
