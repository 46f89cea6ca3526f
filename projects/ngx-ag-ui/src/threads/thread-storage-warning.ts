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
  | 'migration-failed'
  /**
   * A save was not written because the storage holds a newer copy of the thread (another tab
   * saved it): the newer copy is kept, and shown when this tab shows that thread.
   */
  | 'stale-write'
  /**
   * A run the page left open could not be resumed after a reload (the agent no longer holds it,
   * answered with another run, or its saved run was unusable): it is shown cut short.
   */
  | 'resume-failed'
  /**
   * Some answer versions of a saved thread were damaged, or over the limit of versions a turn
   * keeps: those were dropped; the thread, its messages and its sound versions are kept.
   */
  | 'versions-dropped'
  /**
   * An answer to interrupts was not sent: another tab answered them first (or answers them
   * now). That tab's answer is shown; the agent got exactly one.
   */
  | 'answered-elsewhere';

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
