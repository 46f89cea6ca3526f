import type { CitationDiagnostic, OffsetUnit } from './citation';

const UNITS: readonly OffsetUnit[] = ['utf16', 'codepoint', 'utf8'];

/** Format options after validation. */
export interface FormatOptions {
  readonly offsetUnit: OffsetUnit;
  readonly streaming: boolean;
}

/**
 * Reads an adapter's `options` without trusting them: an unknown `offsetUnit` falls back to the
 * adapter's default, with a diagnostic.
 */
export function readFormatOptions(
  options: unknown,
  defaultUnit: OffsetUnit,
  diagnostics: CitationDiagnostic[],
): FormatOptions {
  const given =
    typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
  const unit = given['offsetUnit'];
  let offsetUnit = defaultUnit;
  if (UNITS.includes(unit as OffsetUnit)) offsetUnit = unit as OffsetUnit;
  else if (unit !== undefined) {
    diagnostics.push({
      code: 'invalid-option',
      message: `offsetUnit ${JSON.stringify(String(unit))} is not utf16, codepoint or utf8; using ${defaultUnit}`,
    });
  }
  return { offsetUnit, streaming: given['streaming'] === true };
}
