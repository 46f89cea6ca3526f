import { InjectionToken } from '@angular/core';

import type { AgentStore } from '../store/agent-store';
import type { AgentStoreExtension } from '../store/store-extension';
import type { AgUiConfig } from './ag-ui-config';
import type { AgUiFeature, AgUiFeatureKind } from './ag-ui-feature';

/** What a feature is given when its agent's store is created. */
export interface StoreExtensionHost {
  /**
   * The new store, while its features attach: read its signals and call its actions from the
   * hooks, from effects or later, not in the factory itself.
   */
  readonly store: AgentStore;
  /** The agent's configuration, as given to `provideAgUi()`. */
  readonly config: AgUiConfig;
}

/**
 * Attaches a feature to a new store: called once per store, in the agent's injection context
 * (`inject()` works, and `DestroyRef` is the agent's). Return the hooks the feature needs, or
 * nothing for a feature that only reads the store's signals and calls its actions.
 */
export type StoreExtensionFactory = (host: StoreExtensionHost) => AgentStoreExtension | void;

/** The features of one agent's store, in the order given to `provideAgUi()`. */
export const AG_UI_STORE_EXTENSIONS = new InjectionToken<readonly StoreExtensionFactory[]>(
  // Named in development only: production builds drop the string.
  typeof ngDevMode === 'undefined' || ngDevMode ? 'ngx-ag-ui store extensions' : '',
);

/** A `provideAgUi()` feature of `kind` that attaches to the store through `factory`. */
export function storeFeature<Kind extends AgUiFeatureKind>(
  kind: Kind,
  factory: StoreExtensionFactory,
): AgUiFeature<Kind> {
  return {
    ɵkind: kind,
    ɵproviders: [{ provide: AG_UI_STORE_EXTENSIONS, multi: true, useValue: factory }],
  };
}

/**
 * Attaches a feature of your own to the agent's store, through the extension point the
 * library's own features use (`withTools()`, `withThreadStorage()`, `withEventValidation()`):
 * observe every event and thread, contribute to each run's input, take over the end of a run,
 * and clean up with the store. See `AgentStoreExtension` for the hooks, and
 * docs/extending-the-store.md.
 *
 * @param factory Called once per store, in the agent's injection context.
 * @returns A feature for `provideAgUi()`.
 *
 * @example
 * provideAgUi(
 *   { url: '/api/agent' },
 *   withStoreExtension(() => ({
 *     beforeRun: (input) => ({ ...input, forwardedProps: { locale: navigator.language } }),
 *   })),
 * )
 */
export function withStoreExtension(factory: StoreExtensionFactory): AgUiFeature<'extension'> {
  return storeFeature('extension', factory);
}
