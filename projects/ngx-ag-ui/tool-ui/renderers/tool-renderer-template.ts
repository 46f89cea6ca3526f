import { Directive, effect, inject, Injectable, input, signal, TemplateRef } from '@angular/core';
import type { ToolCall } from '@ag-ui/core';

import type { FrontendTool, ToolCallRendererInputs } from 'ngx-ag-ui';

/**
 * What a template registered with `*aguiToolRenderer` gets: the call as `$implicit` (`let call`)
 * and every `ToolCallRendererInputs` field by name (`let args = args; let status = status`).
 */
export interface ToolRendererContext<Args = unknown> extends ToolCallRendererInputs<Args> {
  readonly $implicit: ToolCall;
}

/**
 * The templates registered with `*aguiToolRenderer`, per tool name, newest last. One registry
 * for the application: a template lives as long as the view that declares it.
 */
@Injectable({ providedIn: 'root' })
export class ToolRendererTemplates {
  readonly #templates = signal<ReadonlyMap<string, readonly TemplateRef<unknown>[]>>(new Map());

  /** The newest template registered for `name` (a signal read: outlets follow registrations). */
  get(name: string | undefined): TemplateRef<ToolRendererContext> | undefined {
    if (name === undefined) return undefined;
    const templates = this.#templates().get(name);
    return templates?.[templates.length - 1] as TemplateRef<ToolRendererContext> | undefined;
  }

  /**
   * Registers `template` for `name`.
   * @returns A function that removes this registration (and only it).
   */
  register(name: string, template: TemplateRef<unknown>): () => void {
    this.#templates.update((all) => new Map(all).set(name, [...(all.get(name) ?? []), template]));
    return () =>
      this.#templates.update((all) => {
        const next = new Map(all);
        const left = (all.get(name) ?? []).filter((registered) => registered !== template);
        if (left.length > 0) next.set(name, left);
        else next.delete(name);
        return next;
      });
  }
}

/**
 * Registers its template as the renderer of one tool's calls in every `<agui-tool-call>`, for
 * as long as the view that declares it lives. Name the tool by its name, or pass the tool's
 * definition to type `args` from its schema. A template takes precedence over a component
 * registered for the same name with `provideToolRenderers()`; the template renders nothing
 * where it is declared.
 *
 * @example
 * <ng-template [aguiToolRenderer]="searchTool" let-args="args" let-status="status">
 *   <p>{{ status }}: {{ args?.query }}</p>
 * </ng-template>
 * <!-- or -->
 * <p *aguiToolRenderer="'search'; let call; let result = result">{{ call.id }}: {{ result }}</p>
 */
@Directive({ selector: '[aguiToolRenderer]' })
export class ToolRendererTemplate<Args = unknown> {
  /** The tool whose calls the template renders: its name, or its definition. */
  readonly aguiToolRenderer = input.required<
    string | Pick<FrontendTool<Args>, 'name' | 'handler'>
  >();

  constructor() {
    const template = inject<TemplateRef<ToolRendererContext<Args>>>(TemplateRef);
    const templates = inject(ToolRendererTemplates);
    effect((onCleanup) => {
      const tool = this.aguiToolRenderer();
      onCleanup(templates.register(typeof tool === 'string' ? tool : tool.name, template));
    });
  }

  /** Types the template's context (`let call`, `let args = args`, ...) for the type checker. */
  static ngTemplateContextGuard<Args>(
    _directive: ToolRendererTemplate<Args>,
    _context: unknown,
  ): _context is ToolRendererContext<Args> {
    return true;
  }
}
