/*
 * The type guards core reads untrusted values with (events, patches, provider payloads), in one
 * place so that every reader means the same thing by "a record".
 */

/** Whether `value` is a non-null, non-array object whose fields can be read one by one. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is an object or an array (a JSON container), not `null`. */
export function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

/** Whether `value` is a usable index or offset: a non-negative integer. */
export function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
