/**
 * The revision of a stored value: its `revision` when that is a whole number from 0, else 0 (a
 * record written before revisions, or one whose revision is damaged: any save replaces it).
 */
export function revisionOf(stored: unknown): number {
  if (typeof stored !== 'object' || stored === null) return 0;
  let revision: unknown;
  // A storage of the app's own may hand back a getter that throws.
  try {
    revision = (stored as { revision?: unknown }).revision;
  } catch {
    return 0;
  }
  return Number.isSafeInteger(revision) && (revision as number) >= 0 ? (revision as number) : 0;
}
