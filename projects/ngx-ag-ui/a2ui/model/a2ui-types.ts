/** One component definition of a surface: `{ id, component: "<Type>", ...props }`. */
export interface A2uiComponentDef {
  readonly id: string;
  readonly component: string;
  readonly [prop: string]: unknown;
}

/** Where a surface is in its life (the middleware's lifecycle, then the painted surface). */
export type A2uiSurfaceStatus = 'building' | 'retrying' | 'failed' | 'ready' | 'deleted';

/** What the lifecycle states say besides their status. */
export interface A2uiLifecycle {
  /** A rough count of what streamed so far (`building`). */
  readonly progressTokens?: number;
  /** The attempt under way and the cap (`retrying`, `failed`). */
  readonly attempt?: number;
  readonly maxAttempts?: number;
  /** Why generation failed (`failed`). */
  readonly error?: string;
}

/**
 * A surface as the renderer sees it: its components by id, its data model and its status.
 * Built by `readSurface()`; unchanged parts keep their identity from one snapshot to the next.
 */
export interface A2uiSurfaceModel {
  readonly surfaceId: string | undefined;
  readonly catalogId: string | undefined;
  readonly status: A2uiSurfaceStatus;
  readonly lifecycle: A2uiLifecycle;
  readonly components: ReadonlyMap<string, A2uiComponentDef>;
  readonly data: unknown;
}

/** A surface with nothing in it yet. */
export const EMPTY_SURFACE: A2uiSurfaceModel = {
  surfaceId: undefined,
  catalogId: undefined,
  status: 'building',
  lifecycle: {},
  components: new Map(),
  data: {},
};
