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
  /**
   * Optional: saves `record` only when `accept` holds for the value stored now (`undefined` when
   * none), reading and writing in one step (one IndexedDB transaction, one turn of synchronous
   * `localStorage`), so that two tabs saving at once cannot both pass the check. Resolves to
   * whether it wrote. Without it the feature calls `get()`, checks, then `set()`: the same check,
   * but two saves in the same instant could both pass it.
   */
  setIf?(threadId: string, record: unknown, accept: (stored: unknown) => boolean): Promise<boolean>;
  /** Deletes the record of `threadId`; deleting a missing one is not an error. */
  delete(threadId: string): Promise<void>;
  /**
   * Every saved record, in any order. A server store may leave `messages` empty and `state`
   * out here to keep the list light: the full record is read with `get()` before a switch.
   */
  list(): Promise<readonly unknown[]>;
}
