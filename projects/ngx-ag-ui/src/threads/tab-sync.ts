/** What one tab tells the others after a save. */
interface SavedNotice {
  readonly threadId: string;
  readonly revision: number;
}

/**
 * Keeps the tabs of one origin in step: after each save a tab announces the thread and its
 * revision, and the others read that record again. Through a `BroadcastChannel` where there is
 * one; elsewhere through a `localStorage` key whose `storage` events reach the other tabs. With
 * neither (storage disabled), nothing is announced: the revision check still keeps every save
 * from replacing a newer copy, and the other tab sees the change when it next loads the thread.
 */
export class TabSync {
  readonly #channel: BroadcastChannel | undefined;
  readonly #key: string;
  readonly #stop: () => void;

  constructor(
    agentId: string,
    private readonly window: Window | null,
    heard: (threadId: string, revision: number) => void,
  ) {
    this.#key = `ngx-ag-ui:thread-saved:${agentId}`;
    const receive = (data: unknown) => {
      const notice = toNotice(data);
      if (notice) heard(notice.threadId, notice.revision);
    };
    // Typed as always there, but absent from older browsers and from test DOMs such as jsdom.
    const Channel: typeof BroadcastChannel | undefined = (window as typeof globalThis | null)
      ?.BroadcastChannel;
    if (Channel) {
      const channel = new Channel(this.#key);
      channel.onmessage = (event: MessageEvent<unknown>) => receive(event.data);
      this.#channel = channel;
      this.#stop = () => channel.close();
      return;
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== this.#key || event.newValue === null) return;
      try {
        receive(JSON.parse(event.newValue));
      } catch {
        // Another script's value under our key: not a notice.
      }
    };
    window?.addEventListener('storage', onStorage);
    this.#stop = () => window?.removeEventListener('storage', onStorage);
  }

  /** Tells the other tabs that `threadId` was saved at `revision`. */
  announce(threadId: string, revision: number): void {
    const notice: SavedNotice = { threadId, revision };
    if (this.#channel) {
      this.#channel.postMessage(notice);
      return;
    }
    // `at` makes every value new, so that each save fires a `storage` event.
    try {
      this.window?.localStorage.setItem(this.#key, JSON.stringify({ ...notice, at: Date.now() }));
    } catch {
      // Storage disabled or full: the other tabs catch up when they next load the thread.
    }
  }

  /** Stops listening. */
  close(): void {
    this.#stop();
  }
}

function toNotice(data: unknown): SavedNotice | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { threadId, revision } = data as Record<string, unknown>;
  return typeof threadId === 'string' && threadId !== '' && Number.isSafeInteger(revision)
    ? { threadId, revision: revision as number }
    : undefined;
}
