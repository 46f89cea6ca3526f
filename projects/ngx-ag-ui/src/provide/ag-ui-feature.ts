import { InjectionToken, type Provider } from '@angular/core';

import type { AgentSource } from '../transport/agent-source';

/** The kinds of `provideAgUi()` features. */
export type AgUiFeatureKind = 'agent' | 'fetch' | 'validation' | 'tools' | 'threads' | 'extension';

/**
 * A `provideAgUi()` feature, shaped like the router's and TanStack Query's: its providers go
 * into the injector of the one agent it is passed with.
 */
export interface AgUiFeature<Kind extends AgUiFeatureKind = AgUiFeatureKind> {
  readonly ɵkind: Kind;
  readonly ɵproviders: Provider[];
}

/** The agent source of one agent (the built-in HTTP transport unless `withAgent()`). */
export const AG_UI_AGENT_SOURCE = new InjectionToken<AgentSource>('ngx-ag-ui agent source');

/** The `fetch` the built-in transport uses (`withFetch()`); the global one when absent. */
export const AG_UI_FETCH = new InjectionToken<typeof fetch>('ngx-ag-ui fetch');

/**
 * Uses `agent` instead of the built-in HTTP transport: any object with
 * `run(input): Observable<BaseEvent>`, such as `@ag-ui/client`'s `HttpAgent` or a
 * `ScriptedAgent` from `ngx-ag-ui/testing`. A factory runs in the agent's injection context,
 * when the first run starts.
 *
 * @example
 * provideAgUi({ agentId: 'research' }, withAgent(() => new HttpAgent({ url: '/api/research' })))
 */
export function withAgent(agent: AgentSource | (() => AgentSource)): AgUiFeature<'agent'> {
  const provider: Provider =
    typeof agent === 'function'
      ? { provide: AG_UI_AGENT_SOURCE, useFactory: agent }
      : { provide: AG_UI_AGENT_SOURCE, useValue: agent };
  return { ɵkind: 'agent', ɵproviders: [provider] };
}

/**
 * Gives the built-in transport a `fetch` of your own (a proxy, a test double, a fetch with
 * retries). The global `fetch` is otherwise looked up when a run starts, never before.
 */
export function withFetch(fetchFn: typeof fetch): AgUiFeature<'fetch'> {
  return { ɵkind: 'fetch', ɵproviders: [{ provide: AG_UI_FETCH, useValue: fetchFn }] };
}
