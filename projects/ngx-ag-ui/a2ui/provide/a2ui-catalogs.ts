import { InjectionToken } from '@angular/core';

import type { A2uiCatalog } from '../catalog/a2ui-catalog';

/** The catalogs of `withCatalog()`, nearest last; surfaces draw with them over the basic one. */
export const A2UI_CATALOGS = new InjectionToken<readonly A2uiCatalog[]>('ngx-ag-ui a2ui catalogs');
