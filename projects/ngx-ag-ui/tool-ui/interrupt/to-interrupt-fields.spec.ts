import { MAX_INTERRUPT_FIELDS, toInterruptFields, toInterruptPayload } from './to-interrupt-fields';

describe('toInterruptFields', () => {
  it.each([
    ['no schema', undefined],
    ['a schema that is not an object', 'yes'],
    ['an object schema without properties', { type: 'object' }],
    ['properties that are not an object', { properties: [1, 2] }],
    ['only properties it cannot draw', { properties: { list: { type: 'array' }, x: 5 } }],
  ])('draws no form for %s', (_, schema) => {
    expect(toInterruptFields(schema)).toBeNull();
  });

  it('skips enums of objects and nested objects, keeps the rest in order', () => {
    const fields = toInterruptFields({
      required: ['b'],
      properties: {
        a: { enum: [{ x: 1 }] },
        b: { type: 'number', description: 'How many' },
        c: { type: 'object' },
        d: { enum: ['x', 2, true] },
      },
    });
    expect(fields?.map((f) => [f.name, f.kind, f.required, f.hint])).toEqual([
      ['b', 'number', true, 'How many'],
      ['d', 'enum', false, null],
    ]);
  });

  it(`draws at most ${MAX_INTERRUPT_FIELDS} fields of a huge schema`, () => {
    const properties = Object.fromEntries(
      Array.from({ length: 10_000 }, (_, i) => [`f${i}`, { type: 'string' }]),
    );
    expect(toInterruptFields({ properties })).toHaveLength(MAX_INTERRUPT_FIELDS);
  });
});

describe('toInterruptPayload', () => {
  it('parses numbers, keeps text that is not one for validation to report, drops empty fields', () => {
    const fields = toInterruptFields({
      properties: {
        n: { type: 'integer' },
        m: { type: 'number' },
        s: { type: 'string' },
        e: { enum: ['a', 'b'] },
        b: { type: 'boolean' },
      },
    })!;
    expect(toInterruptPayload(fields, { n: '3', m: 'lots', s: '', e: '1', b: false })).toEqual({
      n: 3,
      m: 'lots',
      e: 'b',
      b: false,
    });
  });
});
