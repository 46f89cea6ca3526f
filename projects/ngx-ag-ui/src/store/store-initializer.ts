import { InjectionToken } from '@angular/core';

import type { AgUiConfig } from '../provide/ag-ui-config';
import type { AgentStore } from './agent-store';

/**
 * Runs once for each new store, at the end of its constructor and in its agent's injection
 * context: how a feature (`withThreadStorage()`) attaches to the store without the store knowing
 * about it.
 */
export type StoreInitializer = (store: AgentStore, config: AgUiConfig) => void;

/** The initializers of one agent's store (a multi provider, one per feature that needs one). */
export const AG_UI_STORE_INITIALIZERS = new InjectionToken<readonly StoreInitializer[]>(
  'ngx-ag-ui store initializers',
);
