import { computed, signal, type ErrorHandler, type Injector, type Signal } from '@angular/core';
import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import type { AgentThread, ThreadStreamOptions } from 'ngx-ag-ui/core/runtime';
import type { Observable } from 'rxjs';

import type { FrontendTool } from '../tools/frontend-tool';
import type { ApprovalDecision, PendingApproval } from '../tools/pending-approval';
import { missingToolsFeatureError } from '../tools/tool-errors';
import type { AgentStoreExtension, RunEndOutcome, RunStart } from './store-extension';

type Member = keyof AgentStoreExtension;
type With<K extends Member> = AgentStoreExtension & Required<Pick<AgentStoreExtension, K>>;

/** What the features need from their store. */
export interface StoreExtensionsHost {
  readonly errors: ErrorHandler;
  /** The thread shown now. */
  current(): AgentThread;
  /** Makes server rendering and `whenStable()` wait until `releaseTask()`. */
  holdTask(): void;
  releaseTask(): void;
  /** Shows the outcome of a run end, or starts the run it asks for. */
  follow(outcome: RunEndOutcome): void;
}

/**
 * The features attached to one store, and the store's side of every hook: it calls them in
 * order, combines what they return, and keeps a feature that throws from breaking the store.
 *
 * It also hands the end of a run to the first feature that claims it (`claimsRunEnd`,
 * `onRunEnd`; a tool round, say). While that feature decides, the store shows `'running'` and
 * server rendering waits; `stop()` hurries the feature (its outcome still applies), while
 * `restore()`, `reset()` and teardown drop it.
 */
export class StoreExtensions {
  #list: readonly AgentStoreExtension[] = [];
  readonly #host: StoreExtensionsHost;
  /** The run end a feature is deciding on, aborted by `stop()` and `drop()`. */
  #runEnd: AbortController | undefined;
  readonly #busy = signal(false);

  constructor(host: StoreExtensionsHost) {
    this.#host = host;
  }

  /** Adds features, after the ones already attached. @returns Their removal. */
  attach(extensions: readonly AgentStoreExtension[]): () => void {
    this.#list = [...this.#list, ...extensions];
    return () => (this.#list = this.#list.filter((extension) => !extensions.includes(extension)));
  }

  /** The calls waiting for a person, of the feature that has them (`withTools()`). */
  approvals(): Signal<readonly PendingApproval[]> {
    return this.#first('approvals')?.approvals ?? computed(() => []);
  }

  /** How a stream reduces its events: the features' checks and event observers. */
  streamOptions(): ThreadStreamOptions {
    const checks = this.#all('validateEvent');
    const observers = this.#all('onEvent');
    return {
      // The first reason wins. Not guarded: the reducer turns a check that throws into a
      // `malformed-event` error.
      validateEvent: (event) =>
        checks.reduce<string | undefined>(
          (reason, check) => reason ?? check.validateEvent(event),
          undefined,
        ),
      onEvent: (event, thread) =>
        observers.forEach((observer) => this.#try(() => observer.onEvent(event, thread))),
    };
  }

  /** A stream's events, as every feature passed them on in turn (`beforeStream`). */
  beforeStream(events: Observable<BaseEvent>): Observable<BaseEvent> {
    for (const extension of this.#all('beforeStream'))
      events = this.#try(() => extension.beforeStream(events)) ?? events;
    return events;
  }

  /** The next run's input, as every feature contributed to it in turn. */
  beforeRun(input: RunAgentInput, start: RunStart): RunAgentInput {
    for (const extension of this.#all('beforeRun'))
      input = this.#try(() => extension.beforeRun(input, start)) ?? input;
    return input;
  }

  /** Tells every feature the thread the store now shows. */
  onThread(thread: AgentThread): void {
    for (const extension of this.#all('onThread')) this.#try(() => extension.onThread(thread));
  }

  /** Whether a feature is deciding what follows a run (a signal read). */
  busy(): boolean {
    return this.#busy();
  }

  /** Whether a feature has the end of a run, or will have it when the stream of `thread` ends. */
  holds(thread: AgentThread, ended: boolean): boolean {
    return !!this.#runEnd || (!ended && !!this.#claimant(thread));
  }

  /** Hands the end of the run that ended as `thread` to the feature that claims it, if any. */
  endRun(thread: AgentThread): void {
    const claimant = this.#claimant(thread);
    if (!claimant) return;
    const host = this.#host;
    const runEnd = (this.#runEnd = new AbortController());
    const outcome = this.#try(() =>
      claimant.onRunEnd({
        thread,
        signal: runEnd.signal,
        current: host.current,
        releasePendingTask: host.releaseTask,
      }),
    );
    if (!(outcome instanceof Promise)) {
      this.#runEnd = undefined;
      if (outcome) host.follow(outcome);
      return;
    }
    this.#busy.set(true);
    host.holdTask();
    const settle = (next: RunEndOutcome) => {
      if (this.#runEnd !== runEnd) return;
      this.drop();
      host.follow(next);
    };
    outcome.then(settle, (error: unknown) => {
      this.#report(error);
      settle({ thread: host.current() });
    });
  }

  /** `stop()`: the feature deciding on a run end should finish now; its outcome still applies. */
  hurry(): void {
    this.#runEnd?.abort();
  }

  /** Forgets the outcome of the run end being decided (`restore()`, `reset()`, teardown). */
  drop(): void {
    const runEnd = this.#runEnd;
    this.#runEnd = undefined;
    runEnd?.abort();
    this.#busy.set(false);
  }

  /** Answers a waiting call. @returns Whether a feature had it waiting. */
  decide(toolCallId: string, decision: ApprovalDecision): boolean {
    return this.#first('decide')?.decide(toolCallId, decision) ?? false;
  }

  /** Hands a tool to the feature that runs tools. @throws When there is none (no `withTools()`). */
  registerTool(tool: FrontendTool, injector: Injector): () => void {
    const tools = this.#first('registerTool');
    if (!tools) throw missingToolsFeatureError();
    return tools.registerTool(tool, injector);
  }

  /** Drops the run end being decided and tells every feature that the store is destroyed. */
  dispose(): void {
    this.drop();
    for (const extension of this.#all('dispose')) this.#try(() => extension.dispose());
  }

  /** The first feature that takes over the end of a run that ended as `thread`. */
  #claimant(thread: AgentThread): With<'onRunEnd'> | undefined {
    return this.#all('onRunEnd').find((extension) =>
      this.#try(() => extension.claimsRunEnd?.(thread)),
    );
  }

  /** Sends what a hook threw to Angular's `ErrorHandler`. */
  #report(error: unknown): void {
    this.#host.errors.handleError(error);
  }

  #all<K extends Member>(member: K): With<K>[] {
    return this.#list.filter((extension): extension is With<K> => !!extension[member]);
  }

  #first<K extends Member>(member: K): With<K> | undefined {
    return this.#list.find((extension): extension is With<K> => !!extension[member]);
  }

  #try<T>(hook: () => T): T | undefined {
    try {
      return hook();
    } catch (error) {
      this.#report(error);
      return undefined;
    }
  }
}
