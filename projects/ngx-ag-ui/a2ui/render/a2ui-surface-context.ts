import { computed, inject, InjectionToken, signal, type Signal } from '@angular/core';
import type { AgentStore } from 'ngx-ag-ui';
import type { MessageCitation } from 'ngx-ag-ui/core';

import type { A2uiCatalogComponent } from '../catalog/a2ui-catalog';
import { A2UI_LIMITS } from '../model/a2ui-limits';
import type { A2uiComponentDef, A2uiSurfaceModel } from '../model/a2ui-types';
import { type A2uiWarning, a2uiWarning } from '../model/a2ui-warning';
import { readAt, toPathSegments, toPointer } from '../model/json-pointer';
import { resolveValue } from '../model/resolve-value';
import { shareStructure } from '../model/share-structure';
import { type A2uiChildRef, sameChildRefs, toChildRefs } from './child-refs';
import { type A2uiUserAction, toUserAction } from './user-action';
import { type A2uiEdit, applyEdits } from './surface-data';

/** What a surface context is made from (the surface component builds it). */
export interface A2uiSurfaceSource {
  /** The surface as the agent sent it. */
  readonly model: Signal<A2uiSurfaceModel>;
  /** The store of the agent that made it. */
  readonly store: Signal<AgentStore>;
  /** The components it is drawn with, by type name. */
  readonly catalog: Signal<Readonly<Record<string, A2uiCatalogComponent>>>;
  /** The citations of the surface's message (`state.citations[messageId]`), or none. */
  readonly citations?: Signal<readonly MessageCitation[]>;
  /** Called once per distinct warning. */
  readonly warn: (warning: A2uiWarning) => void;
  /** Starts the next run of the store with a user action (`A2uiLink.act`). */
  readonly act: (action: A2uiUserAction) => boolean;
}

const sameValue = (a: unknown, b: unknown) => shareStructure(a, b) === a;

/**
 * One surface as its components see it: properties resolved against the data (the agent's,
 * with what the person typed on top), writes from inputs, actions sent to the agent, and the
 * counts that keep a hostile surface bounded. Components get it with `injectA2uiSurface()`.
 */
export class A2uiSurfaceContext {
  readonly #source: A2uiSurfaceSource;
  readonly #edits = signal<ReadonlyMap<string, A2uiEdit>>(new Map());
  readonly #definitions = new Map<string, Signal<A2uiComponentDef | undefined>>();
  #nodes = 0;

  /** The surface: components, the agent's data, status. */
  readonly model: Signal<A2uiSurfaceModel>;
  /** The data the surface shows. */
  readonly data: Signal<unknown>;
  /**
   * True while the surface waits for the agent (a run in progress, or the surface still being
   * written): actions are refused and buttons show it.
   */
  readonly busy: Signal<boolean>;
  /**
   * The sources a `Text` of the surface may cite with `[^id]`: the citations of the surface's
   * message, without their offsets (those index a message's text; a surface has none).
   */
  readonly citations: Signal<readonly MessageCitation[]>;

  constructor(source: A2uiSurfaceSource) {
    this.#source = source;
    this.citations = computed(() =>
      (source.citations?.() ?? []).map((citation) =>
        citation.spans.length === 0 ? citation : { ...citation, spans: [] },
      ),
    );
    this.model = source.model;
    this.data = computed(() => applyEdits(this.model().data, this.#edits()));
    this.busy = computed(() => {
      const status = this.model().status;
      return source.store().isRunning() || status === 'building' || status === 'retrying';
    });
  }

  /** The definition of component `id`; its identity changes only when the definition does. */
  definition(id: string): Signal<A2uiComponentDef | undefined> {
    let found = this.#definitions.get(id);
    if (!found) {
      found = computed(() => this.model().components.get(id));
      this.#definitions.set(id, found);
    }
    return found;
  }

  /** The catalog entry for a component type, or `undefined` for a type no catalog has. */
  catalogEntry(type: string): A2uiCatalogComponent | undefined {
    const catalog = this.#source.catalog();
    return Object.prototype.hasOwnProperty.call(catalog, type) ? catalog[type] : undefined;
  }

  /**
   * The resolved value of property `key` (a literal, a `{ path }`, a `{ call }`); it notifies
   * only when the value itself changes, so a component redraws only for its own data.
   */
  value<T = unknown>(
    definition: Signal<A2uiComponentDef>,
    key: string | readonly string[],
    scope: Signal<string>,
  ): Signal<T | undefined> {
    const keys = typeof key === 'string' ? [key] : key;
    return computed(
      () => {
        const def = definition();
        const name = keys.find((k) => def[k] !== undefined);
        return (name === undefined ? undefined : this.resolve(def[name], scope(), def.id)) as T;
      },
      { equal: sameValue },
    );
  }

  /** Resolves a dynamic value against the surface's data, from `scope`. */
  resolve(value: unknown, scope: string, componentId?: string): unknown {
    return resolveValue(value, {
      data: this.data(),
      scope,
      unknownFunction: (name) =>
        this.warn(a2uiWarning('unknown-function', `Unknown function "${name}".`, componentId)),
    });
  }

  /** The children named by property `key` (`child`, `children`, a template). */
  children(
    definition: Signal<A2uiComponentDef>,
    key: string,
    scope: Signal<string>,
  ): Signal<readonly A2uiChildRef[]> {
    return computed(() => toChildRefs(definition(), key, scope(), this.data()), {
      equal: sameChildRefs,
    });
  }

  /**
   * Writes what the person entered to the path `binding` names (`{ path }`); a literal
   * binding is not written anywhere. The agent sees it in the context of the next action.
   */
  write(binding: unknown, scope: string, value: unknown): void {
    const path = (binding as { path?: unknown } | null)?.path;
    if (typeof path !== 'string') return;
    const segments = toPathSegments(path, scope);
    if (!segments) return;
    const key = toPointer(segments);
    const agentValue = readAt(this.model().data, segments);
    this.#edits.update((edits) => new Map(edits).set(key, { segments, value, agentValue }));
  }

  /**
   * Sends the `action` of a component to the agent that made the surface, as the next run
   * (`forwardedProps.a2uiAction.userAction`, with its context resolved, merged into the app's
   * forwarded props).
   * @returns Whether a run started: `false` while the surface is busy.
   */
  act(definition: A2uiComponentDef, scope: string): boolean {
    if (this.busy()) return false;
    const userAction = toUserAction(definition, this.model().surfaceId, (value) =>
      this.resolve(value, scope, definition.id),
    );
    if (!userAction) {
      // A client-side function action (`{ functionCall }`, e.g. `openUrl`) is not run: a
      // surface may only talk to its agent.
      this.warn(
        a2uiWarning(
          'unknown-function',
          'An action that is not an event was not run.',
          definition.id,
        ),
      );
      return false;
    }
    try {
      return this.#source.act(userAction);
    } catch {
      // The only refusal that throws: the thread waits for answers to the agent's interrupts.
      this.warn(
        a2uiWarning(
          'action-not-sent',
          'The action was not sent: the agent waits for answers to its open interrupts.',
          definition.id,
        ),
      );
      return false;
    }
  }

  /** Counts one more drawn component; `false` past `A2UI_LIMITS.maxComponents`. */
  claimNode(): boolean {
    if (this.#nodes >= A2UI_LIMITS.maxComponents) return false;
    this.#nodes++;
    return true;
  }

  /** Counts one drawn component less. */
  releaseNode(): void {
    this.#nodes--;
  }

  /** Reports a warning (once per distinct one). */
  warn(warning: A2uiWarning): void {
    this.#source.warn(warning);
  }
}

/** The token under which a surface hands its context to its components. */
export const A2UI_SURFACE_CONTEXT = new InjectionToken<A2uiSurfaceContext>(
  'ngx-ag-ui a2ui surface',
);

/** The surface a catalog component is drawn in (call it in the component's injection context). */
export function injectA2uiSurface(): A2uiSurfaceContext {
  return inject(A2UI_SURFACE_CONTEXT);
}
