import {
  computed,
  signal,
  untracked,
  type ErrorHandler,
  type Injector,
  type Signal,
} from '@angular/core';
import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import type { AgentThread, ThreadStreamOptions } from 'ngx-ag-ui/core/runtime';
import { from, type Observable, switchMap } from 'rxjs';

import type { FrontendTool } from '../tools/frontend-tool';
import type { ApprovalDecision, PendingApproval } from '../tools/pending-approval';
import { missingToolsFeatureError } from '../tools/tool-errors';
import type { AgentStoreExtension, RunEnd, RunEndOutcome, RunStart } from './store-extension';
import { EMPTY, sameItems } from './tool-call-list';

/**
 * The features attached to one store, and the store's side of every hook: it calls them in
 * order, combines what they return, and keeps a feature that throws from breaking the store.
 */
export class StoreExtensions {
  #list: readonly AgentStoreExtension[] = [];
  /** Bumped by `attach()`, so that `approvals` sees features attached after its first read. */
  readonly #attached = signal(0);

  /** Every call waiting for a person, of every feature, in feature order. */
  readonly approvals: Signal<readonly PendingApproval[]> = computed(
    () => {
      this.#attached();
      const lists = this.#list.flatMap((extension) => extension.approvals?.() ?? []);
      return lists.length === 0 ? EMPTY : lists;
    },
    { equal: sameItems },
  );

  constructor(private readonly errors: ErrorHandler | null) {}

  /** Adds features, after the ones already attached. */
  attach(extensions: readonly AgentStoreExtension[]): void {
    this.#list = [...this.#list, ...extensions];
    // A store may be created inside a computed (the first `injectAgent()` of a template).
    untracked(() => this.#attached.update((count) => count + 1));
  }

  /** How a stream reduces its events: the features' checks and event observers. */
  streamOptions(): ThreadStreamOptions {
    const checks = this.#list.flatMap((extension) =>
      extension.validateEvent ? [extension.validateEvent.bind(extension)] : [],
    );
    const observers = this.#list.filter((extension) => extension.onEvent);
    return {
      // Not guarded: the reducer turns a check that throws into a `malformed-event` error.
      ...(checks.length > 0 && {
        validateEvent: (event: BaseEvent) => {
          for (const check of checks) {
            const reason = check(event);
            if (reason !== undefined) return reason;
          }
          return undefined;
        },
      }),
      ...(observers.length > 0 && {
        onEvent: (event: BaseEvent, thread: AgentThread) => {
          for (const observer of observers) this.#guard(() => observer.onEvent!(event, thread));
        },
      }),
    };
  }

  /** `events`, subscribed to once what the features wait for (`beforeStream`) has loaded. */
  afterLoads(events: Observable<BaseEvent>): Observable<BaseEvent> {
    const waits = this.#list.flatMap((extension) => {
      const wait = this.#guard(() => extension.beforeStream?.());
      return wait ? [wait] : [];
    });
    if (waits.length === 0) return events;
    return from(waits.length === 1 ? waits[0] : Promise.all(waits)).pipe(switchMap(() => events));
  }

  /** The next run's input, as every feature contributed to it in turn. */
  beforeRun(input: RunAgentInput, start: RunStart): RunAgentInput {
    return this.#list.reduce(
      (next, extension) =>
        extension.beforeRun ? (this.#guard(() => extension.beforeRun!(next, start)) ?? next) : next,
      input,
    );
  }

  /** Tells every feature the thread the store now shows. */
  onThread(thread: AgentThread): void {
    for (const extension of this.#list)
      if (extension.onThread) this.#guard(() => extension.onThread!(thread));
  }

  /** The first feature that takes over the end of a run that ended as `thread`. */
  claimant(thread: AgentThread): AgentStoreExtension | undefined {
    return this.#list.find(
      (extension) =>
        extension.onRunEnd && this.#guard(() => extension.claimsRunEnd?.(thread) === true),
    );
  }

  /** What `extension` makes of a run end; `undefined` when it threw (reported). */
  runEnd(
    extension: AgentStoreExtension,
    end: RunEnd,
  ): RunEndOutcome | Promise<RunEndOutcome> | undefined {
    return this.#guard(() => extension.onRunEnd!(end));
  }

  /** Answers a waiting call. @returns Whether a feature had it waiting. */
  decide(toolCallId: string, decision: ApprovalDecision): boolean {
    return this.#list.some((extension) => extension.decide?.(toolCallId, decision) === true);
  }

  /** Hands a tool to the feature that runs tools. @throws When there is none (no `withTools()`). */
  registerTool(tool: FrontendTool, injector: Injector): () => void {
    const tools = this.#list.find((extension) => extension.registerTool);
    if (!tools) throw missingToolsFeatureError();
    return tools.registerTool!(tool, injector);
  }

  /** Tells every feature that the store is being destroyed. */
  dispose(): void {
    for (const extension of this.#list)
      if (extension.dispose) this.#guard(() => extension.dispose!());
  }

  /** Sends what a hook threw to Angular's `ErrorHandler` (the console without one). */
  report(error: unknown): void {
    if (this.errors) this.errors.handleError(error);
    else console.error(error);
  }

  #guard<T>(hook: () => T): T | undefined {
    try {
      return hook();
    } catch (error) {
      this.report(error);
      return undefined;
    }
  }
}
