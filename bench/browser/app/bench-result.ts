import type { BenchScenario } from './bench-scenario';

/**
 * The pipelines: (A) ngx-ag-ui's store; (B) `@ag-ui/client`'s `AbstractAgent` into a signal;
 * (C) A's store rendered by `<agui-chat>` (ngx-ag-ui/chat), Markdown answers and all.
 */
export type PipelineKind = 'A' | 'B' | 'C';

/** What renders: a pipeline, or (V) the same rows written by hand with DOM calls. */
export type RenderKind = PipelineKind | 'V';

/** Rendering the cited conversation from nothing. */
export interface RenderResult {
  /** Milliseconds from the first event to the first frame painted after the DOM was stable, per run. */
  readonly runsMs: readonly number[];
  /** Median of `runsMs`: every row rendered. */
  readonly medianMs: number;
  /**
   * Milliseconds to the first frame painted with the last message and its markers, median (the
   * chat renders a long thread from its end; the other views paint it with every row).
   */
  readonly lastPaintedMs?: number;
  /** `usedJSHeapSize` after the render (after a forced GC when `gc()` is exposed), MB, median. */
  readonly heapAfterMb: number;
  /** Heap after the render minus heap before mounting the view, MB, median. */
  readonly heapDeltaMb: number;
}

/** Streaming the deltas into the last message of the rendered conversation. */
export interface StreamResult {
  /** Milliseconds from the first batch to the first frame painted with the final text. */
  readonly totalMs: number;
  /** Tasks longer than 50 ms (PerformanceObserver 'longtask') during the stream. */
  readonly longTasks: number;
  /** Duration of the longest task, ms (0 without long tasks). */
  readonly longestTaskMs: number;
  /** Sum of the long tasks' durations beyond 50 ms each (total blocking time), ms. */
  readonly blockingMs: number;
  /** Animation frames during the stream (requestAnimationFrame callbacks). */
  readonly frames: number;
  /** Events and macrotasks (batches) delivered. */
  readonly events: number;
  readonly batches: number;
}

/** What one pipeline measured. */
export interface PipelineResult {
  readonly render: RenderResult;
  readonly stream: StreamResult;
}

/** What the benchmark page publishes on `window.__aguiBench` (read by bench/browser/run.ts). */
export interface BenchResults {
  readonly status: 'running' | 'done' | 'failed';
  /** What is running now, for progress output. */
  readonly step: string;
  readonly scenario: BenchScenario;
  /** Whether `gc()` was available (Chromium started with `--js-flags=--expose-gc`). */
  readonly gcExposed: boolean;
  /** Whether `performance.memory` was available. */
  readonly heapAvailable: boolean;
  readonly pipelines: Partial<Record<PipelineKind, PipelineResult>>;
  /** Renders of (V), the rows written by hand, alternating with A's and B's. */
  readonly dom?: RenderResult;
  /** A's first render after navigation, before any warm-up (ms). */
  readonly coldStartMs?: number;
  /** Why the run failed (a pipeline showed something other than the events say). */
  readonly error?: string;
}

declare global {
  interface Window {
    /** Results of the benchmark page (`/bench`). */
    __aguiBench?: BenchResults;
    /**
     * Called (and awaited) right before and after each measured phase (`'A render'`,
     * `'B stream'`, ...) when present: bench/browser/run.ts uses it to profile one phase.
     */
    __aguiBenchPhase?: (phase: string, edge: 'start' | 'end') => Promise<void>;
  }
}
