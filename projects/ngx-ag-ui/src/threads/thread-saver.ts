import type { ThreadRecord } from './thread-record';
import { revisionOf } from './thread-revision';
import type { ThreadStorage } from './thread-storage';
import type { ThreadStorageWarning } from './thread-storage-warning';
import { toWriteWarning } from './to-storage-warning';

/** What the saver tells its engine about each write. */
export interface ThreadSaverHost {
  readonly warn: (warning: ThreadStorageWarning) => void;
  /** A record was written at `revision` (to announce it to the other tabs). */
  readonly saved: (threadId: string, revision: number) => void;
  /** A record was not written: the storage holds a newer copy, saved elsewhere. */
  readonly stale: (threadId: string) => void;
}

/**
 * Writes records to a storage one at a time, so that an older write can never land after a
 * newer one. Writes asked for while one is under way are queued, the latest per thread winning;
 * a record is built only when its turn comes. Each write carries the next revision of its thread
 * and lands only over a lower one: a copy another tab saved since is never overwritten. A failed
 * write becomes a warning: the thread stays in memory and its next save tries again.
 */
export class ThreadSaver {
  readonly #queued = new Map<string, () => ThreadRecord>();
  /** The revision of each thread this tab last read or wrote: its next write is one more. */
  readonly #revisions = new Map<string, number>();
  /** The highest revision of each thread another tab announced having saved. */
  readonly #heard = new Map<string, number>();
  /** Threads whose queued write must land before the page goes (`pagehide`). */
  readonly #urgent = new Set<string>();
  #draining: Promise<void> | undefined;

  constructor(
    private readonly storage: ThreadStorage,
    private readonly host: ThreadSaverHost,
  ) {}

  /** The revision this tab holds of `threadId` (0 when it has read or written none). */
  revision(threadId: string): number {
    return this.#revisions.get(threadId) ?? 0;
  }

  /** Takes `revision` as the one this tab holds (a record read and shown, or listed). */
  known(threadId: string, revision: number): void {
    this.#revisions.set(threadId, revision);
  }

  /** Notes that another tab saved `threadId` at `revision`. */
  heard(threadId: string, revision: number): void {
    this.#heard.set(threadId, Math.max(revision, this.#heard.get(threadId) ?? 0));
  }

  /**
   * Queues the record of `threadId` and starts writing. An `urgent` write (the page is going)
   * is checked against the revisions other tabs announced, then written with `set()` alone:
   * reading first would wait for the storage, and a page being unloaded cannot wait.
   * @returns When the queue is empty.
   */
  write(threadId: string, build: () => ThreadRecord, urgent = false): Promise<void> {
    if (urgent) this.#urgent.add(threadId);
    this.#queued.delete(threadId);
    this.#queued.set(threadId, build);
    return (this.#draining ??= this.#drain());
  }

  /** Drops a queued write (the thread is being deleted: it must not come back). */
  forget(threadId: string): void {
    this.#queued.delete(threadId);
    this.#revisions.delete(threadId);
  }

  /** Resolves once every queued write has landed or failed. */
  settled(): Promise<void> {
    return this.#draining ?? Promise.resolve();
  }

  async #drain(): Promise<void> {
    for (let next = this.#next(); next; next = this.#next()) {
      const [threadId, build] = next;
      const revision = this.revision(threadId) + 1;
      const accept = (stored: unknown) => revisionOf(stored) < revision;
      const urgent = this.#urgent.delete(threadId);
      try {
        const record = { ...build(), revision };
        const written = urgent
          ? (this.#heard.get(threadId) ?? 0) < revision &&
            (await this.storage.set(threadId, record), true)
          : this.storage.setIf
            ? await this.storage.setIf(threadId, record, accept)
            : accept(await this.storage.get(threadId)) &&
              (await this.storage.set(threadId, record), true);
        if (written) {
          this.#revisions.set(threadId, revision);
          this.host.saved(threadId, revision);
        } else this.host.stale(threadId);
      } catch (cause) {
        this.host.warn(toWriteWarning(cause, threadId));
      }
    }
    this.#draining = undefined;
  }

  #next(): [string, () => ThreadRecord] | undefined {
    const first = this.#queued.entries().next();
    if (first.done) return undefined;
    this.#queued.delete(first.value[0]);
    return first.value;
  }
}
