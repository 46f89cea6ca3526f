import { toExtraFields } from './to-extra-fields';

describe('toExtraFields', () => {
  it('turns values into text and leaves out empty ones', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(
      toExtraFields({
        name: 'Jane',
        blank: ' ',
        age: 41,
        active: true,
        none: null,
        tags: ['a', 1],
        nested: { team: 'core' },
        cyclic,
        big: { n: 1n },
        fn: () => 1,
      }),
    ).toEqual([
      { name: 'name', value: 'Jane' },
      { name: 'age', value: '41' },
      { name: 'active', value: 'true' },
      { name: 'tags', value: 'a, 1' },
      { name: 'nested', value: '{"team":"core"}' },
    ]);
  });

  it('returns nothing for a missing or non-object extra', () => {
    expect(toExtraFields(undefined)).toEqual([]);
    expect(toExtraFields(['a'] as unknown as Record<string, unknown>)).toEqual([]);
  });
});
