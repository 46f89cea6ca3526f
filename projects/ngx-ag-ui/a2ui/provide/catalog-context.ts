import type { A2uiCatalog } from '../catalog/a2ui-catalog';

/** The description the middleware looks for in `RunAgentInput.context` (its `A2UI_SCHEMA_CONTEXT_DESCRIPTION`). */
export const A2UI_SCHEMA_CONTEXT_DESCRIPTION =
  'A2UI Component Schema \u2014 available components for generating UI surfaces. Use these component names and properties when creating A2UI operations.';

/**
 * The `context` entry that tells the agent which components it may use: the catalog's id and
 * each component's JSON Schema, as the middleware reads it.
 */
export function toCatalogContext(catalog: A2uiCatalog): { description: string; value: string } {
  const components: Record<string, unknown> = {};
  for (const name of Object.keys(catalog.components)) {
    components[name] = catalog.components[name].schema;
  }
  return {
    description: A2UI_SCHEMA_CONTEXT_DESCRIPTION,
    value: JSON.stringify({ catalogId: catalog.catalogId, components }),
  };
}
