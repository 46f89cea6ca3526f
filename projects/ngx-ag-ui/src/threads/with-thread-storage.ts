import type { AgUiFeature } from '../provide/ag-ui-feature';
import { storeFeature } from '../provide/with-store-extension';
import { injectAgent, type InjectAgentOptions } from '../provide/inject-agent';
import type { AgentStore } from '../store/agent-store';
import { AgentThreads } from './agent-threads';
import type { ThreadStorageOptions } from './thread-storage-options';
import { missingThreadStorageError } from './thread-errors';
import type { ThreadStorage } from './thread-storage';

/** The threads of each store that has `withThreadStorage()`. */
const THREADS = new WeakMap<AgentStore, AgentThreads>();

/**
 * Saves the agent's conversations and restores them on start: the thread shown (its messages,
 * its state with the citations, its id) is saved when a run ends, on `setState`, during a run
 * (at most once per `throttleMs`) and on `pagehide`. A page closed mid-answer comes back with
 * the partial answer marked cut short (an error of kind `'truncated'`), ready to regenerate.
 * `injectThreads()` lists, switches, renames and deletes threads. A failing storage (full,
 * disabled, corrupt records) gives warnings, never errors: nothing in memory is lost.
 *
 * @param storage Where threads go: `indexedDbThreadStorage()`, `localStorageThreadStorage()` or
 *   your server's implementation of `ThreadStorage`; a factory runs in the agent's injection
 *   context when its store is created (`() => inject(ServerThreadStorage)`).
 * @param options The records' version and its `migrate` hook, and the throttle during a run.
 * @returns A feature for `provideAgUi()`.
 *
 * @example
 * provideAgUi({ url: '/api/agent' }, withThreadStorage(indexedDbThreadStorage()))
 */
export function withThreadStorage(
  storage: ThreadStorage | (() => ThreadStorage),
  options: ThreadStorageOptions = {},
): AgUiFeature<'threads'> {
  return storeFeature('threads', ({ store, config }) => {
    const resolved = typeof storage === 'function' ? storage() : storage;
    THREADS.set(store, new AgentThreads(store, config, resolved, options));
  });
}

/**
 * The saved threads of an agent provided with `withThreadStorage()`.
 *
 * @param agentOrOptions An agent id, or options with an `injector` (as for `injectAgent()`).
 * @returns The agent's `AgentThreads`: `threads()`, `switchTo()`, `create()`, `rename()`,
 *   `remove()`, `warnings()`.
 * @throws As `injectAgent()` does, and when the agent has no `withThreadStorage()`.
 *
 * @example
 * export class History {
 *   protected readonly threads = injectThreads();
 * }
 */
export function injectThreads(agentOrOptions?: string | InjectAgentOptions): AgentThreads {
  const threads = THREADS.get(injectAgent(agentOrOptions));
  if (!threads) throw missingThreadStorageError();
  return threads;
}
