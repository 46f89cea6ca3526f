/** An unexpected value described for a diagnostic: a quoted string (cut at 40), else its type. */
export function describeValue(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;
}
