import type { CitationDiagnostic } from 'ngx-ag-ui/core/runtime';
import { readFormatOptions } from './read-format-options';

describe('readFormatOptions', () => {
  it('reads a known unit and streaming', () => {
    const diagnostics: CitationDiagnostic[] = [];
    expect(
      readFormatOptions({ offsetUnit: 'utf8', streaming: true }, 'utf16', diagnostics),
    ).toEqual({ offsetUnit: 'utf8', streaming: true });
    expect(diagnostics).toEqual([]);
  });

  it('uses the default unit, silently, when none or null is given', () => {
    const diagnostics: CitationDiagnostic[] = [];
    for (const options of [undefined, null, {}, { offsetUnit: null }, 'utf8', []]) {
      expect(readFormatOptions(options, 'codepoint', diagnostics)).toEqual({
        offsetUnit: 'codepoint',
        streaming: false,
      });
    }
    expect(diagnostics).toEqual([]);
  });

  it('falls back to the default unit for an unknown one, with a diagnostic', () => {
    const diagnostics: CitationDiagnostic[] = [];
    expect(readFormatOptions({ offsetUnit: 'bytes' }, 'utf8', diagnostics).offsetUnit).toBe('utf8');
    expect(diagnostics).toEqual([
      {
        code: 'invalid-option',
        message: 'offsetUnit "bytes" is not utf16, codepoint or utf8; using utf8',
      },
    ]);
  });

  it('streams only when streaming is exactly true', () => {
    expect(readFormatOptions({ streaming: 'yes' }, 'utf16', []).streaming).toBe(false);
  });
});
