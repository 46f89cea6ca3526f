/**
 * The bounds that keep a hostile or broken app from slowing the chat down. The host reads them
 * once per frame.
 */
export const MCP_APP_LIMITS = {
  /**
   * Characters of HTML a resource may hold (a larger one is not shown: `resource-too-large`);
   * read from `url`, an answer over this many bytes plus 64 KiB is dropped before it is parsed.
   */
  maxHtmlChars: 2_000_000,
  /** Messages per second an app may post; past it they are dropped (`message-flood`). */
  maxMessagesPerSecond: 200,
  /** Milliseconds the app has to finish its handshake (`init-timeout`). */
  initTimeoutMs: 10_000,
  /** Milliseconds an MCP request through the agent may take. */
  requestTimeoutMs: 30_000,
  /** The tallest the frame grows, in CSS pixels (the app scrolls inside past it). */
  maxHeight: 640,
  /** The height of the frame before the app reports its own. */
  initialHeight: 160,
} as const;
