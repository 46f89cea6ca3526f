import type { AgentSource } from 'ngx-ag-ui';
import { toSafeHref } from 'ngx-ag-ui/core';

import type { McpAppContent } from '../model/mcp-app-content';
import { MCP_APP_LIMITS } from '../model/mcp-app-limits';
import { mcpAppWarning, type McpAppWarning } from '../model/mcp-app-warning';
import { appCsp, readCspDomains } from './app-csp';
import { appDocument } from './app-document';
import type { McpAppState } from './app-state';
import { fetchMcpRequest, McpProxyTooLargeError } from './fetch-mcp-request';
import { GuardedTransport } from './guarded-transport';
import { proxyMcpRequest, type McpProxyMethod } from './mcp-proxy';
import { readAppResource } from './read-app-resource';

/** What an `AppHost` needs from the page around it. */
export interface AppHostOptions {
  /** The element the frame is put in. */
  readonly container: HTMLElement;
  /** The activity message of the app. */
  readonly messageId: string;
  readonly content: McpAppContent;
  /**
   * Where the app's MCP requests go: an agent's URL (read with a byte cap) or an `AgentSource`
   * (`undefined`: none can go, a `no-proxy` warning).
   */
  readonly agent: string | AgentSource | undefined;
  /** The frame's accessible name. */
  readonly title: string;
  readonly allowSameOrigin: boolean;
  /** The host context the app starts with (theme, locale, display mode, size). */
  readonly hostContext: Record<string, unknown>;
  /** Bounds (`MCP_APP_LIMITS` by default). */
  readonly limits?: Partial<typeof MCP_APP_LIMITS>;
  readonly onState: (state: McpAppState) => void;
  readonly onHeight: (height: number) => void;
  readonly onWarning: (warning: McpAppWarning) => void;
  /** A message the app asks to send: `false` when it could not be sent. */
  readonly onMessage: (text: string) => boolean;
  /** A safe link the app asks to open: the page offers it, to open on a person's click. */
  readonly onLink: (href: string) => void;
  /** A tool call of the app the agent or server refused. */
  readonly onRefused: (tool: string) => void;
}

/** The parts of the SDK's `AppBridge` the host uses (loaded on demand). */
type Bridge = import('@modelcontextprotocol/ext-apps/app-bridge').AppBridge;

/**
 * One hosted MCP App: reads its resource through the agent, puts its HTML in a sandboxed frame
 * (`sandbox="allow-scripts"`, a Content Security Policy that lets the network reach only the
 * origins the resource declared), and talks to it through the SDK's `AppBridge` over a
 * `GuardedTransport`. The app's tool calls go to its server through the agent, its messages
 * into the chat, its links to the page (opened only by a person). Nothing throws out of it:
 * every failure is a state and a typed warning.
 */
export class AppHost {
  readonly #options: AppHostOptions;
  readonly #limits: typeof MCP_APP_LIMITS;
  readonly #aborts = new AbortController();
  #frame: HTMLIFrameElement | undefined;
  #bridge: Bridge | undefined;
  #transport: GuardedTransport | undefined;
  #initTimer: ReturnType<typeof setTimeout> | undefined;
  #generation = 0;
  #destroyed = false;

  constructor(options: AppHostOptions) {
    this.#options = options;
    this.#limits = { ...MCP_APP_LIMITS, ...options.limits };
  }

  /** Reads the resource and starts the app (again, after a failure). */
  async start(): Promise<void> {
    const generation = ++this.#generation;
    this.#teardownFrame();
    this.#options.onState('loading');
    const { agent, content, messageId } = this.#options;
    if (!agent) {
      this.#fail('failed', 'no-proxy', 'No agent to read the app from: provideMcpApps({ url }).');
      return;
    }
    let html: string;
    let meta: Record<string, unknown>;
    try {
      const result = await this.#request('resources/read', { uri: content.resourceUri });
      const resource = readAppResource(result);
      if (!resource) throw new Error(`${content.resourceUri} holds no HTML`);
      ({ html, meta } = resource);
    } catch (error) {
      if (generation !== this.#generation || this.#destroyed) return;
      if (error instanceof McpProxyTooLargeError) {
        this.#fail('failed', 'resource-too-large', tooLarge(this.#limits.maxHtmlChars));
        return;
      }
      const why = error instanceof Error ? error.message : String(error);
      this.#fail('failed', 'resource-failed', `The app could not be loaded: ${why}.`);
      return;
    }
    if (generation !== this.#generation || this.#destroyed) return;
    if (html.length > this.#limits.maxHtmlChars) {
      this.#fail('failed', 'resource-too-large', tooLarge(this.#limits.maxHtmlChars));
      return;
    }
    const csp = readCspDomains(meta['csp']);
    for (const rejected of csp.rejected)
      this.#warn(
        'invalid-csp-domain',
        `The app's CSP domain ${JSON.stringify(rejected)} is not an origin.`,
      );
    await this.#open(appDocument(html, appCsp(csp.domains)), generation, messageId);
  }

  /** Ends the app: tells it (without waiting), stops reading it and removes its frame. */
  destroy(): void {
    this.#destroyed = true;
    this.#aborts.abort();
    this.#teardownFrame();
  }

  async #open(document: string, generation: number, messageId: string): Promise<void> {
    const { container, allowSameOrigin, title } = this.#options;
    const frame = container.ownerDocument.createElement('iframe');
    // The sandbox is set before the frame is in the page, so the app never runs without it.
    frame.setAttribute(
      'sandbox',
      allowSameOrigin ? 'allow-scripts allow-same-origin' : 'allow-scripts',
    );
    frame.setAttribute('title', title);
    frame.setAttribute('referrerpolicy', 'no-referrer');
    frame.setAttribute('data-message-id', messageId);
    frame.style.cssText = `display:block;width:100%;border:0;height:${this.#limits.initialHeight}px`;
    container.appendChild(frame);
    const frameWindow = frame.contentWindow;
    const hostWindow = container.ownerDocument.defaultView;
    this.#frame = frame;
    if (!frameWindow || !hostWindow) {
      // A container outside any window (a detached view): nothing can run there.
      this.#fail('failed', 'resource-failed', 'The app has no window to run in.');
      return;
    }
    let AppBridge: typeof import('@modelcontextprotocol/ext-apps/app-bridge').AppBridge;
    try {
      ({ AppBridge } = await import('@modelcontextprotocol/ext-apps/app-bridge'));
    } catch {
      this.#fail('failed', 'resource-failed', 'The MCP Apps bridge could not be loaded.');
      return;
    }
    if (generation !== this.#generation || this.#destroyed) return;
    const bridge = new AppBridge(
      null,
      { name: 'ngx-ag-ui', version: '1' },
      { openLinks: {}, serverTools: {}, logging: {}, message: { text: {} } },
      { hostContext: this.#options.hostContext },
    );
    this.#wire(bridge);
    const transport = new GuardedTransport({
      host: hostWindow,
      frame: frameWindow,
      origin: allowSameOrigin ? hostWindow.location.origin : 'null',
      maxPerSecond: this.#limits.maxMessagesPerSecond,
      onFlood: () =>
        this.#warn(
          'message-flood',
          `The app posts more than ${this.#limits.maxMessagesPerSecond} messages a second; the rest are dropped.`,
        ),
    });
    this.#bridge = bridge;
    this.#transport = transport;
    try {
      await bridge.connect(transport);
    } catch {
      this.#fail('crashed', 'init-timeout', 'The app could not be connected.');
      return;
    }
    if (generation !== this.#generation || this.#destroyed) return;
    this.#initTimer = setTimeout(
      () =>
        this.#fail(
          'crashed',
          'init-timeout',
          `The app did not start within ${this.#limits.initTimeoutMs} ms.`,
        ),
      this.#limits.initTimeoutMs,
    );
    // Written last, as a property (never parsed by the page): the bridge listens already.
    frame.srcdoc = document;
  }

  #wire(bridge: Bridge): void {
    const { content } = this.#options;
    bridge.oninitialized = () => {
      clearTimeout(this.#initTimer);
      this.#options.onState('ready');
      void bridge.sendToolInput({ arguments: content.toolInput }).catch(() => undefined);
      void bridge
        .sendToolResult(content.result as Parameters<Bridge['sendToolResult']>[0])
        .catch(() => undefined);
    };
    bridge.onsizechange = ({ height }) => {
      if (typeof height !== 'number' || !Number.isFinite(height)) return;
      const clamped = Math.max(0, Math.min(this.#limits.maxHeight, Math.ceil(height)));
      if (this.#frame) this.#frame.style.height = `${clamped}px`;
      this.#options.onHeight(clamped);
    };
    bridge.oncalltool = async (params) => {
      try {
        const result = await this.#request('tools/call', { ...params });
        return result as Awaited<ReturnType<NonNullable<Bridge['oncalltool']>>>;
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        this.#warn('call-refused', `The call of ${params.name} was refused: ${why}.`);
        this.#options.onRefused(params.name);
        return { content: [{ type: 'text', text: `Refused: ${why}` }], isError: true };
      }
    };
    bridge.onmessage = async ({ content: blocks }) => {
      const text = blocks
        .flatMap((block) => (block.type === 'text' ? [block.text] : []))
        .join('\n')
        .trim();
      if (text === '') return { isError: true };
      if (this.#options.onMessage(text)) return {};
      this.#warn('message-not-sent', 'The app asked to send a message while the agent was busy.');
      return { isError: true };
    };
    bridge.onopenlink = async ({ url }) => {
      const href = toSafeHref(url);
      if (href === null) {
        this.#warn('unsafe-link', 'The app asked to open a link that is not http(s).');
        return { isError: true };
      }
      this.#options.onLink(href);
      return {};
    };
    bridge.onloggingmessage = () => undefined;
  }

  #request(method: McpProxyMethod, params: Record<string, unknown>) {
    const { agent, content } = this.#options;
    if (!agent) return Promise.reject(new Error('no agent'));
    if (typeof agent === 'string')
      return fetchMcpRequest(agent, content, method, params, {
        // The HTML inside an SSE frame, with room for the envelope: a larger answer is dropped
        // unread (HTML heavy with escaped characters counts its escapes).
        maxBytes: this.#limits.maxHtmlChars + 65_536,
        timeoutMs: this.#limits.requestTimeoutMs,
        signal: this.#aborts.signal,
      });
    return proxyMcpRequest(
      agent,
      content,
      method,
      params,
      this.#limits.requestTimeoutMs,
      this.#aborts.signal,
    );
  }

  #fail(state: McpAppState, kind: McpAppWarning['mcpApp'], message: string): void {
    if (this.#destroyed) return;
    this.#teardownFrame();
    this.#options.onState(state);
    this.#warn(kind, message);
  }

  #warn(kind: McpAppWarning['mcpApp'], message: string): void {
    if (!this.#destroyed)
      this.#options.onWarning(mcpAppWarning(kind, this.#options.messageId, message));
  }

  #teardownFrame(): void {
    clearTimeout(this.#initTimer);
    const bridge = this.#bridge;
    if (bridge) void bridge.teardownResource({}, { timeout: 500 }).catch(() => undefined);
    void this.#transport?.close();
    this.#frame?.remove();
    this.#bridge = undefined;
    this.#transport = undefined;
    this.#frame = undefined;
  }
}

function tooLarge(max: number): string {
  return `The app is more than ${max} characters of HTML: it is not shown.`;
}
