import type { Message } from '@ag-ui/core';

/** Citation lists kept in `state.citations` at most (one per answer). */
export const MAX_CITED_ANSWERS = 50;

/** Escapes a key for a JSON Pointer token (RFC 6901): `~` → `~0`, `/` → `~1`. */
export function toPointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The history to restate in `MESSAGES_SNAPSHOT`: the client's messages with only AG-UI fields
 * (client-side additions such as bridged `citations` are not echoed). Reasoning messages are left
 * out on purpose, so the client keeps its own (a snapshot without reasoning owns none of them).
 */
export function toSnapshotHistory(messages: readonly Message[]): Message[] {
  const history: Message[] = [];
  for (const message of messages) {
    if (message.role === 'reasoning' || message.role === 'activity') continue;
    const copy: Record<string, unknown> = {};
    for (const key of [
      'id',
      'role',
      'content',
      'name',
      'toolCalls',
      'toolCallId',
      'error',
      'metadata',
      'encryptedValue',
    ]) {
      const value = (message as unknown as Record<string, unknown>)[key];
      if (value !== undefined && value !== null) copy[key] = value;
    }
    history.push(copy as unknown as Message);
  }
  return history;
}

/**
 * The state to restate at the start of a run: the client's state (a plain object, else `{}`),
 * with `citations` limited to answers (and the surfaces they drew) still in the conversation
 * (regenerated or dropped answers lose theirs) and to the most recent `MAX_CITED_ANSWERS`.
 */
export function toBaselineState(
  state: unknown,
  messages: readonly Message[],
): Record<string, unknown> {
  const base = isPlainObject(state) ? { ...state } : {};
  const previous = isPlainObject(base['citations']) ? base['citations'] : {};
  const citations: Record<string, unknown> = {};
  // An A2UI surface drawn by an answer's tool call is the activity `a2ui-surface-<toolCallId>`
  // (as @ag-ui/a2ui-middleware names it): activities are not sent back, so it is found by its call.
  const kept = messages
    .flatMap((message) =>
      message.role === 'assistant'
        ? [message.id, ...(message.toolCalls ?? []).map((call) => `a2ui-surface-${call.id}`)]
        : [],
    )
    .filter((id) => Object.hasOwn(previous, id))
    .slice(-MAX_CITED_ANSWERS);
  for (const id of kept) citations[id] = previous[id];
  return { ...base, citations };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
