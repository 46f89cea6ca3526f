/** Whether `value` is a usable index or offset: a non-negative integer. */
export function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
