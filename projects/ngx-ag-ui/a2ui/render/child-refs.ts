import { A2UI_LIMITS } from '../model/a2ui-limits';
import type { A2uiComponentDef } from '../model/a2ui-types';
import { readAt, toPathSegments, toPointer } from '../model/json-pointer';
import { isRecord } from '../model/share-structure';

/** One child to draw: a component id, and the scope its relative paths start from. */
export interface A2uiChildRef {
  readonly id: string;
  readonly scope: string;
}

/**
 * The children a definition names under `key`: an id (`child`), a list of ids (`children`),
 * or a template (`{ componentId, path }`: one child per item of the array at `path`, each
 * scoped to its item; at most `A2UI_LIMITS.maxTemplateItems`).
 */
export function toChildRefs(
  definition: A2uiComponentDef,
  key: string,
  scope: string,
  data: unknown,
): readonly A2uiChildRef[] {
  const value = definition[key];
  if (typeof value === 'string') return [{ id: value, scope }];
  if (Array.isArray(value)) {
    return value
      .filter((id): id is string => typeof id === 'string')
      .slice(0, A2UI_LIMITS.maxComponents)
      .map((id) => ({ id, scope }));
  }
  if (isRecord(value) && typeof value['componentId'] === 'string') {
    const segments =
      typeof value['path'] === 'string' ? toPathSegments(value['path'], scope) : null;
    const items = segments ? readAt(data, segments) : undefined;
    if (!segments || !Array.isArray(items)) return [];
    const id = value['componentId'];
    return items
      .slice(0, A2UI_LIMITS.maxTemplateItems)
      .map((_, index) => ({ id, scope: toPointer([...segments, String(index)]) }));
  }
  return [];
}

/** Two child lists that draw the same children. */
export function sameChildRefs(a: readonly A2uiChildRef[], b: readonly A2uiChildRef[]): boolean {
  return (
    a.length === b.length && a.every((ref, i) => ref.id === b[i].id && ref.scope === b[i].scope)
  );
}
