import type { Routes } from '@angular/router';
import { provideAgUi, withAgent } from 'ngx-ag-ui';

import { createDemoAgentSource } from '../settings/demo-agent-source';
import { ChatPage } from './chat-page';

/**
 * The chat route, with the agent provided at route level: the store, the reducer and the
 * transport load with the chat, not in the initial bundle. The route's injector lives as long
 * as the app, so the conversation survives a visit to another page.
 */
export const CHAT_ROUTES: Routes = [
  {
    path: '',
    component: ChatPage,
    // The URL comes from the settings at each run, so the source is the demo's own.
    providers: [provideAgUi({}, withAgent(createDemoAgentSource))],
  },
];
