import type { BaseEvent } from '@ag-ui/core';
import { applyAgentEvent, createAgentThread, type AgentThread } from 'ngx-ag-ui/core/runtime';

/** Events between two kept threads. */
export const CHECKPOINT_EVERY = 32;

/**
 * The thread after each event of a stream, without keeping each: one thread in 32 is kept (and
 * the latest), and the others are rebuilt from the nearest kept one by the reducer. Keeping
 * every thread kept every version of a streamed answer's text alive, and the garbage collector
 * paid for it on every chunk (a third more main-thread time in a development build).
 */
export class ThreadCheckpoints {
  readonly #kept: AgentThread[] = [];
  #latest: AgentThread | undefined;
  #count = 0;

  /** Takes the thread after the next event. */
  add(thread: AgentThread): void {
    this.#count++;
    this.#latest = thread;
    if (this.#count % CHECKPOINT_EVERY === 0) this.#kept.push(thread);
  }

  /** The latest thread added. */
  latest(): AgentThread | undefined {
    return this.#latest;
  }

  /**
   * The thread right after `events[index]`, from `start`, the thread the stream started from:
   * the kept one, or the nearest kept one before it with the events since applied again (the
   * reducer is pure: the same events give the same thread). `undefined` past the last event.
   */
  at(
    index: number,
    events: readonly BaseEvent[],
    start: AgentThread | undefined,
  ): AgentThread | undefined {
    if (index < 0 || index >= this.#count) return undefined;
    if (index === this.#count - 1) return this.#latest;
    const kept = Math.floor((index + 1) / CHECKPOINT_EVERY);
    let thread = kept === 0 ? (start ?? createAgentThread()) : this.#kept[kept - 1];
    for (let i = kept * CHECKPOINT_EVERY; i <= index; i++)
      thread = applyAgentEvent(thread, events[i]);
    return thread;
  }
}
