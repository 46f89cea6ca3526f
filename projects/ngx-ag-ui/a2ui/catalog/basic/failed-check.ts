import type { A2uiComponentDef } from '../../model/a2ui-types';
import { isRecord } from '../../model/share-structure';
import type { A2uiSurfaceContext } from '../../render/a2ui-surface-context';

/**
 * The message of the first of a component's `checks` (`{ condition, message }`) whose condition
 * does not resolve to `true` against the surface's data, or `undefined` when all pass.
 */
export function failedCheck(
  surface: A2uiSurfaceContext,
  definition: A2uiComponentDef,
  scope: string,
): string | undefined {
  const checks = definition['checks'];
  if (!Array.isArray(checks)) return undefined;
  for (const check of checks) {
    if (!isRecord(check)) continue;
    const passed = surface.resolve(check['condition'], scope, definition.id);
    if (passed !== true) return typeof check['message'] === 'string' ? check['message'] : 'Invalid';
  }
  return undefined;
}
