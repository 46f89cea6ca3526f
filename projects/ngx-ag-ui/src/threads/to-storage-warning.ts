import type { ThreadStorageWarning } from './thread-storage-warning';

/*
 * Turning a storage's errors into warnings is part of the thread storage's engine, loaded when
 * the store starts (load-threads-engine.ts): the kinds and the type stay in the first chunk.
 */

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
