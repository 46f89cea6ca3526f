/*
 * Public API of `ngx-ag-ui/a2ui`: A2UI (Agent-to-User Interface) surfaces, composed by the
 * agent at run time and carried over AG-UI as `a2ui-surface` activities, drawn as Angular
 * components (docs/a2ui.md).
 *
 * View code: an app provides it (`provideA2ui()`) on the routes that show surfaces, never at
 * startup, since the entry is one module to a bundler (docs/bundle-size.md).
 */

export type { A2uiFeature } from './provide/provide-a2ui';
export { provideA2ui, withCatalog } from './provide/provide-a2ui';
export { A2UI_CATALOGS } from './provide/a2ui-catalogs';
export { A2UI_SCHEMA_CONTEXT_DESCRIPTION, toCatalogContext } from './provide/catalog-context';
export type {
  A2uiCatalog,
  A2uiCatalogComponent,
  A2uiComponentInputs,
  A2uiJsonSchema,
  A2uiJsonValue,
  A2uiPropertySchema,
} from './catalog/a2ui-catalog';
export {
  BASIC_CATALOG_ID,
  BASIC_CATALOG_SPEC_ID,
  defineA2uiComponent,
} from './catalog/a2ui-catalog';
export { BASIC_CATALOG } from './catalog/basic-catalog';
export { A2uiSurface, A2UI_ACTIVITY_TYPE } from './render/a2ui-surface';
export { A2uiActivity } from './render/a2ui-activity';
export { A2uiNode } from './render/a2ui-node';
export type { A2uiSurfaceSource } from './render/a2ui-surface-context';
export { A2uiSurfaceContext, injectA2uiSurface } from './render/a2ui-surface-context';
export type { A2uiChildRef } from './render/child-refs';
export type { A2uiUserAction } from './render/user-action';
export type {
  A2uiComponentDef,
  A2uiLifecycle,
  A2uiSurfaceModel,
  A2uiSurfaceStatus,
} from './model/a2ui-types';
export type { A2uiWarning, A2uiWarningKind } from './model/a2ui-warning';
export { A2UI_LIMITS } from './model/a2ui-limits';
export type { ReadSurfaceResult } from './model/read-surface';
export { A2UI_OPERATIONS_KEY, readSurface } from './model/read-surface';
