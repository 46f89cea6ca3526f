import { computed, effect, type Signal, untracked } from '@angular/core';
import { toSafeHref } from 'ngx-ag-ui/core';

import type { A2uiComponentDef } from '../../model/a2ui-types';
import { a2uiWarning } from '../../model/a2ui-warning';
import type { A2uiSurfaceContext } from '../../render/a2ui-surface-context';

/**
 * The component's `url` as an absolute http(s) URL (the library's link safety), or `null`: any
 * other URL is not loaded, and is an `unsafe-url` warning naming `what` ("An image"). Call it
 * in the component's injection context.
 */
export function safeUrl(
  surface: A2uiSurfaceContext,
  definition: Signal<A2uiComponentDef>,
  scope: Signal<string>,
  what: string,
): Signal<string | null> {
  const url = surface.value(definition, 'url', scope);
  const src = computed(() => toSafeHref(url()));
  effect(() => {
    const raw = url();
    if (raw === undefined || raw === '' || src() !== null) return;
    const id = definition().id;
    untracked(() =>
      surface.warn(a2uiWarning('unsafe-url', `${what} URL that is not http(s).`, id)),
    );
  });
  return src;
}
