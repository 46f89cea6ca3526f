import type { A2uiComponentDef } from '../model/a2ui-types';
import { isRecord } from '../model/share-structure';

/**
 * What the middleware reads from `forwardedProps.a2uiAction.userAction` (its
 * `A2UIUserAction`): the action's name, where it happened, and its context resolved.
 */
export interface A2uiUserAction {
  readonly name: string;
  readonly surfaceId?: string;
  readonly sourceComponentId: string;
  readonly context: Readonly<Record<string, unknown>>;
  readonly timestamp: string;
}

/**
 * The user action of a component's `action: { event: { name, context } }`, every context
 * value resolved by `resolve` (paths read from the data); `undefined` when there is no event.
 */
export function toUserAction(
  definition: A2uiComponentDef,
  surfaceId: string | undefined,
  resolve: (value: unknown) => unknown,
): A2uiUserAction | undefined {
  const action = definition['action'];
  const event = isRecord(action) ? action['event'] : undefined;
  if (!isRecord(event) || typeof event['name'] !== 'string') return undefined;
  const raw = isRecord(event['context']) ? event['context'] : {};
  const context: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) context[key] = resolve(raw[key]) ?? null;
  return {
    name: event['name'],
    ...(surfaceId === undefined ? {} : { surfaceId }),
    sourceComponentId: definition.id,
    context,
    timestamp: new Date().toISOString(),
  };
}
