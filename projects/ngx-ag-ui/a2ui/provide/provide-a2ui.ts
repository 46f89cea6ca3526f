import {
  inject,
  provideEnvironmentInitializer,
  type EnvironmentProviders,
  type Provider,
} from '@angular/core';
import { injectAgent, provideToolRenderers } from 'ngx-ag-ui';

import type { A2uiCatalog } from '../catalog/a2ui-catalog';
import { A2uiActivity } from '../render/a2ui-activity';
import { A2UI_CATALOGS } from './a2ui-catalogs';
import { A2uiLink } from './a2ui-link';

/** A feature of `provideA2ui()`. */
export interface A2uiFeature {
  readonly kind: 'catalog';
  readonly providers: readonly Provider[];
}

/**
 * Adds a catalog: components an agent may use beside (or instead of, by the same name) the
 * basic catalog's. Each is a plain Angular class with the JSON Schema of its properties.
 * @example
 * provideA2ui(withCatalog({ catalogId: 'https://example.com/travel', components: { FlightCard: { component: FlightCard, schema: flightCardSchema } } }))
 */
export function withCatalog(catalog: A2uiCatalog): A2uiFeature {
  return {
    kind: 'catalog',
    providers: [{ provide: A2UI_CATALOGS, multi: true, useValue: catalog }],
  };
}

/**
 * Shows A2UI surfaces: registers the renderer of `a2ui-surface` activities, so that
 * `<agui-activity>` and `<agui-chat>` draw every surface an agent sends with no other code.
 * Every run of the default agent (and of any agent once it drew a surface) advertises the
 * catalog to the agent as a `context` entry, and a surface's action rides the next run as
 * `forwardedProps.a2uiAction`, beside the app's own forwarded props. Provide it on the route
 * that shows the chat: wherever it is imported, the surface and the basic catalog come with it.
 * @returns Providers for a route (or the application).
 * @example
 * { path: 'chat', loadComponent: () => import('./chat-page'), providers: [provideA2ui()] }
 */
export function provideA2ui(
  ...features: readonly A2uiFeature[]
): (Provider | EnvironmentProviders)[] {
  return [
    provideToolRenderers({ activities: { 'a2ui-surface': A2uiActivity } }),
    ...features.flatMap((feature) => feature.providers),
    A2uiLink,
    provideEnvironmentInitializer(() => {
      const link = inject(A2uiLink);
      try {
        link.attach(injectAgent());
      } catch {
        // No agent, or several and none the default: each store is attached when it draws its
        // first surface instead.
      }
    }),
  ];
}
