import { A2UI_LIMITS } from './a2ui-limits';
import type {
  A2uiComponentDef,
  A2uiLifecycle,
  A2uiSurfaceModel,
  A2uiSurfaceStatus,
} from './a2ui-types';
import { EMPTY_SURFACE } from './a2ui-types';
import { type A2uiWarning, a2uiWarning } from './a2ui-warning';
import { cleanValue } from './clean-value';
import { toPathSegments, writeAt } from './json-pointer';
import { isRecord, shareStructure } from './share-structure';

/** The content key that holds a painted surface's operations. */
export const A2UI_OPERATIONS_KEY = 'a2ui_operations';

/** A surface read from one activity content, and what was wrong with that content. */
export interface ReadSurfaceResult {
  readonly surface: A2uiSurfaceModel;
  readonly warnings: readonly A2uiWarning[];
}

const LIFECYCLE: ReadonlySet<string> = new Set(['building', 'retrying', 'failed']);

/**
 * The surface an `a2ui-surface` activity's content describes, built on `previous` (the surface
 * the last content gave). Pure and total: it never throws, bad parts become warnings.
 *
 * - `{ a2ui_operations: [...] }` holds every operation so far: they are replayed, and every
 *   component and data branch equal to `previous` keeps `previous`'s identity.
 * - `{ status: "building" | "retrying" | "failed", ... }` changes the status only: a surface
 *   already painted stays, so a failure after painting keeps what the person sees and typed.
 */
export function readSurface(
  previous: A2uiSurfaceModel | undefined,
  content: unknown,
): ReadSurfaceResult {
  const base = previous ?? EMPTY_SURFACE;
  const warnings: A2uiWarning[] = [];
  if (!isRecord(content)) {
    warnings.push(a2uiWarning('invalid-content', 'The surface content is not an object.'));
    return { surface: base, warnings };
  }
  const operations = content[A2UI_OPERATIONS_KEY];
  if (Array.isArray(operations)) {
    const replayed = replay(operations, warnings);
    const components = shareComponents(base.components, replayed.components);
    const surface: A2uiSurfaceModel = {
      ...replayed,
      components,
      data: shareStructure(base.data, replayed.data),
      lifecycle: {},
    };
    return { surface: withSurfaceId(surface, warnings), warnings };
  }
  const status = content['status'];
  if (typeof status === 'string' && LIFECYCLE.has(status)) {
    const lifecycle = readLifecycle(content);
    const keep = base.status === 'ready' && status !== 'failed' ? 'ready' : status;
    return {
      surface: { ...base, status: keep as A2uiSurfaceStatus, lifecycle },
      warnings,
    };
  }
  warnings.push(
    a2uiWarning('invalid-content', 'The surface content has neither operations nor a status.'),
  );
  return { surface: base, warnings };
}

interface Replayed {
  surfaceId: string | undefined;
  catalogId: string | undefined;
  status: A2uiSurfaceStatus;
  components: Map<string, A2uiComponentDef>;
  data: unknown;
}

function replay(operations: readonly unknown[], warnings: A2uiWarning[]): Replayed {
  const state: Replayed = {
    surfaceId: undefined,
    catalogId: undefined,
    status: 'ready',
    components: new Map(),
    data: {},
  };
  if (operations.length > A2UI_LIMITS.maxOperations) {
    warnings.push(
      a2uiWarning(
        'oversized-value',
        `${operations.length} operations: only the first ${A2UI_LIMITS.maxOperations} were read.`,
      ),
    );
  }
  for (const operation of operations.slice(0, A2UI_LIMITS.maxOperations)) {
    applyOperation(state, operation, warnings);
  }
  return state;
}

function applyOperation(state: Replayed, operation: unknown, warnings: A2uiWarning[]): void {
  const [kind, body] = isRecord(operation) ? operationOf(operation) : [undefined, undefined];
  const surfaceId = typeof body?.['surfaceId'] === 'string' ? body['surfaceId'] : undefined;
  if (!kind || !body || surfaceId === undefined) {
    warnings.push(a2uiWarning('invalid-operation', 'An operation was not understood: skipped.'));
    return;
  }
  // One activity message is one surface: operations for another surface are not ours.
  if (state.surfaceId !== undefined && state.surfaceId !== surfaceId) {
    warnings.push(
      a2uiWarning(
        'invalid-operation',
        `An operation for another surface ("${surfaceId}"): skipped.`,
      ),
    );
    return;
  }
  state.surfaceId = surfaceId;
  if (kind === 'createSurface') {
    if (typeof body['catalogId'] === 'string') state.catalogId = body['catalogId'];
    state.status = 'ready';
  } else if (kind === 'updateComponents') {
    addComponents(state, body['components'], warnings);
  } else if (kind === 'updateDataModel') {
    const path = typeof body['path'] === 'string' ? body['path'] : '/';
    const segments = toPathSegments(path);
    if (!segments) {
      warnings.push(a2uiWarning('unsafe-key', `The data path "${path}" was refused.`));
      return;
    }
    state.data = writeAt(state.data, segments, cleanValue(body['value'], warnings));
  } else {
    state.status = 'deleted';
    state.components = new Map();
  }
}

const OPERATIONS = ['createSurface', 'updateComponents', 'updateDataModel', 'deleteSurface'];

function operationOf(
  operation: Record<string, unknown>,
): [string | undefined, Record<string, unknown> | undefined] {
  const kinds = OPERATIONS.filter((name) => isRecord(operation[name]));
  // Exactly one operation per message (v0.9): two at once are ambiguous.
  if (kinds.length !== 1) return [undefined, undefined];
  return [kinds[0], operation[kinds[0]] as Record<string, unknown>];
}

function addComponents(state: Replayed, components: unknown, warnings: A2uiWarning[]): void {
  if (!Array.isArray(components)) {
    warnings.push(a2uiWarning('invalid-operation', 'updateComponents without a components list.'));
    return;
  }
  let dropped = 0;
  for (const raw of components) {
    if (!isRecord(raw) || typeof raw['id'] !== 'string' || typeof raw['component'] !== 'string') {
      warnings.push(a2uiWarning('invalid-operation', 'A component without an id or a type.'));
      continue;
    }
    const id = raw['id'];
    if (!state.components.has(id) && state.components.size >= A2UI_LIMITS.maxComponents) {
      dropped++;
      continue;
    }
    const cleaned = cleanValue(raw, warnings, id) as A2uiComponentDef;
    state.components.set(id, cleaned);
  }
  if (dropped > 0) {
    warnings.push(
      a2uiWarning(
        'too-many-components',
        `${dropped} components past the limit of ${A2UI_LIMITS.maxComponents} were dropped.`,
      ),
    );
  }
}

function shareComponents(
  previous: ReadonlyMap<string, A2uiComponentDef>,
  next: Map<string, A2uiComponentDef>,
): ReadonlyMap<string, A2uiComponentDef> {
  let same = previous.size === next.size;
  for (const [id, component] of next) {
    const shared = shareStructure(previous.get(id), component);
    next.set(id, shared);
    same &&= shared === previous.get(id);
  }
  return same ? previous : next;
}

function readLifecycle(content: Record<string, unknown>): A2uiLifecycle {
  const number = (key: string) => (typeof content[key] === 'number' ? content[key] : undefined);
  const error = typeof content['error'] === 'string' ? content['error'] : undefined;
  return {
    progressTokens: number('progressTokens'),
    attempt: number('attempt'),
    maxAttempts: number('maxAttempts'),
    error: error?.slice(0, A2UI_LIMITS.maxStringLength),
  };
}

function withSurfaceId(surface: A2uiSurfaceModel, warnings: A2uiWarning[]): A2uiSurfaceModel {
  if (warnings.length > 0 && surface.surfaceId !== undefined) {
    for (let i = 0; i < warnings.length; i++) {
      warnings[i] = { ...warnings[i], surfaceId: surface.surfaceId };
    }
  }
  return surface;
}
