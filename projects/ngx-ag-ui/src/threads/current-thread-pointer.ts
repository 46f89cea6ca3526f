/**
 * Remembers which thread a tab shows, in `sessionStorage`: it survives a reload of that tab,
 * while a new tab opens on the most recent thread instead.
 */
export class CurrentThreadPointer {
  readonly #key: string;
  #written: string | undefined;

  constructor(
    agentId: string,
    private readonly storage: () => Storage | undefined,
  ) {
    this.#key = `ngx-ag-ui:current-thread:${agentId}`;
  }

  /** The thread id last shown in this tab, if any. */
  read(): string | undefined {
    // sessionStorage throws where storage is disabled (privacy settings): then nothing is known.
    try {
      return this.storage()?.getItem(this.#key) ?? undefined;
    } catch {
      return undefined;
    }
  }

  /** Remembers `threadId` as the one shown (a write only when it changes: it runs per chunk). */
  write(threadId: string): void {
    if (threadId === this.#written) return;
    this.#written = threadId;
    try {
      this.storage()?.setItem(this.#key, threadId);
    } catch {
      // Only the choice of thread after a reload is lost; the thread itself is saved apart.
    }
  }
}
