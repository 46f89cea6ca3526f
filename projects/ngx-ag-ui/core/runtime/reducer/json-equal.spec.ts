/** @jest-environment node */
import { jsonEqual } from './json-equal';

/** A JSON value nested `depth` objects deep, as `JSON.parse` builds from a hostile frame. */
function nested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('jsonEqual', () => {
  it('compares keys, arrays and leaves structurally', () => {
    expect(jsonEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(jsonEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(jsonEqual({ a: 1 }, { b: 1 })).toBe(false);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual(NaN, NaN)).toBe(true);
  });

  it('compares values nested far deeper than the call stack allows', () => {
    expect(jsonEqual(nested(200_000), nested(200_000))).toBe(true);
    expect(jsonEqual(nested(200_000, 1), nested(200_000, 2))).toBe(false);
  });

  it('ends on cyclic values, which in-process events may carry', () => {
    const a: Record<string, unknown> = { x: 1 };
    a['self'] = a;
    const b: Record<string, unknown> = { x: 1 };
    b['self'] = b;
    const c: Record<string, unknown> = { x: 2 };
    c['self'] = c;
    expect(jsonEqual(a, b)).toBe(true);
    expect(jsonEqual(a, c)).toBe(false);
  });
});
