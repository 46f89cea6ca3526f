import type { Type } from '@angular/core';

import type { A2uiComponentDef } from '../model/a2ui-types';

/** A JSON value, as a schema's `enum`, `const` or `default` holds it. */
export type A2uiJsonValue =
  | string
  | number
  | boolean
  | null
  | readonly A2uiJsonValue[]
  | { readonly [key: string]: A2uiJsonValue };

/**
 * The JSON Schema of one property of a component: the part of JSON Schema a model reads to
 * write the property. A property the agent may bind to the data model (`{ "path": "/..." }`)
 * or compute (`{ "call": ... }`) is best described in `description` rather than `type`.
 */
export interface A2uiPropertySchema {
  /** The JSON type(s) of the value. */
  readonly type?:
    | 'string'
    | 'number'
    | 'integer'
    | 'boolean'
    | 'object'
    | 'array'
    | 'null'
    | readonly ('string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null')[];
  /** What the value means, for the model: the most useful field. */
  readonly description?: string;
  /** The only values allowed. */
  readonly enum?: readonly A2uiJsonValue[];
  /** The one value allowed. */
  readonly const?: A2uiJsonValue;
  /** The value assumed when the property is absent. */
  readonly default?: A2uiJsonValue;
  /** A string format (`date-time`, `uri`, ...). */
  readonly format?: string;
  /** Bounds of a number. */
  readonly minimum?: number;
  readonly maximum?: number;
  /** Bounds of a string's length. */
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Bounds of an array's length. */
  readonly minItems?: number;
  readonly maxItems?: number;
  /** The schema of each item of an array. */
  readonly items?: A2uiPropertySchema;
  /** The schemas of an object's properties. */
  readonly properties?: Readonly<Record<string, A2uiPropertySchema>>;
  /** The properties an object must have. */
  readonly required?: readonly string[];
  /** Whether (or how) an object may have other properties. */
  readonly additionalProperties?: boolean | A2uiPropertySchema;
  /** Exactly one of these schemas applies. */
  readonly oneOf?: readonly A2uiPropertySchema[];
  /** At least one of these schemas applies. */
  readonly anyOf?: readonly A2uiPropertySchema[];
}

/**
 * The JSON Schema of a component, as the catalog advertises it to the agent: an object whose
 * `required` names `id`, `component` and the properties the component cannot do without.
 */
export interface A2uiJsonSchema extends A2uiPropertySchema {
  /** A component is an object. */
  readonly type: 'object';
  /** Its properties by name (`id` and `component` need not be listed). */
  readonly properties: Readonly<Record<string, A2uiPropertySchema>>;
  /** `id`, `component` and the properties it cannot do without. */
  readonly required: readonly string[];
}

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

/**
 * A catalog component from its class and the schema of its properties, checked by the
 * compiler: `required` may only name declared properties; `id` and `component`, which every
 * component has, are added to it.
 * @example
 * components: { Rating: defineA2uiComponent(Rating, { properties: { value: { type: 'number' } }, required: ['value'] }) }
 */
export function defineA2uiComponent<const Properties extends Record<string, A2uiPropertySchema>>(
  component: Type<unknown>,
  schema: {
    readonly description?: string;
    readonly properties: Properties;
    readonly required?: readonly Extract<keyof Properties, string>[];
  },
): A2uiCatalogComponent {
  return {
    component,
    schema: {
      type: 'object',
      ...(schema.description === undefined ? {} : { description: schema.description }),
      properties: schema.properties,
      required: ['id', 'component', ...(schema.required ?? [])],
    },
  };
}

/** The id of the v0.9 basic catalog, as the middleware names it. */
export const BASIC_CATALOG_ID = 'https://a2ui.org/specification/v0_9/basic_catalog.json';

/** The id of the v0.9 basic catalog, as the specification's own examples name it. */
export const BASIC_CATALOG_SPEC_ID =
  'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
