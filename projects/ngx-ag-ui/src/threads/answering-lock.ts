/**
 * A Web Lock per thread, held by the tab that answers it while its run streams, so that a tab
 * opened meanwhile shows that answer instead of resuming the run a second time. Where Web Locks
 * are missing nothing is held, and that tab resumes the run too: the agent replays the one run
 * to both, it never runs the request twice.
 */
export class AnsweringLock {
  /** Releases the lock this tab holds, if it holds one. */
  #release: (() => void) | undefined;

  constructor(
    private readonly agentId: string,
    private readonly window: Window | null,
  ) {}

  /** Holds the lock of `threadId` (once; until `release()`). */
  hold(threadId: string | undefined): void {
    const locks = this.window?.navigator.locks;
    if (this.#release || !locks || threadId === undefined) return;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    this.#release = release;
    locks.request(this.#name(threadId), () => held).catch(() => undefined);
  }

  /** Lets the lock go (the run ended, or the page is torn down). */
  release(): void {
    this.#release?.();
    this.#release = undefined;
  }

  /** Whether another tab of this origin holds the lock of `threadId` now. */
  async heldElsewhere(threadId: string): Promise<boolean> {
    const locks = this.window?.navigator.locks;
    if (!locks || this.#release) return false;
    try {
      const { held = [] } = await locks.query();
      return held.some((lock) => lock.name === this.#name(threadId));
    } catch {
      return false;
    }
  }

  #name(threadId: string): string {
    return `ngx-ag-ui:answering:${this.agentId}:${threadId}`;
  }
}
