import type { Routes } from '@angular/router';

import { ChatPage } from './chat-page';

/** The chat page; its agent store is provided at the root (`app.config.ts`). */
export const CHAT_ROUTES: Routes = [{ path: '', component: ChatPage }];
