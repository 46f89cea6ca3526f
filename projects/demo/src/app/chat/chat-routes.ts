import type { Routes } from '@angular/router';
import { AG_UI_LANGUAGES, provideAgUiLanguage } from 'ngx-ag-ui/chat';

import { ChatPage } from './chat-page';
import { CHAT_PAGE_PROVIDERS } from './chat-page-providers';

/** The chat page; its agent store is provided at the root (`app.config.ts`), its renderers here. */
export const CHAT_ROUTES: Routes = [
  { path: '', component: ChatPage, providers: CHAT_PAGE_PROVIDERS },
];

/**
 * The chat page in each shipped language (`/lang/de`, `/lang/ar`): one `provideAgUiLanguage()`
 * per route, so the labels load with the chat's lazy chunk, never with the app's first one.
 */
export const LANGUAGE_CHAT_ROUTES: Routes = AG_UI_LANGUAGES.map((language) => ({
  path: language.lang,
  component: ChatPage,
  providers: [...CHAT_PAGE_PROVIDERS, provideAgUiLanguage(language)],
}));
