import { A2UI_LIMITS } from './a2ui-limits';
import { type A2uiWarning, a2uiWarning } from './a2ui-warning';
import { UNSAFE_KEYS } from './json-pointer';
import { isRecord } from './share-structure';

/**
 * A copy of a JSON value from the agent that is safe to keep: prototype keys dropped, strings
 * and nesting cut to `A2UI_LIMITS`, anything not JSON (functions, symbols) dropped. Each cut
 * adds one warning to `warnings`.
 */
export function cleanValue(
  value: unknown,
  warnings: A2uiWarning[],
  componentId?: string,
  depth = 0,
): unknown {
  if (typeof value === 'string') {
    if (value.length <= A2UI_LIMITS.maxStringLength) return value;
    warnings.push(
      a2uiWarning(
        'oversized-value',
        `A string of ${value.length} characters was cut to ${A2UI_LIMITS.maxStringLength}.`,
        componentId,
      ),
    );
    return value.slice(0, A2UI_LIMITS.maxStringLength);
  }
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value !== 'object') return undefined;
  if (depth >= A2UI_LIMITS.maxValueDepth) {
    warnings.push(
      a2uiWarning(
        'oversized-value',
        `A value nested deeper than ${depth} levels was cut.`,
        componentId,
      ),
    );
    return undefined;
  }
  if (Array.isArray(value)) {
    return value.map((item) => cleanValue(item, warnings, componentId, depth + 1) ?? null);
  }
  if (!isRecord(value)) return undefined;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (UNSAFE_KEYS.has(key)) {
      warnings.push(a2uiWarning('unsafe-key', `The key "${key}" was dropped.`, componentId));
      continue;
    }
    const cleaned = cleanValue(value[key], warnings, componentId, depth + 1);
    if (cleaned !== undefined) copy[key] = cleaned;
  }
  return copy;
}
