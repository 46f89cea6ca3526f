import type { ConvertedOffset } from './citation-occurrence';

/**
 * Converts a raw provider offset with `convert`: `undefined` when absent, `'invalid'` when it is
 * not a number.
 */
export function readProviderOffset(
  value: unknown,
  convert: (offset: number) => ConvertedOffset,
): ConvertedOffset | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'number' ? convert(value) : 'invalid';
}
