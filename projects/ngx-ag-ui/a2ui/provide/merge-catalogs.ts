import type { A2uiCatalog, A2uiCatalogComponent } from '../catalog/a2ui-catalog';
import { BASIC_CATALOG_ID } from '../catalog/a2ui-catalog';

/**
 * One catalog from several: every component of each, a later one replacing an earlier one of
 * the same name; the id is the last catalog's (the one the app registered last).
 */
export function mergeCatalogs(catalogs: readonly A2uiCatalog[]): A2uiCatalog {
  const components: Record<string, A2uiCatalogComponent> = {};
  for (const catalog of catalogs) {
    for (const name of Object.keys(catalog.components)) {
      components[name] = catalog.components[name];
    }
  }
  return { catalogId: catalogs.at(-1)?.catalogId ?? BASIC_CATALOG_ID, components };
}
