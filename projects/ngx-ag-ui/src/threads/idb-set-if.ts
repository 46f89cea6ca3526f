import type { createStore, promisifyRequest } from 'idb-keyval';

/*
 * `indexedDbThreadStorage().setIf`, loaded with idb-keyval at the storage's first use: apps pay
 * for it in the chunk of the storage's code, not in their first chunk.
 */

/**
 * Writes `record` under `threadId` when `accept` holds for the value stored now, in one
 * readwrite transaction: IndexedDB runs another tab's save before or after it, never between.
 */
export function idbSetIf(
  store: ReturnType<typeof createStore>,
  promisify: typeof promisifyRequest,
  threadId: string,
  record: unknown,
  accept: (stored: unknown) => boolean,
): Promise<boolean> {
  return store('readwrite', (objects) => {
    const read = objects.get(threadId);
    let written = false;
    read.onsuccess = () => {
      if ((written = accept(read.result))) objects.put(record, threadId);
      objects.transaction.commit();
    };
    return promisify(objects.transaction).then(() => written);
  });
}
