import { isRecord } from 'ngx-ag-ui/core';

/**
 * The content of an `mcp-apps` activity, as `@ag-ui/mcp-apps-middleware` writes it: the result
 * of the tool that made the app, the UI resource to read, the server it came from, the tool's
 * arguments.
 */
export interface McpAppContent {
  /** The MCP `CallToolResult` of the tool call (sent to the app once it is ready). */
  readonly result: Record<string, unknown>;
  /** The `ui://` resource holding the app's HTML. */
  readonly resourceUri: string;
  /** The server's hash (its transport type and URL), to address it through the agent. */
  readonly serverHash: string;
  /** The server's configured id, preferred to the hash when present. */
  readonly serverId?: string;
  /** The arguments the tool was called with (sent to the app once it is ready). */
  readonly toolInput: Record<string, unknown>;
}

/** The activity's content as `McpAppContent`, or `undefined` when it is not one. */
export function readMcpAppContent(content: unknown): McpAppContent | undefined {
  if (!isRecord(content)) return undefined;
  const { result, resourceUri, serverHash, serverId, toolInput } = content;
  if (typeof resourceUri !== 'string' || resourceUri === '') return undefined;
  if (typeof serverHash !== 'string' && typeof serverId !== 'string') return undefined;
  return {
    result: isRecord(result) ? result : {},
    resourceUri,
    serverHash: typeof serverHash === 'string' ? serverHash : '',
    ...(typeof serverId === 'string' && { serverId }),
    toolInput: isRecord(toolInput) ? toolInput : {},
  };
}
