import { ApplicationRef } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import {
  injectAgent,
  injectThreads,
  provideAgUi,
  withAgent,
  withThreadStorage,
  type AgentSource,
  type AgUiFeature,
  type AgentStore,
  type AgentThreads,
  type ThreadStorage,
  type ThreadStorageOptions,
} from 'ngx-ag-ui';

/**
 * A `ThreadStorage` in a Map, for specs: values go through JSON as they would to a server, and
 * `failures` makes the next writes reject (one queued value per write).
 */
export class MemoryThreadStorage implements ThreadStorage {
  readonly values = new Map<string, unknown>();
  /** Errors the next `set()` calls reject with, in order. */
  readonly failures: unknown[] = [];
  /** How many times `set()` was called (failed calls included). */
  writes = 0;

  async get(threadId: string): Promise<unknown> {
    return copy(this.values.get(threadId));
  }

  async set(threadId: string, record: unknown): Promise<void> {
    this.writes++;
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
    this.values.set(threadId, copy(record));
  }

  async delete(threadId: string): Promise<void> {
    this.values.delete(threadId);
  }

  async list(): Promise<readonly unknown[]> {
    return [...this.values.values()].map(copy);
  }
}

function copy(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

/** One boot of an app with a saving agent: calling it again is a page reload. */
export interface BootedApp {
  readonly store: AgentStore;
  readonly threads: AgentThreads;
  /** Waits for the restore, the runs and the effects, then for the writes to land. */
  settle(): Promise<void>;
}

/** Starts an app (a fresh TestBed) whose agent saves its threads to `storage`. */
export async function bootApp(
  storage: ThreadStorage,
  agent: AgentSource,
  options: ThreadStorageOptions = {},
  ...features: AgUiFeature[]
): Promise<BootedApp> {
  TestBed.resetTestingModule();
  TestBed.configureTestingModule({
    providers: [
      provideAgUi({}, withAgent(agent), withThreadStorage(storage, options), ...features),
    ],
  });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  const threads = TestBed.runInInjectionContext(() => injectThreads());
  const settle = async () => {
    await TestBed.inject(ApplicationRef).whenStable();
    await threads.settled();
  };
  await TestBed.inject(ApplicationRef).whenStable();
  return { store, threads, settle };
}

/** Resolves once `condition()` holds, checking every 5 ms (effects and timers run meanwhile). */
export async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('waitFor: the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
