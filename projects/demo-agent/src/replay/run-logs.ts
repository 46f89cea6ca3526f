import { RunLog, type RunLogLimits } from './run-log';

/** Bounds on every run the demo agent can resume. */
export interface ReplayLimits extends RunLogLimits {
  /** Runs kept at once; past it the oldest is given up. */
  readonly maxRuns: number;
  /** Milliseconds an ended run stays resumable (a client may still be reconnecting). */
  readonly graceMs: number;
}

/** What the demo agent keeps: a few thousand small frames per run, for a few runs. */
export const DEFAULT_REPLAY_LIMITS: ReplayLimits = {
  maxEvents: 5_000,
  maxBytes: 1024 * 1024,
  abandonAfterMs: 30_000,
  maxRuns: 100,
  graceMs: 60_000,
};

/**
 * The resumable runs, keyed by thread id and run id (what a reconnect's request body repeats).
 * An ended run is evicted after `graceMs`; past `maxRuns` the oldest run is given up.
 */
export class RunLogs {
  readonly #limits: ReplayLimits;
  /** In insertion order, so the first key is the oldest run. */
  readonly #logs = new Map<string, RunLog>();

  constructor(limits: ReplayLimits = DEFAULT_REPLAY_LIMITS) {
    this.#limits = limits;
  }

  /** How many runs are kept now. */
  get size(): number {
    return this.#logs.size;
  }

  /** Starts the log of a new run; a run already under that key is given up. */
  open(threadId: string, runId: string): RunLog {
    const key = toKey(threadId, runId);
    this.#logs.get(key)?.abandon();
    this.#logs.delete(key);
    while (this.#logs.size >= this.#limits.maxRuns) {
      const [oldest, log] = this.#logs.entries().next().value as [string, RunLog];
      this.#logs.delete(oldest);
      log.abandon();
    }
    const log = new RunLog(this.#limits);
    this.#logs.set(key, log);
    log.onEnd(() => {
      const timer = setTimeout(() => {
        if (this.#logs.get(key) === log) this.#logs.delete(key);
      }, this.#limits.graceMs);
      timer.unref();
    });
    return log;
  }

  /** The log of a run that can still be resumed, if any. */
  find(threadId: string, runId: string): RunLog | undefined {
    return this.#logs.get(toKey(threadId, runId));
  }
}

function toKey(threadId: string, runId: string): string {
  return JSON.stringify([threadId, runId]);
}
