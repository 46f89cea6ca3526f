import type { A2uiCatalog, A2uiJsonSchema } from '../catalog/a2ui-catalog';

/** The description the middleware looks for in `RunAgentInput.context` (its `A2UI_SCHEMA_CONTEXT_DESCRIPTION`). */
export const A2UI_SCHEMA_CONTEXT_DESCRIPTION =
  'A2UI Component Schema \u2014 available components for generating UI surfaces. Use these component names and properties when creating A2UI operations.';

/**
 * The `context` entry that tells the agent which components it may use: the catalog's id and
 * each component's JSON Schema, as the middleware reads it.
 */
export function toCatalogContext(catalog: A2uiCatalog): { description: string; value: string } {
  return catalogContext(catalog.catalogId, {}, [catalog]);
}

/**
 * The `context` entry of `base` (schemas by component name) with `catalogs` drawn over it, a
 * later one replacing a component of the same name; the id is the last catalog's, or
 * `baseId`. Only schemas are read, so the components' code need not be loaded.
 */
export function catalogContext(
  baseId: string,
  base: Readonly<Record<string, A2uiJsonSchema>>,
  catalogs: readonly A2uiCatalog[],
): { description: string; value: string } {
  const components: Record<string, unknown> = { ...base };
  for (const catalog of catalogs) {
    for (const name of Object.keys(catalog.components)) {
      components[name] = catalog.components[name].schema;
    }
  }
  return {
    description: A2UI_SCHEMA_CONTEXT_DESCRIPTION,
    value: JSON.stringify({ catalogId: catalogs.at(-1)?.catalogId ?? baseId, components }),
  };
}
