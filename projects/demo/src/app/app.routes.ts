import type { Routes } from '@angular/router';

import { ChatPage } from './chat/chat-page';

export const routes: Routes = [
  { path: '', component: ChatPage, title: 'ngx-ag-ui demo' },
  { path: 'components', loadComponent: () => import('./components-page/components-page').then((m) => m.ComponentsPage), title: 'Citation components' },
];
