import { createStore, del, get, promisifyRequest, values } from 'idb-keyval';

import type { ThreadStorage } from './thread-storage';

/*
 * What `indexedDbThreadStorage()` does with IndexedDB, loaded at the storage's first use with
 * idb-keyval: apps pay for it in a chunk of its own, not in their first chunk.
 */

/** The operations of one `indexedDbThreadStorage()` over its opened object store. */
export type OpenedThreadDatabase = Required<ThreadStorage>;

/** Opens (creating on first use) the object store `storeName` of the database `database`. */
export function openThreadDatabase(database: string, storeName: string): OpenedThreadDatabase {
  const store = createStore(database, storeName);
  return {
    get: (threadId) => get(threadId, store),
    set: (threadId, record) =>
      store('readwrite', (objects) => {
        objects.put(record, threadId);
        // Commit at once instead of when the event loop comes back: a save started on pagehide
        // then lands before a reload tears the page down (an open transaction would be dropped).
        objects.transaction.commit();
        return promisifyRequest(objects.transaction);
      }),
    // IndexedDB runs another tab's save before or after this transaction, never inside it.
    setIf: (threadId, record, accept) =>
      store('readwrite', (objects) => {
        const read = objects.get(threadId);
        let written = false;
        read.onsuccess = () => {
          if ((written = accept(read.result))) objects.put(record, threadId);
          objects.transaction.commit();
        };
        return promisifyRequest(objects.transaction).then(() => written);
      }),
    delete: (threadId) => del(threadId, store),
    list: () => values(store),
  };
}
