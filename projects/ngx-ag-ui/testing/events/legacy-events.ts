import type { BaseEvent } from '@ag-ui/core';

/**
 * A pre-1.0 `THINKING_*` event. AG-UI 1.0 removed these from `EventType` (the `REASONING_*` events
 * replace them), but older backends still send them, so tests need to build them.
 */
export interface LegacyThinkingEvent extends Omit<BaseEvent, 'type'> {
  readonly type:
    | 'THINKING_START'
    | 'THINKING_END'
    | 'THINKING_TEXT_MESSAGE_START'
    | 'THINKING_TEXT_MESSAGE_CONTENT'
    | 'THINKING_TEXT_MESSAGE_END';
  readonly title?: string;
  readonly delta?: string;
  readonly subagentRunId?: string;
}

/** Optional fields of a legacy event (everything but `type` and `delta`). */
export type OptionalLegacyFields = Partial<Omit<LegacyThinkingEvent, 'type' | 'delta'>>;

/** Builds a legacy `THINKING_START` event (read as `REASONING_START`; its `title` is dropped). */
export function thinkingStart(extra: OptionalLegacyFields = {}): LegacyThinkingEvent {
  return { type: 'THINKING_START', ...extra };
}

/** Builds a legacy `THINKING_END` event (read as `REASONING_END`). */
export function thinkingEnd(extra: OptionalLegacyFields = {}): LegacyThinkingEvent {
  return { type: 'THINKING_END', ...extra };
}

/** Builds a legacy `THINKING_TEXT_MESSAGE_START` event (read as `REASONING_MESSAGE_START`). */
export function thinkingTextMessageStart(extra: OptionalLegacyFields = {}): LegacyThinkingEvent {
  return { type: 'THINKING_TEXT_MESSAGE_START', ...extra };
}

/** Builds a legacy `THINKING_TEXT_MESSAGE_CONTENT` event (read as `REASONING_MESSAGE_CONTENT`). */
export function thinkingTextMessageContent(
  delta: string,
  extra: OptionalLegacyFields = {},
): LegacyThinkingEvent {
  return { type: 'THINKING_TEXT_MESSAGE_CONTENT', delta, ...extra };
}

/** Builds a legacy `THINKING_TEXT_MESSAGE_END` event (read as `REASONING_MESSAGE_END`). */
export function thinkingTextMessageEnd(extra: OptionalLegacyFields = {}): LegacyThinkingEvent {
  return { type: 'THINKING_TEXT_MESSAGE_END', ...extra };
}
