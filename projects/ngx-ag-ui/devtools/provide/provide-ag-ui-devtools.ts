import type { AgUiFeature } from 'ngx-ag-ui';
import { withStoreExtension } from 'ngx-ag-ui';

import { attachDevtools } from './attach-devtools';

/**
 * Adds the AG-UI devtools to an agent: pass it to that agent's `provideAgUi()`. In a development
 * build it records every stream of the agent (through the store's extension point) and
 * Alt+Shift+A opens an in-page panel: the event timeline, each event's effect, open items, time
 * travel, export as a fixture and a spec (docs/devtools.md). In a production build it is an
 * empty feature: the optimizer drops the whole body, the panel included (only a dynamic import
 * inside the development branch reaches it), so the app ships none of it.
 *
 * @example
 * provideAgUi({ url: '/api/agent' }, withTools(TOOLS), provideAgUiDevtools())
 */
export function provideAgUiDevtools(): AgUiFeature<'extension'> {
  // The import() sits in the guarded branch itself: production builds drop the branch while
  // parsing, before they split chunks, so that not even an unused chunk of the panel is written.
  if (typeof ngDevMode === 'undefined' || ngDevMode)
    return withStoreExtension((host) =>
      attachDevtools(host, () => import('../panel/devtools-panel').then((m) => m.DevtoolsPanel)),
    );
  return { ɵkind: 'extension', ɵproviders: [] };
}
