import { isChanged, MAX_MEMBERS, membersOf, previewOf } from './json-nodes';

describe('the JSON view nodes', () => {
  it('names members by JSON Pointer, escaping ~ and /', () => {
    const { nodes } = membersOf({ 'a/b': 1, 'c~d': [2] }, '/s');
    expect(nodes.map(({ pointer, container, preview }) => [pointer, container, preview])).toEqual([
      ['/s/a~1b', false, '1'],
      ['/s/c~0d', true, '[1]'],
    ]);
  });

  it('shows at most MAX_MEMBERS members of a huge container, counting the rest', () => {
    const huge = Array.from({ length: MAX_MEMBERS + 20 }, (_, i) => i);
    const { nodes, more } = membersOf(huge, '');
    expect([nodes.length, more]).toEqual([MAX_MEMBERS, 20]);
  });

  it('shortens long strings and never throws on values that cannot be read', () => {
    expect(previewOf('x'.repeat(1000)).length).toBeLessThan(310);
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    );
    expect(membersOf(hostile, '')).toEqual({ nodes: [], more: 0 });
    expect(previewOf(hostile)).toBe('<unreadable>');
  });

  it('marks a changed path, what holds it, and what it replaced', () => {
    const paths = new Set(['/citations/m1']);
    expect(isChanged('/citations', paths)).toBe(true);
    expect(isChanged('/citations/m1', paths)).toBe(true);
    expect(isChanged('/citations/m1/0', paths)).toBe(true);
    expect(isChanged('/citations/m10', paths)).toBe(false);
    expect(isChanged('/other', paths)).toBe(false);
  });
});
