import { makeEnvironmentProviders, type EnvironmentProviders } from '@angular/core';

import { missingSourceError } from '../ag-ui-errors';
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
 * @throws When neither `config.url` nor `withAgent()` gives the agent a source. The transport
 *   settings (`timeout`, `redirect`, `reconnect`) are checked when the first run starts, with
 *   the transport's code: a value out of range fails that run with an `ngx-ag-ui:` error.
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
