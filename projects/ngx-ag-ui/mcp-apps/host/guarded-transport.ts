import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';

/** What a `GuardedTransport` talks to and how much it lets through. */
export interface GuardedTransportOptions {
  /** The page's window (its `message` events are read). */
  readonly host: Window;
  /** The app's frame window: the only source whose messages are read. */
  readonly frame: Window;
  /**
   * The origin the app's messages must come from: `'null'` for a sandbox without
   * `allow-same-origin` (an opaque origin), the page's own origin with it.
   */
  readonly origin: string;
  /** Messages read per second; the rest are dropped. */
  readonly maxPerSecond: number;
  /** Milliseconds now (`performance.now`); a clock of its own in tests. */
  readonly now?: () => number;
  /** Called once per second in which messages are dropped, at the first one dropped. */
  readonly onFlood?: () => void;
}

/**
 * The MCP transport between the host and one app frame, for the SDK's `AppBridge`: like the
 * SDK's `PostMessageTransport`, it reads only messages whose `source` is the frame's window,
 * and besides it checks their origin (a frame that navigated elsewhere, or another page that
 * got hold of the window, is ignored), reads at most `maxPerSecond` (an app that floods the
 * host costs one comparison per message past that) and passes on only JSON-RPC 2.0 objects.
 * It sends to the frame with target origin `'*'`: an opaque origin cannot be named, and the
 * frame is ours.
 */
export class GuardedTransport implements Transport {
  /** Set by the bridge. */
  onmessage?: (message: JSONRPCMessage) => void;
  /** Set by the bridge. */
  onclose?: () => void;
  /** Set by the bridge. */
  onerror?: (error: Error) => void;

  readonly #options: GuardedTransportOptions;
  readonly #now: () => number;
  #windowStart = -Infinity;
  #count = 0;
  #closed = false;
  readonly #listener = (event: MessageEvent) => this.#receive(event);

  constructor(options: GuardedTransportOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Starts reading the frame's messages. */
  start(): Promise<void> {
    this.#options.host.addEventListener('message', this.#listener);
    return Promise.resolve();
  }

  /** Posts `message` to the frame (nothing once closed, or once the frame is gone). */
  send(message: JSONRPCMessage): Promise<void> {
    if (!this.#closed) this.#options.frame.postMessage(message, '*');
    return Promise.resolve();
  }

  /** Stops reading; the bridge is told once. */
  close(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#closed = true;
    this.#options.host.removeEventListener('message', this.#listener);
    this.onclose?.();
    return Promise.resolve();
  }

  #receive(event: MessageEvent): void {
    if (event.source !== this.#options.frame || event.origin !== this.#options.origin) return;
    const now = this.#now();
    if (now - this.#windowStart >= 1000) {
      this.#windowStart = now;
      this.#count = 0;
    }
    this.#count++;
    if (this.#count > this.#options.maxPerSecond) {
      if (this.#count === this.#options.maxPerSecond + 1) this.#options.onFlood?.();
      return;
    }
    const data: unknown = event.data;
    if (
      typeof data !== 'object' ||
      data === null ||
      (data as { jsonrpc?: unknown }).jsonrpc !== '2.0'
    )
      return;
    this.onmessage?.(data as JSONRPCMessage);
  }
}
