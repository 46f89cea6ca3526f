import { NgComponentOutlet, NgTemplateOutlet } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  Injector,
  input,
  type Signal,
} from '@angular/core';

import { injectAgent, type AgentStore, type ToolCallStatus } from 'ngx-ag-ui';
import { hasMediaParts, toResultText } from '../result-parts/to-result-part-views';
import { ToolResultParts } from '../result-parts/tool-result-parts';
import { declaredInputs } from './declared-inputs';
import { parsePartialJson, partialJsonParser } from './parse-partial-json';
import { injectRendererLookup } from './renderer-lookup';
import { ToolRendererTemplates, type ToolRendererContext } from './tool-renderer-template';

/**
 * Renders one tool call with the template (`*aguiToolRenderer`) or component
 * (`provideToolRenderers()`) registered for its tool name, while its arguments stream in and
 * then with its result or error. For a tool without a renderer it shows only a result with media
 * parts (images, documents, ...: `<agui-tool-result-parts>`), else nothing. It reads only its
 * own call and result (`AgentStore.toolCall(id)` / `toolResult(id)`), so its renderer is updated
 * only when this call changes, whatever else streams.
 *
 * @example
 * @for (call of agent.toolCalls(); track call.id) { <agui-tool-call [toolCallId]="call.id" /> }
 */
@Component({
  selector: 'agui-tool-call',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [NgComponentOutlet, NgTemplateOutlet, ToolResultParts],
  host: { '[attr.data-tool-name]': 'call()?.function?.name ?? null' },
  template: `
    @if (template(); as template) {
      <ng-container *ngTemplateOutlet="template; context: context()" />
    } @else if (renderer(); as component) {
      <ng-container *ngComponentOutlet="component; inputs: declared()" />
    } @else if (mediaResult(); as content) {
      <agui-tool-result-parts [content]="content" />
    }
  `,
})
export class ToolCallOutlet {
  /** The id of the call to render. */
  readonly toolCallId = input.required<string>();
  /** The agent whose call it is (the only or default one when absent). */
  readonly agentId = input<string>();

  readonly #injector = inject(Injector);
  readonly #lookUp = injectRendererLookup('tools');
  readonly #templates = inject(ToolRendererTemplates);
  readonly #parser = partialJsonParser();
  readonly #store = computed(() =>
    injectAgent({ agentId: this.agentId(), injector: this.#injector }),
  );

  protected readonly call = computed(() => this.#store().toolCall(this.toolCallId())());
  readonly #name = computed(() => this.call()?.function.name);
  protected readonly template = computed(() => this.#templates.get(this.#name()));
  protected readonly renderer = computed(() => this.#lookUp(this.#name()));
  readonly #result = computed(() => this.#store().toolResult(this.toolCallId())());
  readonly #status = computed((): ToolCallStatus => {
    const store = this.#store();
    const id = this.toolCallId();
    const result = this.#result();
    if (result) return result.error !== undefined ? 'error' : 'done';
    if (store.pendingApprovals().some((approval) => approval.toolCall.id === id))
      return 'awaiting-approval';
    return threadRunning(store)() ? 'streaming' : 'pending';
  });
  readonly #args = computed(() => {
    const parse = this.#parser();
    const text = this.call()?.function.arguments;
    return parse && text !== undefined ? parsePartialJson(parse, text) : undefined;
  });

  /** The renderer's inputs (and a template's context); computed only while there is a call. */
  protected readonly context = computed((): ToolRendererContext => {
    const result = this.#result();
    const call = this.call()!;
    return {
      $implicit: call,
      call,
      args: this.#args(),
      status: this.#status(),
      // A string-only renderer reads the text parts, in order, as the spec says.
      result: result ? toResultText(result.content) : undefined,
      resultParts: Array.isArray(result?.content) ? result.content : undefined,
      error: result?.error,
    };
  });

  /** The result's content when it has parts besides text, for the built-in view. */
  protected readonly mediaResult = computed(() => {
    const content = this.#result()?.content;
    return hasMediaParts(content) ? content : undefined;
  });

  protected readonly declared = computed(() => {
    const component = this.renderer();
    return component ? declaredInputs(component, this.context()) : {};
  });
}

const running = new WeakMap<AgentStore, Signal<boolean>>();

/**
 * Whether the store's stream is open, one memoised signal per store: every outlet reads it, and
 * it changes per run rather than per chunk (the thread itself changes per chunk).
 */
function threadRunning(store: AgentStore): Signal<boolean> {
  let signal = running.get(store);
  if (!signal) {
    signal = computed(() => store.thread().status === 'running');
    running.set(store, signal);
  }
  return signal;
}
