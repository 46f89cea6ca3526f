/**
 * The format of the records this library writes, apart from the app's own `version`: a record
 * without `format` is format 1 (before answer versions) and is migrated on reading.
 */
export const THREAD_RECORD_FORMAT = 2;
