import { signal, type Signal } from '@angular/core';
import type { AgentThread } from 'ngx-ag-ui/core/runtime';

import type { RunEndOutcome } from './store-extension';
import type { StoreExtensions } from './store-extensions';

/** What the handoff needs from its store. */
export interface RunEndHandoffHost {
  /** The thread shown now. */
  current(): AgentThread;
  /** Makes server rendering and `whenStable()` wait until `releaseTask()`. */
  holdTask(): void;
  releaseTask(): void;
  /** Shows the outcome, or starts the run it asks for. */
  follow(outcome: RunEndOutcome): void;
}

/**
 * Hands the end of a run to the first feature that claims it (`claimsRunEnd`, `onRunEnd`; a
 * tool round, say). While a feature decides, the store shows `'running'` and server rendering
 * waits; `stop()` hurries the feature (its outcome still applies), while `restore()`, `reset()`
 * and teardown drop it.
 */
export class RunEndHandoff {
  #current: AbortController | undefined;
  readonly #busy = signal(false);
  /** Whether a feature is deciding what follows a run. */
  readonly busy: Signal<boolean> = this.#busy.asReadonly();

  constructor(
    private readonly extensions: StoreExtensions,
    private readonly host: RunEndHandoffHost,
  ) {}

  /** Whether a feature has the end of a run, or will have it when the stream of `thread` ends. */
  holds(thread: AgentThread, ended: boolean): boolean {
    return this.#current !== undefined || (!ended && !!this.extensions.claimant(thread));
  }

  /** Hands the end of the run that ended as `thread` to the feature that claims it, if any. */
  start(thread: AgentThread): void {
    const claimant = this.extensions.claimant(thread);
    if (!claimant) return;
    const handoff = new AbortController();
    this.#current = handoff;
    const outcome = this.extensions.runEnd(claimant, {
      thread,
      signal: handoff.signal,
      current: () => this.host.current(),
      releasePendingTask: () => this.host.releaseTask(),
    });
    if (!(outcome instanceof Promise)) {
      this.#current = undefined;
      if (outcome) this.host.follow(outcome);
      return;
    }
    this.#busy.set(true);
    this.host.holdTask();
    const settle = (next: RunEndOutcome) => {
      if (this.#current !== handoff) return;
      this.drop();
      this.host.follow(next);
    };
    outcome.then(settle, (error: unknown) => {
      this.extensions.report(error);
      settle({ thread: this.host.current() });
    });
  }

  /** `stop()`: the feature should finish now, as cancelled; its outcome still applies. */
  hurry(): void {
    this.#current?.abort();
  }

  /** Forgets the feature's outcome (`restore()`, `reset()`, teardown). */
  drop(): void {
    const handoff = this.#current;
    this.#current = undefined;
    handoff?.abort();
    this.#busy.set(false);
  }
}
