import type { ThreadRecord } from './thread-record';
import type { ThreadStorage } from './thread-storage';
import type { ThreadStorageWarning } from './thread-storage-warning';
import { toWriteWarning } from './to-storage-warning';

/**
 * Writes records to a storage one at a time, so that an older write can never land after a
 * newer one. Writes asked for while one is under way are queued, the latest per thread winning;
 * a record is built only when its turn comes. A failed write becomes a warning: the thread stays
 * in memory and its next save tries again.
 */
export class ThreadSaver {
  readonly #queued = new Map<string, () => ThreadRecord>();
  #draining: Promise<void> | undefined;

  constructor(
    private readonly storage: ThreadStorage,
    private readonly warn: (warning: ThreadStorageWarning) => void,
  ) {}

  /** Queues the record of `threadId` and starts writing. @returns When the queue is empty. */
  write(threadId: string, build: () => ThreadRecord): Promise<void> {
    this.#queued.delete(threadId);
    this.#queued.set(threadId, build);
    return (this.#draining ??= this.#drain());
  }

  /** Drops a queued write (the thread is being deleted: it must not come back). */
  forget(threadId: string): void {
    this.#queued.delete(threadId);
  }

  /** Resolves once every queued write has landed or failed. */
  settled(): Promise<void> {
    return this.#draining ?? Promise.resolve();
  }

  async #drain(): Promise<void> {
    for (let next = this.#next(); next; next = this.#next()) {
      const [threadId, build] = next;
      try {
        await this.storage.set(threadId, build());
      } catch (cause) {
        this.warn(toWriteWarning(cause, threadId));
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
