import type { CitationDiagnostic } from 'ngx-ag-ui/core/runtime';
import { createPartOffsetConverter, type TextPart } from './create-part-offset-converter';

describe('createPartOffsetConverter', () => {
  const first: TextPart = { text: '🚀 go. ', base: 0, last: false };
  const second: TextPart = { text: '東京 ok', base: first.text.length, last: true };

  it('converts within the part, then shifts by its base', () => {
    const diagnostics: CitationDiagnostic[] = [];
    const convert = createPartOffsetConverter('codepoint', 'part', diagnostics);
    expect(convert(first, 1, 'a')).toBe(2);
    expect(convert(second, 2, 'b')).toBe(second.base + 2);
    expect(createPartOffsetConverter('utf8', 'part', diagnostics)(second, 6, 'c')).toBe(
      second.base + 2,
    );
    expect(diagnostics).toEqual([]);
  });

  it('keeps an offset past the end of the last part beyond', () => {
    const convert = createPartOffsetConverter('codepoint', 'part', []);
    expect(convert(second, 99, 'x')).toBe('beyond');
  });

  it('clamps an offset past the end of an earlier part to its end, with a diagnostic', () => {
    const diagnostics: CitationDiagnostic[] = [];
    const convert = createPartOffsetConverter('utf16', 'text block', diagnostics);
    expect(convert(first, 40, 'content[0]')).toBe(first.text.length);
    expect(diagnostics).toEqual([
      {
        code: 'offset-clamped',
        message: 'content[0]: offset 40 is past the end of its text block; clamped to its end',
      },
    ]);
  });

  it('gives invalid for values that are not offsets', () => {
    const convert = createPartOffsetConverter('utf16', 'part', []);
    for (const value of ['3', null, undefined, -1, 1.5, Number.NaN]) {
      expect(convert(first, value, 'x')).toBe('invalid');
    }
  });
});
