import { jsonDataProblem } from './json-data-problem';

/** `[[…[leaf]…]]`, `depth` arrays deep, built without recursion. */
function chain(depth: number, leaf: unknown = 0): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('jsonDataProblem', () => {
  it('accepts JSON data up to the depth, and refuses one level more', () => {
    expect(jsonDataProblem({ a: [1, 'x', true, null, { b: undefined }] })).toBeUndefined();
    expect(jsonDataProblem(chain(1_000))).toBeUndefined();
    expect(jsonDataProblem(chain(1_001))).toBe('is nested deeper than 1,000 levels');
    expect(jsonDataProblem(chain(100_000))).toBe('is nested deeper than 1,000 levels');
  });

  it('counts a shared value as deep as the deepest path that reaches it', () => {
    const shared = chain(600);
    expect(jsonDataProblem({ near: shared, far: chain(300, shared) })).toBeUndefined();
    expect(jsonDataProblem({ near: shared, far: chain(500, shared) })).toBe(
      'is nested deeper than 1,000 levels',
    );
  });

  it('walks a value shared 2^60 ways once per container', () => {
    let diamond: unknown = 'leaf';
    for (let i = 0; i < 60; i++) diamond = [diamond, diamond];
    expect(jsonDataProblem(diamond)).toBeUndefined();
  });

  it.each<[string, unknown, string]>([
    ['a BigInt', [1n], 'is not JSON data'],
    ['Infinity', { n: Infinity }, 'is not JSON data'],
    ['a function', { f: () => 1 }, 'is not JSON data'],
    ['a Date', { d: new Date(0) }, 'is not JSON data'],
    ['a symbol', [Symbol('s')], 'is not JSON data'],
  ])('refuses %s', (_, value, problem) => {
    expect(jsonDataProblem(value)).toBe(problem);
  });

  it('refuses a cycle', () => {
    const loop: unknown[] = [];
    loop.push({ back: loop });
    expect(jsonDataProblem(loop)).toBe('holds a cycle');
  });
});
