import { isRecord } from '../guards/guards';
import type { AgentWarning } from '../thread/agent-error';
import type { LegacyThinking } from './reducer-bookkeeping';

const REASONING_TYPE: Readonly<Record<string, string>> = {
  THINKING_START: 'REASONING_START',
  THINKING_END: 'REASONING_END',
  THINKING_TEXT_MESSAGE_START: 'REASONING_MESSAGE_START',
  THINKING_TEXT_MESSAGE_CONTENT: 'REASONING_MESSAGE_CONTENT',
  THINKING_TEXT_MESSAGE_END: 'REASONING_MESSAGE_END',
};

/** Whether `event` is one of the pre-1.0 `THINKING_*` events AG-UI 1.0 replaced by `REASONING_*`. */
export function isLegacyThinkingEvent(
  event: unknown,
): event is Record<string, unknown> & { type: string } {
  if (!isRecord(event)) return false;
  const type = event['type'];
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(REASONING_TYPE, type);
}

/** A legacy event read as its `REASONING_*` equivalent, or why it cannot be. */
export type LegacyTranslation =
  | { readonly event: Record<string, unknown>; readonly legacy: LegacyThinking }
  | { readonly problem: string };

/**
 * Reads a legacy `THINKING_*` event as the reference client's compatibility boundary does:
 * `THINKING_START` / `THINKING_END` open and close a reasoning span, `THINKING_TEXT_MESSAGE_*`
 * stream a reasoning message. The legacy events carry no ids, so each opener mints one and the
 * continuations use the one their opener minted (`legacy`); `THINKING_START`'s `title` has no
 * place in 1.0 and is dropped. Minted ids are made of the run id and a count, so a reducer
 * stays pure (the reference mints random UUIDs). A continuation with no opener is refused here,
 * where the reference would mint an id nothing opened and refuse that a step later.
 */
export function translateLegacyEvent(
  event: Record<string, unknown> & { type: string },
  legacy: LegacyThinking,
  runId: string | undefined,
): LegacyTranslation {
  const type = REASONING_TYPE[event.type];
  const mint = (): string => `${runId ?? 'run'}-thinking-${legacy.minted + 1}`;
  switch (event.type) {
    case 'THINKING_START': {
      const messageId = mint();
      const rest = { ...event };
      delete rest['title'];
      return {
        event: { ...rest, type, messageId },
        legacy: { ...legacy, spanId: messageId, minted: legacy.minted + 1 },
      };
    }
    case 'THINKING_TEXT_MESSAGE_START': {
      const messageId = mint();
      return {
        event: { ...event, type, messageId, role: 'reasoning' },
        legacy: { ...legacy, messageId, minted: legacy.minted + 1 },
      };
    }
    case 'THINKING_END': {
      if (legacy.spanId === undefined)
        return { problem: `'THINKING_END' closes no open 'THINKING_START'` };
      return {
        event: { ...event, type, messageId: legacy.spanId },
        legacy: { ...legacy, spanId: undefined },
      };
    }
    default: {
      const messageId = legacy.messageId;
      if (messageId === undefined) {
        return { problem: `'${event.type}' continues no open 'THINKING_TEXT_MESSAGE_START'` };
      }
      const ends = event.type === 'THINKING_TEXT_MESSAGE_END';
      return {
        event: { ...event, type, messageId },
        legacy: ends ? { ...legacy, messageId: undefined } : legacy,
      };
    }
  }
}

/** The one warning a run that speaks legacy `THINKING_*` events gets. */
export function legacyThinkingWarning(eventType: string): AgentWarning {
  return {
    kind: 'other',
    message:
      'Read the deprecated THINKING_* events of this run as REASONING_* events (AG-UI 1.0 removed them; a THINKING_START title is dropped)',
    eventType,
  };
}
