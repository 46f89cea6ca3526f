import type { Provider } from '@angular/core';
import { provideToolRenderers } from 'ngx-ag-ui';

import { McpAppActivity } from '../render/mcp-app-activity';
import { MCP_APPS_OPTIONS, type McpAppsOptions } from './mcp-apps-options';

/** The activity type `@ag-ui/mcp-apps-middleware` gives the apps it makes. */
export const MCP_APPS_ACTIVITY_TYPE = 'mcp-apps';

/**
 * Hosts MCP Apps: registers the renderer of `mcp-apps` activities, so that `<agui-activity>`
 * and `<agui-chat>` show every app an agent sends, each in a sandboxed frame, with no other
 * code. Provide it on the route that shows the chat (docs/mcp-apps.md).
 * @returns Providers for a route (or the application).
 * @example
 * { path: 'chat', loadComponent: () => import('./chat-page'), providers: [provideMcpApps({ url: '/agent' })] }
 */
export function provideMcpApps(options: McpAppsOptions = {}): Provider[] {
  return [
    provideToolRenderers({ activities: { [MCP_APPS_ACTIVITY_TYPE]: McpAppActivity } }),
    { provide: MCP_APPS_OPTIONS, useValue: options },
  ];
}
