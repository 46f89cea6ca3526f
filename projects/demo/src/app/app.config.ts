import { type ApplicationConfig, provideBrowserGlobalErrorListeners } from '@angular/core';
import { provideRouter, withInMemoryScrolling } from '@angular/router';
import { provideAgUi, withAgent } from 'ngx-ag-ui';

import { routes } from './app.routes';
import { createDemoAgentSource } from './settings/demo-agent-source';

export const appConfig: ApplicationConfig = {
  providers: [
    provideBrowserGlobalErrorListeners(),
    provideRouter(routes, withInMemoryScrolling({ anchorScrolling: 'enabled' })),
    // Provided at the root, as an app would: the conversation lives as long as the app. The URL
    // comes from the settings at each run, so the source is the demo's own.
    provideAgUi({}, withAgent(createDemoAgentSource)),
  ],
};
