import { loadOnce } from '../load-once';
import type { ThreadStorageWarning } from './thread-storage-warning';

/*
 * Saving, restoring and listing threads (with the records, the saver and the record checker)
 * is about 2.4 kB gzip that nothing needs before the store's first async step: restoring waits
 * for the storage anyway. So `AgentThreads` is a facade in the app's first chunk, and this
 * engine is loaded when the store starts (in the browser; on a server at the first call), off
 * that chunk (docs/bundle-size.md).
 */

export type ThreadsEngineModule = typeof import('./threads-engine');

/** The engine's module, loaded once and shared by every agent (a failed load is retried). */
export const loadThreadsEngine: () => Promise<ThreadsEngineModule> = loadOnce(
  () => import('./threads-engine'),
);

/** The warning when the engine could not be loaded: nothing was read, what is shown is kept. */
export function engineLoadWarning(cause: unknown): ThreadStorageWarning {
  return {
    kind: 'read-failed',
    message:
      'The saved threads could not be read: their code did not load. The next action tries again.',
    cause,
  };
}
