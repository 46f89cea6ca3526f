import type { Routes } from '@angular/router';

import { ChatPage } from './chat/chat-page';

export const routes: Routes = [{ path: '', component: ChatPage, title: 'ngx-ag-ui demo' }];
