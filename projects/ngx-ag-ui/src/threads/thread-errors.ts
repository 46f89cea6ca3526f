/** `injectThreads()` for an agent provided without `withThreadStorage()`. */
export function missingThreadStorageError(): Error {
  return new Error(
    'ngx-ag-ui: injectThreads() needs an agent that saves its threads. Add a storage to it: ' +
      'provideAgUi({ url }, withThreadStorage(indexedDbThreadStorage())).',
  );
}
