import fc from 'fast-check';

import { toJsonPreview } from './to-json-preview';

/** `{ a: { a: … } }` nested `depth` deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

describe('toJsonPreview', () => {
  it('writes what JSON.stringify(value, null, 2) writes when the value fits', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(toJsonPreview(value)).toEqual({
          text: JSON.stringify(value, null, 2),
          complete: true,
        });
      }),
    );
  });

  it('leaves out what JSON leaves out and writes null where JSON does', () => {
    const value = { a: undefined, b: () => 1, c: [undefined, Number.NaN, Infinity], d: -0 };
    expect(toJsonPreview(value)).toEqual({ text: JSON.stringify(value, null, 2), complete: true });
  });

  it('previews 100,000-deep arguments without overflowing the stack, bounded in depth', () => {
    const preview = toJsonPreview(nested(100_000));
    expect(preview.complete).toBe(false);
    expect(preview.text).toContain('…');
    expect(preview.text.length).toBeLessThan(5_000);
  });

  it('previews 10 MB of arguments in at most maxChars characters', () => {
    const long = toJsonPreview({ text: 'x'.repeat(10_000_000) }, { maxChars: 1_000 });
    expect(long.complete).toBe(false);
    expect(long.text.length).toBeLessThanOrEqual(1_001);
    expect(long.text.startsWith('{\n  "text": "xxx')).toBe(true);
    const many = toJsonPreview(new Array(1_000_000).fill('abcdefgh'), { maxChars: 1_000 });
    expect(many.complete).toBe(false);
    expect(many.text.length).toBeLessThanOrEqual(1_001);
    expect(many.text.endsWith('…')).toBe(true);
  });

  it('names a cycle instead of following it', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic['self'] = cyclic;
    expect(toJsonPreview(cyclic)).toEqual({
      text: '{\n  "name": "loop",\n  "self": "[circular]"\n}',
      complete: false,
    });
  });

  it('writes a BigInt as text and survives getters that throw', () => {
    expect(toJsonPreview({ n: 10n }).text).toBe('{\n  "n": "10n"\n}');
    const hostile = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get: () => {
        throw new Error('getter');
      },
    });
    expect(toJsonPreview(hostile)).toEqual({ text: '…', complete: false });
  });
});
