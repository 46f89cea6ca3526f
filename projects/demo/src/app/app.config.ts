import { type ApplicationConfig, provideBrowserGlobalErrorListeners } from '@angular/core';
import { provideRouter, withInMemoryScrolling } from '@angular/router';
import {
  indexedDbThreadStorage,
  provideAgUi,
  withAgent,
  withThreadStorage,
  withTools,
} from 'ngx-ag-ui';
import { provideAgUiDevtools } from 'ngx-ag-ui/devtools';

import { DEMO_TOOLS } from './chat/demo-tools';
import { routes } from './app.routes';
import { createDemoAgentSource } from './settings/demo-agent-source';

export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideRouter(routes, withInMemoryScrolling({ anchorScrolling: 'enabled' })),
    // Provided at the root, as an app would: the conversation lives as long as the app. The URL
    // comes from the settings at each run, so the source is the demo's own.
    // The browser tools; maxRounds 3 so that the loop guard shows up quickly.
    // Conversations are saved in IndexedDB and come back after a reload.
    provideAgUi(
      {},
      withAgent(createDemoAgentSource),
      withTools(DEMO_TOOLS, { maxRounds: 3 }),
      withThreadStorage(indexedDbThreadStorage({ database: 'ngx-ag-ui-demo-threads' })),
      // Alt+Shift+A opens the devtools panel in development. Production builds define ngDevMode
      // as false and fold the guard to `[]`, so they hold not one byte of the devtools.
      ...(typeof ngDevMode === 'undefined' || ngDevMode ? [provideAgUiDevtools()] : []),
    ),
  ],
};
