/**
 * Where `withThreadStorage()` keeps saved threads: four async operations over records keyed by
 * thread id. `localStorageThreadStorage()` and `indexedDbThreadStorage()` are built in; a
 * server-side store implements the same four calls over HTTP.
 *
 * Values are whatever was stored: the feature checks each one (and migrates older versions), so
 * an implementation hands back what it holds, unvalidated. A failure is reported by rejecting;
 * it becomes a warning, never a crash.
 */
export interface ThreadStorage {
  /** The record saved under `threadId`, or `undefined` when there is none. */
  get(threadId: string): Promise<unknown>;
  /** Saves (or replaces) the record of `threadId`. */
  set(threadId: string, record: unknown): Promise<void>;
  /** Deletes the record of `threadId`; deleting a missing one is not an error. */
  delete(threadId: string): Promise<void>;
  /**
   * Every saved record, in any order. A server store may leave `messages` empty and `state`
   * out here to keep the list light: the full record is read with `get()` before a switch.
   */
  list(): Promise<readonly unknown[]>;
}
