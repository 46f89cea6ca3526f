import { developerError, type DeveloperError } from '../developer-error';

/** `injectThreads()` for an agent provided without `withThreadStorage()`. */
export function missingThreadStorageError(): DeveloperError {
  return developerError(
    'MISSING_THREAD_STORAGE',
    (typeof ngDevMode === 'undefined' || ngDevMode) &&
      'ngx-ag-ui: injectThreads() needs an agent that saves its threads. Add a storage to it: ' +
        'provideAgUi({ url }, withThreadStorage(indexedDbThreadStorage())).',
  );
}
