/** One business-object field shown as text in a citation card. */
export interface CitationField {
  readonly name: string;
  readonly value: string;
}

const MAX_FIELDS = 24;

/**
 * The fields of a citation's `extra` object as text key/value pairs, in insertion order. Values
 * that say nothing (`null`, `undefined`, blank strings, functions) are left out; nested values
 * become compact JSON. Never throws.
 */
export function toExtraFields(
  extra: Readonly<Record<string, unknown>> | undefined,
): CitationField[] {
  if (!extra || typeof extra !== 'object' || Array.isArray(extra)) return [];
  const fields: CitationField[] = [];
  for (const [name, raw] of Object.entries(extra)) {
    const value = toFieldText(raw);
    if (value !== null) fields.push({ name, value });
    if (fields.length === MAX_FIELDS) break;
  }
  return fields;
}

function toFieldText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value === null || typeof value !== 'object') return null;
  if (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' || typeof item === 'number')
  ) {
    return value.join(', ');
  }
  // JSON.stringify throws on cycles and BigInt members: such a field is simply not shown.
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}
