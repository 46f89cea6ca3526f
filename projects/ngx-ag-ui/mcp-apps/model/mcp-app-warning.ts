import type { AgentWarning } from 'ngx-ag-ui/core';

/** What an MCP App warning is about. */
export type McpAppWarningKind =
  /** The activity's content is not `{ resourceUri, serverHash, ... }`: nothing is shown. */
  | 'invalid-content'
  /** No agent to send the app's MCP requests to (`provideMcpApps({ url })` or `{ agent }`). */
  | 'no-proxy'
  /** Reading the app's resource failed, or it holds no HTML: the frame shows Retry. */
  | 'resource-failed'
  /** The resource's HTML is larger than `MCP_APP_LIMITS.maxHtmlChars`: not shown. */
  | 'resource-too-large'
  /** A domain the resource declared for its CSP that is not a plain origin: left out. */
  | 'invalid-csp-domain'
  /** The app did not finish its handshake within `MCP_APP_LIMITS.initTimeoutMs`. */
  | 'init-timeout'
  /** The app posted more than `MCP_APP_LIMITS.maxMessagesPerSecond`: the rest is dropped. */
  | 'message-flood'
  /** The agent or the MCP server refused a tool call of the app. */
  | 'call-refused'
  /** The app asked to send a message while a run was in progress: not sent. */
  | 'message-not-sent'
  /** The app asked to open a link that is not absolute http(s): not offered. */
  | 'unsafe-link';

/**
 * A survivable problem with an MCP App: the chat goes on, the frame shows what it can. An
 * `AgentWarning` of kind `'other'`, so it can sit beside the store's warnings.
 */
export interface McpAppWarning extends AgentWarning {
  readonly kind: 'other';
  /** What exactly went wrong. */
  readonly mcpApp: McpAppWarningKind;
  /** The activity message of the app. */
  readonly messageId: string;
}

/** A warning of `kind` for the app of `messageId`. */
export function mcpAppWarning(
  mcpApp: McpAppWarningKind,
  messageId: string,
  message: string,
): McpAppWarning {
  return { kind: 'other', mcpApp, messageId, message };
}
