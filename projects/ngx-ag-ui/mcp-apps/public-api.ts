/*
 * Public API of `ngx-ag-ui/mcp-apps`: MCP Apps (interactive HTML from MCP servers, carried over
 * AG-UI as `mcp-apps` activities by `@ag-ui/mcp-apps-middleware`), hosted in sandboxed frames
 * and bridged with the official SDK's `AppBridge` (docs/mcp-apps.md).
 *
 * View code: an app provides it (`provideMcpApps()`) on the routes that show the chat, never
 * at startup (docs/bundle-size.md).
 */

export type { McpAppsOptions } from './provide/mcp-apps-options';
export { MCP_APPS_OPTIONS } from './provide/mcp-apps-options';
export { MCP_APPS_ACTIVITY_TYPE, provideMcpApps } from './provide/provide-mcp-apps';
export { McpAppActivity } from './render/mcp-app-activity';
export { McpApp } from './render/mcp-app';
export type { McpAppState } from './host/app-state';
export type { McpAppContent } from './model/mcp-app-content';
export { readMcpAppContent } from './model/mcp-app-content';
export type { McpAppWarning, McpAppWarningKind } from './model/mcp-app-warning';
export { MCP_APP_LIMITS } from './model/mcp-app-limits';
export type { McpProxyMethod } from './host/mcp-proxy';
export { McpProxyError, proxyMcpRequest } from './host/mcp-proxy';
