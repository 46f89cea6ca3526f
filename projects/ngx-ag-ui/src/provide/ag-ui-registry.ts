import {
  createEnvironmentInjector,
  DestroyRef,
  EnvironmentInjector,
  inject,
  Injectable,
  InjectionToken,
  runInInjectionContext,
  type Provider,
} from '@angular/core';

import {
  ambiguousAgentError,
  duplicateAgentError,
  noAgentProvidedError,
  unknownAgentError,
} from '../ag-ui-errors';
import { AgentStore } from '../store/agent-store';
import { HttpSseAgent } from '../transport/http-sse-agent';
import { DEFAULT_AGENT_ID, type AgUiConfig } from './ag-ui-config';
import { AG_UI_AGENT_SOURCE, AG_UI_FETCH } from './ag-ui-feature';
import { AG_UI_STORE_EXTENSIONS } from './with-store-extension';

/** One `provideAgUi()` call. */
export interface AgentRegistration {
  readonly agentId: string;
  readonly config: AgUiConfig;
  readonly providers: Provider[];
}

/** Every `provideAgUi()` call of one injector. */
export const AG_UI_AGENTS = new InjectionToken<readonly AgentRegistration[]>('ngx-ag-ui agents');

/**
 * Creates each agent's store on first use, in its own child injector (holding the agent's
 * features), and destroys them with its injector. Agents provided higher up stay reachable.
 */
@Injectable()
export class AgUiRegistry {
  readonly #injector = inject(EnvironmentInjector);
  readonly #parent = inject(AgUiRegistry, { skipSelf: true, optional: true });
  readonly #registrations = new Map<string, AgentRegistration>();
  readonly #stores = new Map<string, AgentStore>();
  readonly #children: EnvironmentInjector[] = [];

  constructor() {
    for (const registration of inject(AG_UI_AGENTS)) {
      if (this.#registrations.has(registration.agentId))
        throw duplicateAgentError(registration.agentId);
      this.#registrations.set(registration.agentId, registration);
    }
    inject(DestroyRef).onDestroy(() => this.#children.forEach((child) => child.destroy()));
  }

  /** Every agent id reachable from here, nearest first. */
  agentIds(): string[] {
    return [...new Set([...this.#registrations.keys(), ...(this.#parent?.agentIds() ?? [])])];
  }

  /** The store of `agentId`, or of the only (or default) agent when absent. */
  get(agentId?: string): AgentStore {
    const id = agentId ?? this.#defaultId();
    if (id === undefined) return this.#fromParent(agentId);
    const registration = this.#registrations.get(id);
    return registration ? this.#storeFor(registration) : this.#fromParent(id);
  }

  #defaultId(): string | undefined {
    if (this.#registrations.has(DEFAULT_AGENT_ID)) return DEFAULT_AGENT_ID;
    const ids = [...this.#registrations.keys()];
    if (ids.length > 1) throw ambiguousAgentError(ids);
    return ids[0];
  }

  #fromParent(agentId: string | undefined): AgentStore {
    if (this.#parent) return this.#parent.get(agentId);
    if (agentId === undefined) throw noAgentProvidedError();
    throw unknownAgentError(agentId, this.agentIds());
  }

  #storeFor(registration: AgentRegistration): AgentStore {
    let store = this.#stores.get(registration.agentId);
    if (!store) {
      const { config, agentId } = registration;
      const child = createEnvironmentInjector(
        [
          {
            provide: AG_UI_AGENT_SOURCE,
            useFactory: () =>
              // The config's transport fields (headers, timeout, redirect, reconnect, protobuf)
              // are the transport's options by the same names; it reads no others.
              new HttpSseAgent({
                ...config,
                url: config.url ?? '',
                fetch: inject(AG_UI_FETCH, { optional: true }) ?? undefined,
              }),
          },
          ...registration.providers,
        ],
        this.#injector,
        `ngx-ag-ui agent "${agentId}"`,
      );
      this.#children.push(child);
      store = runInInjectionContext(
        child,
        () =>
          new AgentStore({
            config,
            source: () => child.get(AG_UI_AGENT_SOURCE),
            extensions: (store) =>
              child
                .get(AG_UI_STORE_EXTENSIONS, [])
                .flatMap((attach) => attach({ store, config }) ?? []),
          }),
      );
      this.#stores.set(agentId, store);
    }
    return store;
  }
}
