import type { Injector, Signal } from '@angular/core';
import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import type { AgentThread } from 'ngx-ag-ui/core/runtime';
import type { Observable } from 'rxjs';

import type { FrontendTool } from '../tools/frontend-tool';
import type { ApprovalDecision, PendingApproval } from '../tools/pending-approval';
import type { RunOptions } from './run-options';

/*
 * The one way features attach to an `AgentStore` (docs/extending-the-store.md). A feature is an
 * object of optional hooks; the store calls whichever are there, in the order the features were
 * given to `provideAgUi()`, and knows none of them by name. This file holds types only, so that
 * the store, the features and their specs can all import it without importing each other.
 */

/** A run about to start, as `beforeRun` sees it. */
export interface RunStart {
  /** What the app passed to `send()`, `run()` or `regenerate()`, or a feature's `continueWith`. */
  readonly options: RunOptions;
  /** Whether a feature started this run to continue the last one (`RunEndOutcome.continueWith`). */
  readonly continued: boolean;
}

/** The end of a run, handed to the feature whose `claimsRunEnd` took it. */
export interface RunEnd {
  /** The thread as the run's stream ended it. */
  readonly thread: AgentThread;
  /**
   * Fires on `stop()` (the outcome is still applied: finish quickly, as cancelled) and on
   * `restore()`, `reset()` and teardown (the outcome is dropped).
   */
  readonly signal: AbortSignal;
  /** The thread shown now: `setState()` may have changed it since the run ended. */
  current(): AgentThread;
  /**
   * Lets server rendering and `whenStable()` stop waiting (waiting for a person may take
   * hours); the store still shows `'running'` until the outcome.
   */
  releasePendingTask(): void;
}

/** What follows a run end a feature took. */
export interface RunEndOutcome {
  /** The thread to show. */
  readonly thread: AgentThread;
  /** When given, a new run starts from `thread` with these options (`RunStart.continued`). */
  readonly continueWith?: RunOptions;
}

/**
 * What a feature does with one store: every hook is optional. Hooks that observe (`onEvent`,
 * `onThread`, `dispose`) and hooks that contribute (`beforeRun`, `claimsRunEnd`) must not
 * throw: if one does, the error goes to Angular's `ErrorHandler` and the store goes on as if
 * the hook were absent.
 */
export interface AgentStoreExtension {
  /**
   * The events of each stream (a run's, or `connect()`ed), before the store reads them: return
   * them as they are, or an Observable of them that waits (for code the events need, loaded
   * once), replays or filters. An error of the Observable fails the run.
   */
  beforeStream?(events: Observable<BaseEvent>): Observable<BaseEvent>;
  /**
   * An extra check of every incoming event: return a reason to reject it as malformed (the
   * first feature's reason wins).
   */
  validateEvent?(event: BaseEvent): string | undefined;
  /**
   * Contributes to the next run's input (forwarded props, context, tools): return the input,
   * changed or not. Called in order, each feature seeing the input the previous one returned.
   */
  beforeRun?(input: RunAgentInput, start: RunStart): RunAgentInput;
  /** Every event, with the thread it produced (the store commits once per network chunk). */
  onEvent?(event: BaseEvent, thread: AgentThread): void;
  /** Every thread the store shows, once per commit (a chunk, `setState()`, `restore()`, ...). */
  onThread?(thread: AgentThread): void;
  /**
   * Whether this feature takes over the end of a run that ended as `thread`; asked from the
   * moment the run finished, so that `whenStable()` keeps waiting. The first feature that
   * answers `true` gets `onRunEnd`.
   */
  claimsRunEnd?(thread: AgentThread): boolean;
  /**
   * Decides what follows a run end this feature claimed: a thread to show, and a run to start.
   * While a returned promise is pending the store is `'running'` and `whenStable()` waits.
   */
  onRunEnd?(end: RunEnd): RunEndOutcome | Promise<RunEndOutcome>;
  /** Calls waiting for a person: `AgentStore.pendingApprovals()` (the first feature's). */
  readonly approvals?: Signal<readonly PendingApproval[]>;
  /** Answers a waiting call (`approve()`, `reject()`). @returns Whether it was this feature's. */
  decide?(toolCallId: string, decision: ApprovalDecision): boolean;
  /** Takes a frontend tool (`registerTool()`, `injectTool()`). @returns Its removal. */
  registerTool?(tool: FrontendTool, injector: Injector): () => void;
  /** The store is being destroyed. */
  dispose?(): void;
}
