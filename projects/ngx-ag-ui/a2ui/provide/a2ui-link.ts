import { DestroyRef, inject, Injectable } from '@angular/core';
import type { RunAgentInput } from '@ag-ui/core';
import type { AgentStore } from 'ngx-ag-ui';

import { BASIC_CATALOG_ID } from '../catalog/a2ui-catalog';
import { BASIC_SCHEMAS } from '../catalog/basic-schemas';
import type { A2uiWarning } from '../model/a2ui-warning';
import type { A2uiUserAction } from '../render/user-action';
import { A2UI_CATALOGS } from './a2ui-catalogs';
import { A2UI_SCHEMA_CONTEXT_DESCRIPTION, catalogContext } from './catalog-context';

/**
 * What ties surfaces to the stores of the agents that draw them, through the store's extension
 * point (the store knows nothing of A2UI): every run of an attached store advertises the
 * catalog (a `context` entry, the one the middleware reads), and a surface's action rides the
 * next run as `forwardedProps.a2uiAction`, merged into the app's own forwarded props.
 * `provideA2ui()` provides one where it is given (it sees that level's catalogs) and attaches
 * it to the default agent's store; a surface attaches it to its own agent's store.
 */
@Injectable({ providedIn: 'root' })
export class A2uiLink {
  readonly #context = catalogContext(
    BASIC_CATALOG_ID,
    BASIC_SCHEMAS,
    inject(A2UI_CATALOGS, { optional: true }) ?? [],
  );
  readonly #detach = new Map<AgentStore, () => void>();
  /** The action of the run being started (read by `beforeRun`, in the same call). */
  #action: A2uiUserAction | undefined;

  constructor() {
    inject(DestroyRef).onDestroy(() => this.#detach.forEach((detach) => detach()));
  }

  /** Advertises the catalog in every run of `store` from now on (once per store). */
  attach(store: AgentStore): void {
    if (this.#detach.has(store)) return;
    this.#detach.set(store, store.extend({ beforeRun: (input) => this.#beforeRun(input) }));
  }

  /**
   * Starts the next run of `store` with `action` in its forwarded props.
   * @returns Whether a run started (`false` while one is in progress).
   */
  act(store: AgentStore, action: A2uiUserAction): boolean {
    this.attach(store);
    this.#action = action;
    try {
      return store.run();
    } finally {
      this.#action = undefined;
    }
  }

  /** Adds a surface's warning to the store's `warnings()`, unless an equal one is there. */
  warn(store: AgentStore, warning: A2uiWarning): void {
    const key = warningKey(warning);
    if (!store.warnings().some((known) => warningKey(known as A2uiWarning) === key))
      store.warn(warning);
  }

  #beforeRun(input: RunAgentInput): RunAgentInput {
    const action = this.#action;
    // One entry: a catalog advertised by another level (or by the app by hand) is replaced.
    const context = input.context.filter(
      (entry) => entry.description !== A2UI_SCHEMA_CONTEXT_DESCRIPTION,
    );
    return {
      ...input,
      context: [...context, this.#context],
      ...(action && {
        forwardedProps: { ...input.forwardedProps, a2uiAction: { userAction: action } },
      }),
    };
  }
}

function warningKey(warning: A2uiWarning): string {
  return [warning.kind, warning.a2ui, warning.surfaceId, warning.componentId, warning.message].join(
    '|',
  );
}
