import type { AgentWarning } from 'ngx-ag-ui/core';

/** What an A2UI warning is about. */
export type A2uiWarningKind =
  /** The activity's content is neither a lifecycle state nor `{ a2ui_operations: [...] }`. */
  | 'invalid-content'
  /** An operation that is not one of the four of v0.9, or misses its `surfaceId`: skipped. */
  | 'invalid-operation'
  /** A component the surface's catalogs do not hold: a placeholder is shown. */
  | 'unknown-component'
  /** A child id no component has (yet): nothing is shown for it. */
  | 'missing-component'
  /** The component tree nests deeper than `A2UI_LIMITS.maxDepth`: the rest is cut. */
  | 'too-deep'
  /** More components than `A2UI_LIMITS.maxComponents`: the rest is not rendered. */
  | 'too-many-components'
  /** A component that contains itself: the repeated one is not rendered. */
  | 'cycle'
  /** A string or a value larger than the limits: cut to them. */
  | 'oversized-value'
  /** A `__proto__`, `constructor` or `prototype` key in a component or data: dropped. */
  | 'unsafe-key'
  /** A URL that is not absolute http(s): not loaded. */
  | 'unsafe-url'
  /** A function call the renderer does not know: its value is left empty. */
  | 'unknown-function'
  /** An action that could not start a run (the agent waits for answers to its interrupts). */
  | 'action-not-sent';

/**
 * A survivable problem with a surface: what could be shown was, and the chat goes on. An
 * `AgentWarning` of kind `'other'`, so it can sit beside the store's warnings.
 */
export interface A2uiWarning extends AgentWarning {
  readonly kind: 'other';
  /** What exactly went wrong. */
  readonly a2ui: A2uiWarningKind;
  /** The surface it happened on, when known. */
  readonly surfaceId?: string;
  /** The component it happened at, when there is one. */
  readonly componentId?: string;
}

/** Builds an `A2uiWarning` (the kind is always `'other'`). */
export function a2uiWarning(
  a2ui: A2uiWarningKind,
  message: string,
  componentId?: string,
): A2uiWarning {
  return componentId === undefined
    ? { kind: 'other', a2ui, message }
    : { kind: 'other', a2ui, message, componentId };
}
