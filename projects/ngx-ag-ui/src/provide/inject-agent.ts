import { assertInInjectionContext, inject, type Injector } from '@angular/core';

import { noAgentProvidedError, notInInjectionContextError } from '../ag-ui-errors';
import type { AgentStore } from '../store/agent-store';
import { AgUiRegistry } from './ag-ui-registry';

/** Options of `injectAgent()`. */
export interface InjectAgentOptions {
  /** The agent to inject (its `AgUiConfig.agentId`); the only or default one when absent. */
  readonly agentId?: string;
  /** The injector to use outside an injection context. */
  readonly injector?: Injector;
}

/**
 * The store of an agent provided with `provideAgUi()`: the same instance everywhere in the
 * injector that provided it.
 *
 * @param agentOrOptions An agent id (`'research'`), or options with an `injector` for use
 *   outside an injection context.
 * @returns The agent's `AgentStore`, its `state()` and `setState()` typed as `State` (a
 *   declaration of the app, not checked against what the agent sends).
 * @throws Outside an injection context without `injector`; when no `provideAgUi()` is
 *   reachable; when the id is unknown, or absent while several agents have ids.
 *
 * @example
 * export class Chat {
 *   protected readonly agent = injectAgent();
 *   protected readonly research = injectAgent('research');
 * }
 */
export function injectAgent<State = unknown>(
  agentOrOptions?: string | InjectAgentOptions,
): AgentStore<State> {
  const options =
    typeof agentOrOptions === 'string' ? { agentId: agentOrOptions } : (agentOrOptions ?? {});
  let registry: AgUiRegistry | null;
  if (options.injector) {
    registry = options.injector.get(AgUiRegistry, null);
  } else {
    try {
      assertInInjectionContext(injectAgent);
    } catch {
      throw notInInjectionContextError();
    }
    registry = inject(AgUiRegistry, { optional: true });
  }
  if (!registry) throw noAgentProvidedError();
  // The registry holds stores of every state type; `State` is the caller's declaration.
  return registry.get(options.agentId) as AgentStore<State>;
}
