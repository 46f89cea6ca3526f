import { loadOnce } from '../load-once';
import type { ThreadStorage } from './thread-storage';

/** Options of `indexedDbThreadStorage()`. */
export interface IndexedDbThreadStorageOptions {
  /** The IndexedDB database (one per store: `idb-keyval` creates it with its one object store). */
  readonly database?: string;
  /** The object store inside it. */
  readonly store?: string;
}

type IdbKeyval = typeof import('idb-keyval');
type Opened = {
  readonly kv: IdbKeyval;
  readonly store: ReturnType<IdbKeyval['createStore']>;
  readonly setIf: typeof import('./idb-set-if').idbSetIf;
};

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
  // idb-keyval is loaded at the first call; a failed load is tried again at the next.
  const open = loadOnce((): Promise<Opened> =>
    Promise.all([import('idb-keyval'), import('./idb-set-if')]).then(([kv, { idbSetIf }]) => ({
      kv,
      store: kv.createStore(database, storeName),
      setIf: idbSetIf,
    })),
  );
  return {
    async get(threadId) {
      const { kv, store } = await open();
      return kv.get(threadId, store);
    },
    async set(threadId, record) {
      const { kv, store } = await open();
      await store('readwrite', (objects) => {
        objects.put(record, threadId);
        // Commit at once instead of when the event loop comes back: a save started on pagehide
        // then lands before a reload tears the page down (an open transaction would be dropped).
        objects.transaction.commit();
        return kv.promisifyRequest(objects.transaction);
      });
    },
    async setIf(threadId, record, accept) {
      const { kv, store, setIf } = await open();
      return setIf(store, kv.promisifyRequest, threadId, record, accept);
    },
    async delete(threadId) {
      const { kv, store } = await open();
      await kv.del(threadId, store);
    },
    async list() {
      const { kv, store } = await open();
      return kv.values(store);
    },
  };
}
