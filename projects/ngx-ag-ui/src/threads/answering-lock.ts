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

  /**
   * Takes the lock of `threadId` only if no tab holds it now (`ifAvailable`), and holds it
   * until `release()`: the lock managers of one origin grant in order, so of two tabs answering
   * one interrupt at once exactly one gets it. Where Web Locks are missing, it is granted (the
   * saved record is then all the engine compares).
   * @returns Whether this tab holds the lock now.
   */
  async claim(threadId: string): Promise<boolean> {
    const locks = this.window?.navigator.locks;
    if (this.#release) return true;
    if (!locks) return true;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Set before the request, so that a hold() meanwhile asks for no second lock.
    this.#release = release;
    try {
      const granted = await new Promise<boolean>((resolve, reject) => {
        locks
          .request(this.#name(threadId), { ifAvailable: true }, (lock) => {
            resolve(lock !== null);
            return lock ? held : undefined;
          })
          .catch(reject);
      });
      if (!granted && this.#release === release) this.#release = undefined;
      return granted;
    } catch {
      if (this.#release === release) this.#release = undefined;
      release();
      return true;
    }
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
