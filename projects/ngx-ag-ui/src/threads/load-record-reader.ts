let recordReader: Promise<typeof import('./read-thread-record')> | undefined;

/** The record checker, loaded once; a failed load is forgotten so that the next read retries. */
export function loadRecordReader(): Promise<typeof import('./read-thread-record')> {
  return (recordReader ??= import('./read-thread-record').catch((cause: unknown) => {
    recordReader = undefined;
    throw cause;
  }));
}
