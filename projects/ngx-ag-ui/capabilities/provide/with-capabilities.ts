import {
  type EnvironmentProviders,
  inject,
  Injector,
  makeEnvironmentProviders,
  provideEnvironmentInitializer,
  runInInjectionContext,
} from '@angular/core';
import {
  type AgentStore,
  type AgentStoreExtension,
  type AgUiFeature,
  injectAgent,
  withStoreExtension,
} from 'ngx-ag-ui';

import { capabilitiesWarning } from '../model/capabilities-warning';
import {
  type CapabilitiesReadOptions,
  type CapabilitiesSource,
  readCapabilities,
} from '../read/read-capabilities';
import { capabilitiesSlot } from './agent-capabilities';

/** Stores whose capabilities are read already (or being read): each is read once. */
const ATTACHED = new WeakSet<AgentStore>();

/**
 * Reads the agent's capabilities once, when its store is created, and exposes them as
 * `agentCapabilities(store)` / `injectAgentCapabilities()`. By default it `GET`s
 * `{url}/capabilities` (the convention of Google's ADK), `url` being the agent's
 * `AgUiConfig.url`; give another URL, or a reader of your own, as `source`. A declaration that
 * cannot be used (a 404, an HTML page, a body over the size limit, malformed JSON, no answer in
 * time) becomes a `CapabilitiesWarning` in `warnings()` and the capabilities stay `undefined`.
 * Runs never wait for the declaration, and nothing in the stream is judged against it.
 *
 * @example
 * provideAgUi({ url: '/api/agent' }, withCapabilities())
 */
export function withCapabilities(
  source?: CapabilitiesSource,
  options?: CapabilitiesReadOptions,
): AgUiFeature<'extension'> {
  return withStoreExtension(({ store, config }) =>
    attachCapabilities(store, source ?? endpointOf(config.url), options),
  );
}

/** Options of `provideAgentCapabilities()`: the read's, and which agent. */
export interface ProvideAgentCapabilitiesOptions extends CapabilitiesReadOptions {
  /** The agent (the only or default one when absent). */
  readonly agentId?: string;
}

/**
 * `withCapabilities()` for a lazy part of an app: given in a route's providers, it attaches to
 * the agent's store (through `AgentStore.extend()`) when that route is first shown, so none of
 * this code is in the app's first chunk. The declaration is still read once per store.
 *
 * @example
 * { path: 'chat', providers: [provideAgentCapabilities('/api/agent/capabilities')], ... }
 */
export function provideAgentCapabilities(
  source: CapabilitiesSource,
  options: ProvideAgentCapabilitiesOptions = {},
): EnvironmentProviders {
  return makeEnvironmentProviders([
    provideEnvironmentInitializer(() => {
      const store = injectAgent({ agentId: options.agentId });
      const extension = attachCapabilities(store, source, options);
      // Never detached: the read belongs to the store, and ends with it (`dispose`).
      if (extension) store.extend(extension);
    }),
  ]);
}

/** Starts the read for `store` (once), in the caller's injection context. */
function attachCapabilities(
  store: AgentStore,
  source: CapabilitiesSource | undefined,
  options: CapabilitiesReadOptions = {},
): AgentStoreExtension | undefined {
  if (ATTACHED.has(store)) return undefined;
  ATTACHED.add(store);
  const controller = new AbortController();
  const injector = inject(Injector);
  const inContext: CapabilitiesSource | undefined =
    typeof source === 'function'
      ? (signal) => runInInjectionContext(injector, () => source(signal))
      : source;
  const read =
    inContext === undefined
      ? Promise.resolve({
          warning: capabilitiesWarning('failed', 'the agent has no URL to read them from'),
        })
      : readCapabilities(inContext, options, controller.signal);
  void read.then((result) => {
    if ('capabilities' in result) capabilitiesSlot(store).set(result.capabilities);
    else store.warn(result.warning);
  });
  return { dispose: () => controller.abort() };
}

/** `{url}/capabilities`, without a doubled slash; `undefined` without a URL. */
function endpointOf(url: string | undefined): string | undefined {
  return url ? `${url.replace(/\/+$/, '')}/capabilities` : undefined;
}
