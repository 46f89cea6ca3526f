import fc from 'fast-check';
import type { OffsetUnit } from 'ngx-ag-ui/core/runtime';
import { convertOffset, createOffsetConverter } from './convert-offset';

const UNITS: readonly OffsetUnit[] = ['utf16', 'codepoint', 'utf8'];

function isInsidePair(text: string, offset: number): boolean {
  const before = text.charCodeAt(offset - 1);
  const after = text.charCodeAt(offset);
  return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff;
}

describe('convertOffset', () => {
  describe('rule 1: one normalised unit (UTF-16)', () => {
    it.each<[string, string, number, OffsetUnit, number | 'beyond' | 'invalid']>([
      ['ASCII, utf16', 'hello', 3, 'utf16', 3],
      ['ASCII, codepoint', 'hello', 3, 'codepoint', 3],
      ['ASCII, utf8', 'hello', 3, 'utf8', 3],
      ['emoji before the offset, codepoint', '🚀 go', 2, 'codepoint', 3],
      ['emoji before the offset, utf8', '🚀 go', 5, 'utf8', 3],
      ['utf8 inside the emoji rounds up', '🚀 go', 1, 'utf8', 2],
      ['utf8 at 3 of 4 emoji bytes rounds up', '🚀 go', 3, 'utf8', 2],
      ['utf16 between surrogate halves moves past the pair', '🚀 go', 1, 'utf16', 2],
      ['CJK, codepoint', '日本語テキスト', 3, 'codepoint', 3],
      ['CJK, utf8', '日本語テキスト', 9, 'utf8', 3],
      ['CJK, utf8 inside a character rounds up', '日本語テキスト', 4, 'utf8', 2],
      ['2-byte Latin, utf8', 'café au lait', 5, 'utf8', 4],
      ['flag (two astral code points), codepoint', '🇫🇷 France', 1, 'codepoint', 2],
      ['offset 0', '🚀', 0, 'utf8', 0],
      ['offset at the end, utf16', '🚀 go', 5, 'utf16', 5],
      ['offset at the end, codepoint', '🚀 go', 4, 'codepoint', 5],
      ['offset at the end, utf8', '🚀 go', 7, 'utf8', 5],
      ['empty text, offset 0', '', 0, 'codepoint', 0],
      ['lone high surrogate counts as one code point', '\ud800x', 1, 'codepoint', 1],
      ['lone surrogate is 3 UTF-8 bytes', '\udc00x', 3, 'utf8', 1],
    ])('converts %s', (_name, text, offset, unit, expected) => {
      expect(convertOffset(text, offset, unit)).toBe(expected);
      expect(createOffsetConverter(text, unit)(offset)).toBe(expected);
    });
  });

  describe('rule 2: invalid and out-of-range values', () => {
    it.each<[string, number, OffsetUnit]>([
      ['hello', 6, 'utf16'],
      ['🚀 go', 5, 'codepoint'],
      ['🚀 go', 8, 'utf8'],
      ['', 1, 'utf8'],
    ])('reports %p offset %p (%s) as beyond the end', (text, offset, unit) => {
      expect(convertOffset(text, offset, unit)).toBe('beyond');
      expect(createOffsetConverter(text, unit)(offset)).toBe('beyond');
    });

    it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, -0.5])(
      'reports %p as invalid in every unit',
      (offset) => {
        for (const unit of UNITS) {
          expect(convertOffset('héllo 🚀', offset, unit)).toBe('invalid');
          expect(createOffsetConverter('héllo 🚀', unit)(offset)).toBe('invalid');
        }
      },
    );

    it('reports values that are not numbers and unknown units as invalid', () => {
      expect(convertOffset('hello', '2' as unknown as number, 'utf16')).toBe('invalid');
      expect(convertOffset('hello', 2, 'utf32' as OffsetUnit)).toBe('invalid');
      expect(createOffsetConverter('hello', 'utf32' as OffsetUnit)(2)).toBe('invalid');
      expect(createOffsetConverter('hello', 'utf8')(null as unknown as number)).toBe('invalid');
    });

    it('treats a text that is not a string as empty', () => {
      expect(convertOffset(undefined as unknown as string, 0, 'utf8')).toBe(0);
      expect(convertOffset(undefined as unknown as string, 1, 'utf8')).toBe('beyond');
    });
  });

  describe('properties', () => {
    const texts = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: fc.constantFrom('a', ' ', 'é', '日', '🚀', '\ud800', '\udc00') }),
    );

    it('agrees with the precomputed converter, never lands inside a surrogate pair and stays in range', () => {
      fc.assert(
        fc.property(
          texts,
          fc.integer({ min: 0, max: 200 }),
          fc.constantFrom(...UNITS),
          (text, offset, unit) => {
            const result = convertOffset(text, offset, unit);
            expect(createOffsetConverter(text, unit)(offset)).toBe(result);
            if (typeof result === 'number') {
              expect(result).toBeGreaterThanOrEqual(0);
              expect(result).toBeLessThanOrEqual(text.length);
              expect(isInsidePair(text, result)).toBe(false);
            }
          },
        ),
      );
    });

    it('is monotonic: a larger offset never converts to a smaller position', () => {
      fc.assert(
        fc.property(
          texts,
          fc.integer({ min: 0, max: 100 }),
          fc.integer({ min: 0, max: 100 }),
          (text, a, b) => {
            for (const unit of UNITS) {
              const [low, high] = a <= b ? [a, b] : [b, a];
              const first = convertOffset(text, low, unit);
              const second = convertOffset(text, high, unit);
              if (first === 'beyond') expect(second).toBe('beyond');
              if (typeof first === 'number' && typeof second === 'number')
                expect(second).toBeGreaterThanOrEqual(first);
            }
          },
        ),
      );
    });

    it('matches TextEncoder for utf8 offsets on character boundaries', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), fc.nat(), (text, seed) => {
          const points = [...text];
          const cut = points.length === 0 ? 0 : seed % (points.length + 1);
          const prefix = points.slice(0, cut).join('');
          const bytes = new TextEncoder().encode(prefix).length;
          expect(convertOffset(text, bytes, 'utf8')).toBe(prefix.length);
          expect(convertOffset(text, cut, 'codepoint')).toBe(prefix.length);
        }),
      );
    });
  });
});
