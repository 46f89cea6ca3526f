import { DOCUMENT } from '@angular/common';
import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  computed,
  DestroyRef,
  ElementRef,
  inject,
  input,
  output,
  signal,
  type Signal,
  viewChild,
} from '@angular/core';
import { injectAgent } from 'ngx-ag-ui';
import { toDisplayDomain } from 'ngx-ag-ui/core';

import { AppHost } from '../host/app-host';
import type { McpAppState } from '../host/app-state';
import { readMcpAppContent } from '../model/mcp-app-content';
import { MCP_APP_LIMITS } from '../model/mcp-app-limits';
import { mcpAppWarning, type McpAppWarning } from '../model/mcp-app-warning';
import { MCP_APPS_OPTIONS } from '../provide/mcp-apps-options';

const STATUS: Record<McpAppState, string> = {
  loading: 'Loading the app…',
  ready: '',
  failed: 'The app could not be loaded.',
  crashed: 'The app stopped responding.',
};

/**
 * An MCP App of an `mcp-apps` activity of the default agent, hosted in a sandboxed frame
 * (docs/mcp-apps.md). Its
 * states are announced politely; Retry loads it again after a failure. The frame is removed,
 * and the app told, when the component is destroyed (the message left the view).
 */
@Component({
  selector: 'agui-mcp-app',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="agui-mcp-app" [attr.aria-busy]="state() === 'loading'">
      <p class="agui-mcp-app-status" role="status">
        {{ status() }}
        @if (refused(); as tool) {
          The agent refused the app's call of {{ tool }}.
        }
      </p>
      @if (state() === 'failed' || state() === 'crashed') {
        <button type="button" class="agui-mcp-app-retry" (click)="retry()">Retry</button>
      }
      @if (link(); as href) {
        <p class="agui-mcp-app-link">
          The app asks to open {{ domain() }}.
          <a [href]="href" target="_blank" rel="noopener noreferrer" (click)="link.set(null)"
            >Open {{ domain() }}</a
          >
          <button type="button" (click)="link.set(null)">Dismiss</button>
        </p>
      }
      <div #frameHost class="agui-mcp-app-frame"></div>
    </div>
  `,
  styles: `
    .agui-mcp-app-status:empty { display: none; }
    .agui-mcp-app-frame { max-height: ${MCP_APP_LIMITS.maxHeight}px; }
  `,
})
export class McpApp {
  /** The id of the `mcp-apps` activity message to show. */
  readonly messageId = input.required<string>();
  /** Each warning, once. */
  readonly warning = output<McpAppWarning>();

  readonly #state = signal<McpAppState>('loading');
  readonly #warnings = signal<readonly McpAppWarning[]>([]);
  /** Where the app is. */
  readonly state: Signal<McpAppState> = this.#state.asReadonly();
  /** Every warning so far, in order. */
  readonly warnings: Signal<readonly McpAppWarning[]> = this.#warnings.asReadonly();

  protected readonly link = signal<string | null>(null);
  protected readonly refused = signal<string | null>(null);
  protected readonly status = computed(() => STATUS[this.state()]);
  protected readonly domain = computed(() => toDisplayDomain(this.link()) ?? '');

  readonly #options = inject(MCP_APPS_OPTIONS);
  readonly #document = inject(DOCUMENT);
  private readonly frameHost = viewChild.required<ElementRef<HTMLElement>>('frameHost');
  readonly #store = injectAgent();
  #host: AppHost | undefined;

  constructor() {
    const store = this.#store;
    const { url, agent: given } = this.#options;
    const agent =
      typeof given === 'function' ? given() : (given ?? (typeof url === 'function' ? url() : url));
    afterNextRender(() => {
      const message = store.message(this.messageId())();
      const content = readMcpAppContent(
        message && 'content' in message ? message.content : undefined,
      );
      if (!content) {
        this.#state.set('failed');
        this.#warn(mcpAppWarning('invalid-content', this.messageId(), 'Not an MCP App activity.'));
        return;
      }
      this.#host = new AppHost({
        container: this.frameHost().nativeElement,
        messageId: this.messageId(),
        content,
        agent,
        title: `App: ${content.resourceUri}`,
        allowSameOrigin: this.#options.allowSameOrigin === true,
        hostContext: this.#hostContext(),
        onState: (state) => this.#state.set(state),
        onHeight: () => undefined,
        onWarning: (warning) => this.#warn(warning),
        onMessage: (text) => store.send(text),
        onLink: (href) => this.link.set(href),
        onRefused: (tool) => this.refused.set(tool),
      });
      void this.#host.start();
    });
    inject(DestroyRef).onDestroy(() => this.#host?.destroy());
  }

  /** Loads the app again. */
  retry(): void {
    this.refused.set(null);
    void this.#host?.start();
  }

  #warn(warning: McpAppWarning): void {
    this.#warnings.update((all) => [...all, warning]);
    this.warning.emit(warning);
    // Beside the agent's own warnings too, once per kind and app (a flood warns every second).
    const same = (each: object) =>
      (each as Partial<McpAppWarning>).mcpApp === warning.mcpApp &&
      (each as Partial<McpAppWarning>).messageId === warning.messageId;
    const known = this.#store.warnings().some(same);
    if (!known) this.#store.warn(warning);
  }

  #hostContext(): Record<string, unknown> {
    const view = this.#document.defaultView;
    const dark = view?.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
    return {
      theme: dark ? 'dark' : 'light',
      displayMode: 'inline',
      availableDisplayModes: ['inline'],
      locale: this.#document.documentElement.lang || view?.navigator.language || 'en',
      platform: 'web',
      containerDimensions: { maxHeight: MCP_APP_LIMITS.maxHeight },
    };
  }
}
