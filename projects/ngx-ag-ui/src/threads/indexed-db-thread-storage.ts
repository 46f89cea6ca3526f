import { loadOnce } from '../load-once';
import type { ThreadStorage } from './thread-storage';

/** Options of `indexedDbThreadStorage()`. */
export interface IndexedDbThreadStorageOptions {
  /** The IndexedDB database (one per store: `idb-keyval` creates it with its one object store). */
  readonly database?: string;
  /** The object store inside it. */
  readonly store?: string;
}

/**
 * Keeps saved threads in IndexedDB through `idb-keyval`, one structured-cloned record per
 * thread: no JSON step and a quota in the hundreds of megabytes. `idb-keyval` (under 1 kB) is
 * loaded at the first read or write, so apps that never use this storage do not bundle it.
 *
 * @example
 * provideAgUi({ url: '/api/agent' }, withThreadStorage(indexedDbThreadStorage()))
 */
export function indexedDbThreadStorage(options: IndexedDbThreadStorageOptions = {}): ThreadStorage {
  const database = options.database ?? 'ngx-ag-ui-threads';
  const storeName = options.store ?? 'threads';
  // idb-keyval (with idb-open.ts) is loaded at the first call; a failed load is tried again.
  const open = loadOnce(() =>
    import('./idb-open').then((idb) => idb.openThreadDatabase(database, storeName)),
  );
  return {
    get: async (threadId) => (await open()).get(threadId),
    set: async (threadId, record) => (await open()).set(threadId, record),
    setIf: async (threadId, record, accept) => (await open()).setIf(threadId, record, accept),
    delete: async (threadId) => (await open()).delete(threadId),
    list: async () => (await open()).list(),
  };
}
