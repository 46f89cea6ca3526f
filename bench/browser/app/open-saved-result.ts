/** What the open-a-saved-thread page publishes on `window.__aguiOpenSaved`. */
export interface OpenSavedResults {
  readonly status: 'running' | 'seeded' | 'done' | 'failed';
  /** Milliseconds from navigation to the first frame painted with the last message and its markers. */
  readonly lastPaintedMs?: number;
  /** Milliseconds from navigation to the first frame painted with every row rendered. */
  readonly allRowsMs?: number;
  readonly error?: string;
}

declare global {
  interface Window {
    /** Results of the open-a-saved-thread page (`/open-saved`). */
    __aguiOpenSaved?: OpenSavedResults;
  }
}
