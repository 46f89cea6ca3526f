import { InjectionToken } from '@angular/core';
import type { AgentSource } from 'ngx-ag-ui';

/** How `provideMcpApps()` hosts MCP Apps. */
export interface McpAppsOptions {
  /**
   * The agent's AG-UI endpoint: an app's MCP requests (reading its resource, calling a tool)
   * go there as runs of their own, the way `@ag-ui/mcp-apps-middleware` reads them. Their
   * answers are read with a byte cap (a huge resource is dropped unparsed). A function is
   * called in the injection context of each app (so it may `inject()` settings).
   */
  readonly url?: string | (() => string);
  /**
   * Where those requests go instead of `url`: any `AgentSource` (a custom transport, a fake), or
   * a function that makes one, called in the injection context of each app. Its answers are
   * parsed whole before their size is known: prefer `url` for servers you do not control.
   */
  readonly agent?: AgentSource | (() => AgentSource);
  /**
   * Adds `allow-same-origin` to the frame's sandbox: the app then runs with the page's origin
   * and can read its cookies, storage and DOM. Only for apps you wrote yourself. Off by default.
   */
  readonly allowSameOrigin?: boolean;
}

/** The options of the nearest `provideMcpApps()`. */
export const MCP_APPS_OPTIONS = new InjectionToken<McpAppsOptions>('ngx-ag-ui MCP Apps options', {
  factory: () => ({}),
});
