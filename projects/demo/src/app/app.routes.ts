import type { Routes } from '@angular/router';

// Every page is lazy; the agent store is provided at the root (app.config.ts), so the initial
// bundle holds the shell, the store, the reducer and the transport.
export const routes: Routes = [
  {
    path: '',
    pathMatch: 'full',
    loadChildren: () => import('./chat/chat-routes').then((m) => m.CHAT_ROUTES),
    title: 'Chat · ngx-ag-ui demo',
  },
  {
    path: 'lang',
    loadChildren: () => import('./chat/chat-routes').then((m) => m.LANGUAGE_CHAT_ROUTES),
    title: 'Chat · ngx-ag-ui demo',
  },
  {
    path: 'gallery',
    loadComponent: () => import('./gallery/gallery-page').then((m) => m.GalleryPage),
    title: 'Format gallery · ngx-ag-ui demo',
  },
  {
    path: 'components',
    loadComponent: () => import('./components-page/components-page').then((m) => m.ComponentsPage),
    title: 'Citation components',
  },
  {
    path: 'markdown-hostile',
    loadComponent: () =>
      import('./hostile-markdown/hostile-markdown-page').then((m) => m.HostileMarkdownPage),
    title: 'Hostile Markdown · ngx-ag-ui demo',
  },
  {
    path: 'markdown-stream',
    loadComponent: () =>
      import('./markdown-stream/markdown-stream-page').then((m) => m.MarkdownStreamPage),
    title: 'Streaming Markdown · ngx-ag-ui demo',
  },
  { path: '**', redirectTo: '' },
];
