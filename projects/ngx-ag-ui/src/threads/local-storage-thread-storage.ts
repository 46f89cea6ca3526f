import type { ThreadStorage } from './thread-storage';

/** Options of `localStorageThreadStorage()`. */
export interface LocalStorageThreadStorageOptions {
  /** What every key starts with, so that other data in the same origin is left alone. */
  readonly prefix?: string;
  /** The `Storage` to use (`sessionStorage`, a test double); `localStorage` when absent. */
  readonly storage?: () => Storage;
}

/** The key prefix used when `LocalStorageThreadStorageOptions.prefix` is absent. */
export const DEFAULT_THREAD_KEY_PREFIX = 'ngx-ag-ui:thread:';

/**
 * Keeps saved threads in `localStorage`, one JSON string per thread. Small and synchronous
 * underneath, so a save started on `pagehide` always lands; its quota (about 5 MB per origin)
 * suits a few dozen conversations. Prefer `indexedDbThreadStorage()` for more. `localStorage` is
 * looked up at each call, never at import, so the storage is safe to create during server
 * rendering (where `withThreadStorage()` does not run).
 *
 * @example
 * provideAgUi({ url: '/api/agent' }, withThreadStorage(localStorageThreadStorage()))
 */
export function localStorageThreadStorage(
  options: LocalStorageThreadStorageOptions = {},
): ThreadStorage {
  const prefix = options.prefix ?? DEFAULT_THREAD_KEY_PREFIX;
  const storage = options.storage ?? (() => localStorage);
  // async: a synchronous throw (quota, storage disabled) becomes a rejection the feature reports.
  return {
    get: async (threadId) => parse(storage().getItem(prefix + threadId)),
    set: async (threadId, record) => {
      storage().setItem(prefix + threadId, JSON.stringify(record));
    },
    // Synchronous between the read and the write: no other tab can save in between.
    setIf: async (threadId, record, accept) => {
      const key = prefix + threadId;
      const written = accept(parse(storage().getItem(key)));
      if (written) storage().setItem(key, JSON.stringify(record));
      return written;
    },
    delete: async (threadId) => {
      storage().removeItem(prefix + threadId);
    },
    list: async () => {
      const store = storage();
      const values: unknown[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith(prefix)) values.push(parse(store.getItem(key)));
      }
      return values;
    },
  };
}

/** The stored JSON, or the raw text when it does not parse (the reader reports it as corrupt). */
function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Not ours to judge here: withThreadStorage() skips it with a 'corrupt-record' warning.
    return text;
  }
}
