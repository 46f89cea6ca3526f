import type { ThreadRecordMigration } from './read-thread-record';

/** Options of `withThreadStorage()`. */
export interface ThreadStorageOptions {
  /**
   * The version of the records this app writes (default 1). Bump it when the shape of your state
   * changes, and give `migrate` to upgrade records of older versions.
   */
  readonly version?: number;
  /** Upgrades a record of an older version; one that throws is skipped with a warning. */
  readonly migrate?: ThreadRecordMigration;
  /** At most one save every this many milliseconds while a run streams (default 1000). */
  readonly throttleMs?: number;
}

/** The save interval during a run when `ThreadStorageOptions.throttleMs` is absent. */
export const DEFAULT_THREAD_SAVE_THROTTLE = 1000;
