import { type OffsetUnit, isIndex } from 'ngx-ag-ui/core/runtime';
import type { ConvertedOffset } from './citation-occurrence';

/**
 * Converts a provider offset to a UTF-16 offset into `text` (docs/citations.md §B.1, §E.1).
 *
 * - `'utf8'`: bytes of the UTF-8 encoding (Gemini); `'codepoint'`: Unicode code points
 *   (OpenAI, Cohere, Bedrock KB, LangChain); `'utf16'`: JavaScript string indices.
 * - An offset inside a character rounds **up** to the next character boundary; a UTF-16 offset
 *   between the two halves of a surrogate pair moves past the pair. The result never splits a
 *   surrogate pair.
 * - `'beyond'`: past the end of the text (callers clamp it when final, keep it pending while
 *   streaming). `'invalid'`: negative, fractional, `NaN`, not a number, or an unknown unit.
 *
 * Walks the text once, up to the offset. To convert many offsets of one text, use
 * `createOffsetConverter`, which precomputes the mapping once.
 *
 * @example
 * convertOffset('🚀 go', 1, 'codepoint'); // 2 (the rocket is 2 UTF-16 units)
 * convertOffset('🚀 go', 2, 'utf8');      // 2 (rounds up to the end of the rocket)
 * convertOffset('🚀 go', 1, 'utf16');     // 2 (never between the surrogate halves)
 * convertOffset('go', 9, 'utf16');        // 'beyond'
 * convertOffset('go', -1, 'utf16');       // 'invalid'
 *
 * @param text The display text the offset indexes into.
 * @param offset The provider's offset, in `unit`.
 * @param unit The provider's offset unit.
 * @returns The UTF-16 offset (`0..text.length`), `'beyond'` or `'invalid'`.
 */
export function convertOffset(text: string, offset: number, unit: OffsetUnit): ConvertedOffset {
  const source = typeof text === 'string' ? text : '';
  if (!isIndex(offset)) return 'invalid';
  switch (unit) {
    case 'utf16':
      return fromUtf16(source, offset);
    case 'codepoint':
      return walk(source, offset, () => 1);
    case 'utf8':
      return walk(source, offset, utf8Length);
    default:
      return 'invalid';
  }
}

/**
 * Precomputes the offset mapping of one text (O(n) once) and returns a converter that answers
 * each offset in O(1) (`utf16`, `codepoint`) or O(log n) (`utf8`), with exactly the results of
 * `convertOffset`. Use it when an adapter converts many offsets of one text or text part.
 *
 * @example
 * const toUtf16 = createOffsetConverter('日本語 🚀 text', 'utf8');
 * toUtf16(9);  // 3 (after the three 3-byte CJK characters)
 * toUtf16(99); // 'beyond'
 */
export function createOffsetConverter(
  text: string,
  unit: OffsetUnit,
): (offset: number) => ConvertedOffset {
  const source = typeof text === 'string' ? text : '';
  switch (unit) {
    case 'utf16':
      return (offset) => (isIndex(offset) ? fromUtf16(source, offset) : 'invalid');
    case 'codepoint':
      return codePointConverter(source);
    case 'utf8':
      return utf8Converter(source);
    default:
      return () => 'invalid';
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function fromUtf16(text: string, offset: number): ConvertedOffset {
  if (offset > text.length) return 'beyond';
  if (
    offset > 0 &&
    offset < text.length &&
    isHighSurrogate(text.charCodeAt(offset - 1)) &&
    isLowSurrogate(text.charCodeAt(offset))
  ) {
    return offset + 1;
  }
  return offset;
}

/** UTF-8 length of a code point; a lone surrogate counts as its U+FFFD replacement (3 bytes). */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** UTF-16 length of the code point starting at `i` (2 only for a well-formed pair). */
function unitsAt(text: string, i: number): number {
  return isHighSurrogate(text.charCodeAt(i)) &&
    i + 1 < text.length &&
    isLowSurrogate(text.charCodeAt(i + 1))
    ? 2
    : 1;
}

function walk(text: string, offset: number, size: (codePoint: number) => number): ConvertedOffset {
  let position = 0;
  let i = 0;
  while (i < text.length) {
    if (position >= offset) return i;
    const units = unitsAt(text, i);
    position += size(units === 2 ? (text.codePointAt(i) as number) : text.charCodeAt(i));
    i += units;
  }
  return position >= offset ? text.length : 'beyond';
}

function codePointConverter(text: string): (offset: number) => ConvertedOffset {
  if (!/[\ud800-\udfff]/.test(text)) {
    return (offset) => (isIndex(offset) ? fromUtf16(text, offset) : 'invalid');
  }
  // utf16At[k] is the UTF-16 index of the k-th code point boundary.
  const utf16At = new Uint32Array(text.length + 1);
  let count = 0;
  for (let i = 0; i < text.length; i += unitsAt(text, i)) utf16At[count++] = i;
  utf16At[count] = text.length;
  return (offset) => {
    if (!isIndex(offset)) return 'invalid';
    return offset > count ? 'beyond' : utf16At[offset];
  };
}

function utf8Converter(text: string): (offset: number) => ConvertedOffset {
  if (!/[\u0080-\uffff]/.test(text)) {
    return (offset) => (isIndex(offset) ? fromUtf16(text, offset) : 'invalid');
  }
  // Boundaries k = 0..count: byteAt[k] bytes precede the UTF-16 index utf16At[k].
  const byteAt = new Float64Array(text.length + 1);
  const utf16At = new Uint32Array(text.length + 1);
  let count = 0;
  let bytes = 0;
  for (let i = 0; i < text.length;) {
    byteAt[count] = bytes;
    utf16At[count++] = i;
    const units = unitsAt(text, i);
    bytes += utf8Length(units === 2 ? (text.codePointAt(i) as number) : text.charCodeAt(i));
    i += units;
  }
  byteAt[count] = bytes;
  utf16At[count] = text.length;
  return (offset) => {
    if (!isIndex(offset)) return 'invalid';
    if (offset > bytes) return 'beyond';
    let low = 0;
    let high = count;
    // First boundary whose byte position is >= offset (rounds up inside a character).
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byteAt[middle] < offset) low = middle + 1;
      else high = middle;
    }
    return utf16At[low];
  };
}
