import { NgComponentOutlet } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  Injector,
  input,
  type Type,
} from '@angular/core';
import type { ToolMessage } from '@ag-ui/core';

import { injectAgent } from '../provide/inject-agent';
import { declaredInputs } from './declared-inputs';
import { parsePartialJson, partialJsonParser } from './parse-partial-json';
import {
  AG_UI_TOOL_RENDERERS,
  type ToolCallRendererInputs,
  type ToolCallStatus,
} from './tool-renderers';

/**
 * Renders one tool call with the component registered for its tool name
 * (`provideToolRenderers()`), while its arguments stream in and then with its result or error.
 * Renders nothing for tools without a renderer. Its renderer is updated only when this call
 * changes (its arguments, status or result), whatever else streams.
 *
 * @example
 * @for (call of agent.toolCalls(); track call.id) { <agui-tool-call [toolCallId]="call.id" /> }
 */
@Component({
  selector: 'agui-tool-call',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [NgComponentOutlet],
  host: { '[attr.data-tool-name]': 'call()?.function?.name ?? null' },
  template: `
    @if (renderer(); as component) {
      <ng-container *ngComponentOutlet="component; inputs: declared()" />
    }
  `,
})
export class ToolCallOutlet {
  /** The id of the call to render. */
  readonly toolCallId = input.required<string>();
  /** The agent whose call it is (the only or default one when absent). */
  readonly agentId = input<string>();

  readonly #injector = inject(Injector);
  readonly #renderers = inject(AG_UI_TOOL_RENDERERS, { optional: true }) ?? [];
  readonly #parser = partialJsonParser();
  readonly #store = computed(() =>
    injectAgent({ agentId: this.agentId(), injector: this.#injector }),
  );

  protected readonly call = computed(() =>
    this.#store()
      .toolCalls()
      .find((call) => call.id === this.toolCallId()),
  );
  protected readonly renderer = computed((): Type<unknown> | undefined => {
    const name = this.call()?.function.name;
    if (name === undefined) return undefined;
    let found: Type<unknown> | undefined;
    for (const renderers of this.#renderers) found = renderers.tools?.[name] ?? found;
    return found;
  });
  readonly #result = computed(() =>
    this.#store()
      .messages()
      .find(
        (message): message is ToolMessage & { role: 'tool' } =>
          message.role === 'tool' && message.toolCallId === this.toolCallId(),
      ),
  );
  readonly #status = computed((): ToolCallStatus => {
    const store = this.#store();
    const id = this.toolCallId();
    const result = this.#result();
    if (result) return result.error !== undefined ? 'error' : 'done';
    if (store.pendingApprovals().some((approval) => approval.toolCall.id === id))
      return 'awaiting-approval';
    return store.thread().status === 'running' ? 'streaming' : 'pending';
  });
  readonly #args = computed(() => {
    const parse = this.#parser();
    const text = this.call()?.function.arguments;
    return parse && text !== undefined ? parsePartialJson(parse, text) : undefined;
  });

  protected readonly inputs = computed((): ToolCallRendererInputs => {
    const result = this.#result();
    return {
      call: this.call()!,
      args: this.#args(),
      status: this.#status(),
      result: typeof result?.content === 'string' ? result.content : undefined,
      error: result?.error,
    };
  });

  protected readonly declared = computed(() => {
    const component = this.renderer();
    return component ? declaredInputs(component, this.inputs()) : {};
  });
}
