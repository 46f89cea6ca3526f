import type { MarkdownScenario } from './markdown-bench-events';
import type { MarkdownRendererKind } from './markdown-conversation';

/** Streaming the Markdown answer through one renderer. */
export interface MarkdownRendererResult {
  /** Milliseconds from the first chunk to the first frame painted with the final answer. */
  readonly totalMs: number;
  /** Main-thread task time during the stream (script, style, layout, paint), ms. */
  readonly mainThreadMs: number;
  /** Tasks longer than 50 ms during the stream. */
  readonly longTasks: number;
  /** Duration of the longest of them, ms (0 without long tasks). */
  readonly longestTaskMs: number;
  /** Chunks delivered (one per painted frame). */
  readonly chunks: number;
  /** Main-thread time per chunk in each tenth of the stream, ms. */
  readonly perChunkMsByTenth: readonly number[];
}

/** What the Markdown benchmark page publishes on `window.__aguiMarkdownBench`. */
export interface MarkdownBenchResults {
  readonly status: 'running' | 'done' | 'failed';
  readonly step: string;
  readonly scenario: MarkdownScenario;
  readonly renderers: Partial<Record<MarkdownRendererKind, MarkdownRendererResult>>;
  readonly error?: string;
}

declare global {
  interface Window {
    /** Results of the Markdown benchmark (`/bench?suite=markdown`). */
    __aguiMarkdownBench?: MarkdownBenchResults;
    /**
     * The page's main-thread task time so far, ms (the DevTools protocol's `TaskDuration`),
     * provided by bench/browser/run.ts: a page cannot read its own.
     */
    __aguiBenchTaskMs?: () => Promise<number>;
  }
}
