// Apart from reconnect.ts: the primary entry exports these to every app, and a module it
// exports is part of the app's first chunk; the checks in reconnect.ts load with the first run.

/**
 * How the built-in transport resumes a stream whose connection dropped mid-run, once the agent
 * has sent SSE `id:` fields: it sends the same request again with `Last-Event-ID`, up to
 * `attempts` times in a row, waiting a jittered, doubling delay before each.
 */
export interface ReconnectOptions {
  /**
   * Reconnects in a row without progress before the run fails (0 turns reconnecting off).
   * Progress is an event with an id not seen before: a reconnect that only replays old events
   * counts as failed. Default 3.
   */
  readonly attempts?: number;
  /** The first wait, in milliseconds; each further attempt doubles it. Default 500. */
  readonly baseDelayMs?: number;
  /** The longest wait, in milliseconds, however many attempts came before. Default 8000. */
  readonly maxDelayMs?: number;
}

/** The reconnect settings used when `reconnect` is absent. */
export const DEFAULT_RECONNECT: Required<ReconnectOptions> = {
  attempts: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
};
