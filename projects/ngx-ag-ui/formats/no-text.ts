import type { CitationAdapterRun, CitedText } from 'ngx-ag-ui/core';
import { buildCitedText } from 'ngx-ag-ui/core';

/**
 * What an adapter returns for a payload with no readable text: an empty `CitedText` carrying one
 * `schema-violation` diagnostic that says why.
 *
 * @param reason What was wrong, e.g. `'message.parts is not an array; no text'`.
 * @param provider The adapter's provider name (`CitationFields.provider`).
 * @param run The adapter's run, whose `diagnostics` the reason joins.
 */
export function noText(
  reason: string,
  provider: string,
  { streaming, diagnostics }: Pick<CitationAdapterRun, 'streaming' | 'diagnostics'>,
): CitedText {
  diagnostics.push({ code: 'schema-violation', message: reason });
  return buildCitedText('', [], { provider, streaming });
}
