/** How much of one run the demo agent keeps for reconnects. */
export interface RunLogLimits {
  /** Events kept; past it the oldest go, and a reconnect from before them is refused. */
  readonly maxEvents: number;
  /** Bytes of SSE frames kept, with the same rule. */
  readonly maxBytes: number;
  /** Milliseconds a run keeps playing with no connection before it is given up. */
  readonly abandonAfterMs: number;
}

/** Where a connection gets the run's frames: each new one, then the end. */
export interface RunFollower {
  /** Gets one numbered SSE frame (`id: n`, then `data: …`, then a blank line). */
  frame(text: string): void;
  /** Runs once when the run is over: no frame follows. */
  end(): void;
}

interface LoggedFrame {
  readonly id: number;
  readonly text: string;
}

/**
 * One run's SSE frames, numbered from 1 (the SSE `id:`), in a bounded buffer, and the
 * connections following it. The run plays into the log whatever happens to its connections:
 * a reconnect replays what came after its `Last-Event-ID`, then follows the rest live.
 */
export class RunLog {
  readonly #limits: RunLogLimits;
  readonly #frames: LoggedFrame[] = [];
  readonly #followers = new Set<RunFollower>();
  readonly #endListeners: (() => void)[] = [];
  #bytes = 0;
  #nextId = 1;
  #ended = false;
  #abandoned = false;
  #abandonTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(limits: RunLogLimits) {
    this.#limits = limits;
  }

  /** Whether the run is over (finished, failed or given up): no frame will follow. */
  get ended(): boolean {
    return this.#ended;
  }

  /** Whether no connection came back within `abandonAfterMs`: the run should stop playing. */
  get abandoned(): boolean {
    return this.#abandoned;
  }

  /** Numbers an SSE frame (`data: …\n\n`), keeps it and sends it to every follower. */
  append(frame: string): void {
    if (this.#ended) return;
    const logged = { id: this.#nextId++, text: `id: ${this.#nextId - 1}\n${frame}` };
    this.#frames.push(logged);
    this.#bytes += Buffer.byteLength(logged.text);
    while (
      this.#frames.length > this.#limits.maxEvents ||
      (this.#bytes > this.#limits.maxBytes && this.#frames.length > 1)
    ) {
      this.#bytes -= Buffer.byteLength(this.#frames.shift()?.text ?? '');
    }
    for (const follower of this.#followers) follower.frame(logged.text);
  }

  /** Ends the run: followers end their responses, end listeners run (once). */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    clearTimeout(this.#abandonTimer);
    for (const follower of this.#followers) follower.end();
    this.#followers.clear();
    this.#endListeners.splice(0).forEach((listener) => listener());
  }

  /** Runs `listener` when the run ends (at once if it has). */
  onEnd(listener: () => void): void {
    if (this.#ended) listener();
    else this.#endListeners.push(listener);
  }

  /**
   * The frames after `lastEventId`, or `undefined` when the log cannot resume from it: not a
   * number it gave, or so old that the frames after it were dropped from the buffer.
   */
  framesAfter(lastEventId: string): readonly string[] | undefined {
    if (!/^\d{1,15}$/.test(lastEventId)) return undefined;
    const last = Number(lastEventId);
    const oldest = this.#frames[0]?.id ?? this.#nextId;
    if (last >= this.#nextId || last < oldest - 1) return undefined;
    return this.#frames.filter((frame) => frame.id > last).map((frame) => frame.text);
  }

  /** Sends every new frame to `follower` until the run ends; returns how to stop following. */
  follow(follower: RunFollower): () => void {
    if (this.#ended) {
      follower.end();
      return () => undefined;
    }
    clearTimeout(this.#abandonTimer);
    this.#followers.add(follower);
    return () => {
      if (!this.#followers.delete(follower) || this.#followers.size > 0 || this.#ended) return;
      // Nobody follows: a client that dropped has this long to come back.
      this.#abandonTimer = setTimeout(() => {
        this.#abandoned = true;
        this.end();
      }, this.#limits.abandonAfterMs);
      this.#abandonTimer.unref();
    };
  }

  /** Ends the run at once, as when nobody came back for it (another run took its key). */
  abandon(): void {
    this.#abandoned = true;
    this.end();
  }
}
