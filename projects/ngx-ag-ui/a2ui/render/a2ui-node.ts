import { NgComponentOutlet } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  computed,
  DestroyRef,
  effect,
  inject,
  input,
  reflectComponentType,
  untracked,
  type Type,
} from '@angular/core';

import { A2UI_LIMITS } from '../model/a2ui-limits';
import type { A2uiComponentDef } from '../model/a2ui-types';
import { type A2uiWarning, a2uiWarning } from '../model/a2ui-warning';
import { injectA2uiSurface } from './a2ui-surface-context';

/** What one node draws. */
type NodeView =
  | { readonly kind: 'component'; readonly type: Type<unknown>; readonly def: A2uiComponentDef }
  | { readonly kind: 'placeholder'; readonly label: string; readonly warning: A2uiWarning }
  | { readonly kind: 'nothing'; readonly warning?: A2uiWarning };

/**
 * Draws one component of a surface, by id, with the class its catalog registers for its type;
 * the containers of the catalog draw their children with it, so the tree is drawn by
 * recursion. That recursion is bounded: past `A2UI_LIMITS.maxDepth` levels, past
 * `A2UI_LIMITS.maxComponents` drawn components, or at a component that contains itself, the
 * node draws nothing and reports a typed warning. An unknown type draws a visible placeholder
 * in development builds.
 */
@Component({
  selector: 'agui-a2ui-node',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [NgComponentOutlet],
  host: { '[attr.data-a2ui-id]': 'componentId()' },
  styles: `
    :host {
      display: contents;
    }
    .unknown {
      display: inline-block;
      padding: 0.25em 0.5em;
      border: 1px dashed var(--_a2ui-warning-color);
      color: var(--_a2ui-warning-color);
      font-size: 0.875em;
    }
  `,
  template: `
    @switch (view().kind) {
      @case ('component') {
        <ng-container *ngComponentOutlet="componentType(); inputs: inputs()" />
      }
      @case ('placeholder') {
        @if (devMode) {
          <span class="unknown" role="note">{{ label() }}</span>
        }
      }
    }
  `,
})
export class A2uiNode {
  /** The id of the component to draw. */
  readonly componentId = input.required<string>();
  /** The absolute data path relative paths start from (a template's item); `''` at the root. */
  readonly scope = input('');

  readonly #surface = injectA2uiSurface();
  readonly #parent = inject(A2uiNode, { optional: true, skipSelf: true });
  /** How deep this node is in the drawn tree (the root is 0). */
  readonly depth: number = this.#parent ? this.#parent.depth + 1 : 0;
  readonly #claimed = this.#surface.claimNode();

  protected readonly devMode = typeof ngDevMode === 'undefined' || !!ngDevMode;

  protected readonly view = computed((): NodeView => {
    const id = this.componentId();
    if (this.depth > A2UI_LIMITS.maxDepth) {
      return nothing('too-deep', `Components nested deeper than ${A2UI_LIMITS.maxDepth}.`, id);
    }
    if (!this.#claimed) {
      return nothing(
        'too-many-components',
        `More than ${A2UI_LIMITS.maxComponents} components drawn.`,
        id,
      );
    }
    if (this.#inCycle(id, this.scope())) {
      return nothing('cycle', `Component "${id}" contains itself.`, id);
    }
    const def = this.#surface.definition(id)();
    if (!def) return { kind: 'nothing' };
    const entry = this.#surface.catalogEntry(def.component);
    if (!entry) {
      const warning = a2uiWarning('unknown-component', `Unknown component "${def.component}".`, id);
      return { kind: 'placeholder', label: `Unknown component: ${def.component}`, warning };
    }
    return { kind: 'component', type: entry.component, def };
  });

  protected readonly componentType = computed(() => {
    const view = this.view();
    return view.kind === 'component' ? view.type : null;
  });
  protected readonly inputs = computed(() => {
    const view = this.view();
    if (view.kind !== 'component') return {};
    const declared = declaredInputs(view.type);
    const inputs: Record<string, unknown> = {};
    if (declared.has('definition')) inputs['definition'] = view.def;
    if (declared.has('scope')) inputs['scope'] = this.scope();
    return inputs;
  });
  protected readonly label = computed(() => {
    const view = this.view();
    return view.kind === 'placeholder' ? view.label : '';
  });

  constructor() {
    effect(() => {
      const view = this.view();
      const warning = view.kind === 'component' ? undefined : view.warning;
      if (warning) untracked(() => this.#surface.warn(warning));
    });
    inject(DestroyRef).onDestroy(() => {
      if (this.#claimed) this.#surface.releaseNode();
    });
  }

  #inCycle(id: string, scope: string): boolean {
    for (let node = this.#parent; node; node = node.#parent) {
      if (node.componentId() === id && node.scope() === scope) return true;
    }
    return false;
  }
}

const declaredCache = new WeakMap<Type<unknown>, ReadonlySet<string>>();

/** The inputs a component declares: a component need not declare `scope` if it has no paths. */
function declaredInputs(type: Type<unknown>): ReadonlySet<string> {
  let declared = declaredCache.get(type);
  if (!declared) {
    declared = new Set(reflectComponentType(type)?.inputs.map((input) => input.templateName) ?? []);
    declaredCache.set(type, declared);
  }
  return declared;
}

function nothing(kind: A2uiWarning['a2ui'], message: string, id: string): NodeView {
  return { kind: 'nothing', warning: a2uiWarning(kind, message, id) };
}
