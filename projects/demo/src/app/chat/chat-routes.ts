import type { Routes } from '@angular/router';

import { ChatPage } from './chat-page';
import { CHAT_PAGE_PROVIDERS } from './chat-page-providers';

/** The chat page; its agent store is provided at the root (`app.config.ts`), its renderers here. */
export const CHAT_ROUTES: Routes = [
  { path: '', component: ChatPage, providers: CHAT_PAGE_PROVIDERS },
];
