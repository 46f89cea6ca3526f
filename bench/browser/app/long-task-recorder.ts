/** Long tasks seen between `start` and `stop`. */
export interface LongTaskSummary {
  /** Tasks over 50 ms. */
  readonly count: number;
  /** Duration of the longest, ms (0 when none). */
  readonly longestMs: number;
  /** Sum of each task's time beyond 50 ms (total blocking time), ms. */
  readonly blockingMs: number;
}

/**
 * Records the browser's long tasks (PerformanceObserver `longtask`: any task over 50 ms) while
 * it runs.
 */
export class LongTaskRecorder {
  readonly #entries: PerformanceEntry[] = [];
  readonly #observer = new PerformanceObserver((list) => this.#entries.push(...list.getEntries()));

  /** Whether this browser reports long tasks at all. */
  static get supported(): boolean {
    return PerformanceObserver.supportedEntryTypes.includes('longtask');
  }

  constructor() {
    this.#observer.observe({ type: 'longtask', buffered: false });
  }

  /** Stops recording; counts the tasks that overlap `[from, to]`. */
  stop(from: number, to: number): LongTaskSummary {
    this.#entries.push(...this.#observer.takeRecords());
    this.#observer.disconnect();
    const tasks = this.#entries.filter(
      (entry) => entry.startTime < to && entry.startTime + entry.duration > from,
    );
    return {
      count: tasks.length,
      longestMs: tasks.reduce((longest, task) => Math.max(longest, task.duration), 0),
      blockingMs: tasks.reduce((sum, task) => sum + task.duration - 50, 0),
    };
  }
}
