/** What went wrong with the thread storage. */
export type ThreadStorageWarningKind =
  /** The storage is full: the thread stays in memory and the next save tries again. */
  | 'quota-exceeded'
  /** Any other failed write (storage disabled, a value it cannot hold): retried at the next save. */
  | 'write-failed'
  /** Listing or reading saved threads failed: what is in memory is kept. */
  | 'read-failed'
  /** Deleting a saved thread failed: it stays in the list. */
  | 'delete-failed'
  /** A saved record is not a thread record (unreadable, a field missing): skipped. */
  | 'corrupt-record'
  /** A saved record is from a newer version, or older with no `migrate` hook: skipped. */
  | 'unsupported-version'
  /** The app's `migrate` hook threw or returned something that is not a record: skipped. */
  | 'migration-failed';

/** A survivable storage problem: nothing in memory was lost. */
export interface ThreadStorageWarning {
  readonly kind: ThreadStorageWarningKind;
  /** Human-readable, safe to show (never the record's content). */
  readonly message: string;
  /** The thread it is about, when known. */
  readonly threadId?: string;
  /** The error the storage threw, for logs. */
  readonly cause?: unknown;
}

/** How many warnings `AgentThreads.warnings()` keeps (the most recent). */
export const MAX_THREAD_STORAGE_WARNINGS = 50;

/** The warning for a failed write: `'quota-exceeded'` when the storage says it is full. */
export function toWriteWarning(cause: unknown, threadId: string): ThreadStorageWarning {
  const full = isQuotaError(cause);
  return {
    kind: full ? 'quota-exceeded' : 'write-failed',
    message: full
      ? `The storage is full: thread "${threadId}" was kept in memory only; the next save tries again.`
      : `Thread "${threadId}" could not be saved (${describe(cause)}); the next save tries again.`,
    threadId,
    cause,
  };
}

/** The warning for a failed read, list or delete. */
export function toStorageWarning(
  kind: 'read-failed' | 'delete-failed',
  cause: unknown,
  threadId?: string,
): ThreadStorageWarning {
  const what = threadId === undefined ? 'The saved threads' : `Thread "${threadId}"`;
  const verb = kind === 'read-failed' ? 'could not be read' : 'could not be deleted';
  return {
    kind,
    message: `${what} ${verb} (${describe(cause)}).`,
    ...(threadId !== undefined ? { threadId } : {}),
    cause,
  };
}

/**
 * Whether `cause` is a storage-full error. Browsers disagree on its shape: `QuotaExceededError`
 * (code 22) in most, `NS_ERROR_DOM_QUOTA_REACHED` (code 1014) in older Firefox.
 */
export function isQuotaError(cause: unknown): boolean {
  if (typeof cause !== 'object' || cause === null) return false;
  const { name, code } = cause as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`;
  return String(cause);
}
