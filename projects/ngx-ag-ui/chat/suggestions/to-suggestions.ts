import type { ThreadMessage } from 'ngx-ag-ui/core';

/** One suggested question: the chip's text, and the message it sends when that differs. */
export interface ChatSuggestion {
  /** The chip's text. */
  readonly title: string;
  /** What choosing it sends (the title when absent). */
  readonly message?: string;
}

/** The most chips shown, and the longest text kept per chip: an agent's list is not trusted. */
export const SUGGESTION_LIMITS = { count: 6, length: 300 } as const;

/** The activity type whose `content.suggestions` an agent sends suggestions in. */
export const SUGGESTIONS_ACTIVITY_TYPE = 'suggestions';

/**
 * The valid suggestions in `value`: an array of strings or `{ title, message? }` objects.
 * Anything else (a number, an empty title, a 10,000-item list) is dropped or cut, never thrown.
 */
export function toSuggestions(value: unknown): ChatSuggestion[] {
  if (!Array.isArray(value)) return [];
  const out: ChatSuggestion[] = [];
  for (const item of value) {
    if (out.length === SUGGESTION_LIMITS.count) break;
    const title = typeof item === 'string' ? item : isRecord(item) ? item['title'] : undefined;
    const message = isRecord(item) ? item['message'] : undefined;
    if (typeof title !== 'string' || title.trim() === '') continue;
    out.push({
      title: title.trim().slice(0, SUGGESTION_LIMITS.length),
      ...(typeof message === 'string' && message.trim()
        ? { message: message.trim().slice(0, SUGGESTION_LIMITS.length) }
        : {}),
    });
  }
  return out;
}

/**
 * The agent's suggestions for the next turn: the newest `suggestions` activity after the
 * person's last message (its `content.suggestions`), else the state's `suggestions` field.
 */
export function agentSuggestions(
  messages: readonly ThreadMessage[],
  state: unknown,
): ChatSuggestion[] {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message.role === 'user') break;
    if (message.role === 'activity' && message.activityType === SUGGESTIONS_ACTIVITY_TYPE)
      return toSuggestions(isRecord(message.content) ? message.content['suggestions'] : undefined);
  }
  return isRecord(state) ? toSuggestions(state['suggestions']) : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
