import { inject, type Type } from '@angular/core';

import { AG_UI_TOOL_RENDERERS, type ToolRenderers } from 'ngx-ag-ui';

/**
 * The component registered for `key` among the `provideToolRenderers()` visible from the
 * calling injection context, nearest registration last (so it wins). Shared by
 * `<agui-tool-call>` (tools by name) and `<agui-activity>` (activities by type).
 *
 * @param kind Which map to look in.
 * @returns A lookup of the component for a key; `undefined` for no key or no registration.
 */
export function injectRendererLookup(
  kind: keyof ToolRenderers,
): (key: string | undefined) => Type<unknown> | undefined {
  const registered = inject(AG_UI_TOOL_RENDERERS, { optional: true }) ?? [];
  return (key) => {
    if (key === undefined) return undefined;
    let found: Type<unknown> | undefined;
    for (const renderers of registered) found = renderers[kind]?.[key] ?? found;
    return found;
  };
}
