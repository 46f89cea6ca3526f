import { makeEnvironmentProviders, type EnvironmentProviders } from '@angular/core';

import { missingSourceError } from '../ag-ui-errors';
import { assertHttpSseAgentOptions } from '../transport/assert-http-sse-agent-options';
import { DEFAULT_AGENT_ID, type AgUiConfig } from './ag-ui-config';
import type { AgUiFeature } from './ag-ui-feature';
import { AG_UI_AGENTS, AgUiRegistry } from './ag-ui-registry';

/**
 * Provides one AG-UI agent to the application (or to a route): its store is created at the
 * first `injectAgent()` and lives as long as this injector. Call it once per agent; give each
 * an `agentId` and inject it with `injectAgent(agentId)`.
 *
 * @param config The endpoint and what every run sends (see `AgUiConfig`).
 * @param features `withAgent()` to use another source, `withFetch()` to supply `fetch`,
 *   `withEventValidation()` to check every event against the full zod schemas.
 * @returns Environment providers for `bootstrapApplication` or a route's `providers`.
 * @throws When neither `config.url` nor `withAgent()` gives the agent a source, or when
 *   `config.timeout` is not 0 or a whole timer's range (1 to 2^31 - 1 ms), or `config.reconnect`
 *   is not `false` nor settings in range.
 *
 * @example
 * bootstrapApplication(App, {
 *   providers: [provideAgUi({ url: '/api/agent' })],
 * });
 */
export function provideAgUi<State = unknown>(
  config: AgUiConfig<State>,
  ...features: AgUiFeature[]
): EnvironmentProviders {
  if (!config.url && !features.some((feature) => feature.ɵkind === 'agent'))
    throw missingSourceError();
  // A mistake in the config is the developer's: a development build says so at startup, not at
  // the first send(). A production build leaves the check to the transport, which fails the
  // first run with the same error: startup code stays as small as it can be.
  if (typeof ngDevMode === 'undefined' || ngDevMode) {
    const { timeout, redirect, reconnect } = config;
    assertHttpSseAgentOptions({ timeout, redirect, reconnect });
  }
  return makeEnvironmentProviders([
    AgUiRegistry,
    {
      provide: AG_UI_AGENTS,
      multi: true,
      useValue: {
        agentId: config.agentId ?? DEFAULT_AGENT_ID,
        config,
        providers: features.flatMap((feature) => feature.ɵproviders),
      },
    },
  ]);
}
