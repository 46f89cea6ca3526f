import type { CitationFields } from '../citation-model/citation';
import { jsonEqual } from '../reducer/json-equal';

/** Whether two citation lists hold structurally equal citations in the same order. */
export function citationsEqual(
  a: readonly CitationFields[],
  b: readonly CitationFields[],
): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
  return true;
}
