import type { Type } from '@angular/core';

import type { A2uiComponentDef } from '../model/a2ui-types';

/** A JSON Schema, as the catalog advertises it to the agent. */
export type A2uiJsonSchema = Readonly<Record<string, unknown>>;

/**
 * One component of a catalog: the Angular class that draws it and the JSON Schema of its
 * properties (what the agent is told it may write). The class declares the inputs it uses of
 * `A2uiComponentInputs`.
 */
export interface A2uiCatalogComponent {
  readonly component: Type<unknown>;
  readonly schema: A2uiJsonSchema;
}

/** A catalog: components by the type name an agent writes (`"Text"`, `"FlightCard"`). */
export interface A2uiCatalog {
  /** The id the agent names in `createSurface.catalogId`. */
  readonly catalogId: string;
  readonly components: Readonly<Record<string, A2uiCatalogComponent>>;
}

/**
 * The inputs a catalog component gets: its definition and the scope its relative paths start
 * from. Read properties through `injectA2uiSurface()` (`value()`, `write()`, `act()`).
 */
export interface A2uiComponentInputs {
  readonly definition: A2uiComponentDef;
  readonly scope: string;
}

/** The id of the v0.9 basic catalog, as the middleware names it. */
export const BASIC_CATALOG_ID = 'https://a2ui.org/specification/v0_9/basic_catalog.json';

/** The id of the v0.9 basic catalog, as the specification's own examples name it. */
export const BASIC_CATALOG_SPEC_ID =
  'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
