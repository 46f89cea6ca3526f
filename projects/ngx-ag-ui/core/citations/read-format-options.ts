import { type CitationDiagnostic, type OffsetUnit, isRecord } from 'ngx-ag-ui/core/runtime';

const UNITS: readonly OffsetUnit[] = ['utf16', 'codepoint', 'utf8'];

/** Format options after validation. */
export interface FormatOptions {
  readonly offsetUnit: OffsetUnit;
  readonly streaming: boolean;
}

/**
 * Reads an adapter's `options` (`CitationFormatOptions`) without trusting them: a missing or
 * `null` `offsetUnit` is the adapter's default; an unknown one falls back to it, with an
 * `'invalid-option'` diagnostic (also in adapters that have no offsets to convert).
 */
export function readFormatOptions(
  options: unknown,
  defaultUnit: OffsetUnit,
  diagnostics: CitationDiagnostic[],
): FormatOptions {
  const given = isRecord(options) ? options : {};
  const unit = given['offsetUnit'];
  let offsetUnit = defaultUnit;
  if (UNITS.includes(unit as OffsetUnit)) offsetUnit = unit as OffsetUnit;
  else if (unit !== undefined && unit !== null) {
    diagnostics.push({
      code: 'invalid-option',
      message: `offsetUnit ${JSON.stringify(String(unit))} is not utf16, codepoint or utf8; using ${defaultUnit}`,
    });
  }
  return { offsetUnit, streaming: given['streaming'] === true };
}
