import type { SubagentRun, ThreadMessage } from 'ngx-ag-ui/core';

/** One row of a conversation, or of a subagent's card: a message, or a nested subagent's card. */
export interface ChatRow {
  readonly kind: 'message' | 'subagent';
  /** The message id, or the `subagentRunId`. */
  readonly id: string;
}

/** Deeper than any real delegation; a guard against a parent chain that loops. */
const MAX_DEPTH = 64;

/**
 * The rows of one level of a conversation: `scope` `undefined` is the parent agent's level, a
 * `subagentRunId` the inside of that subagent's card. A message of the level is a row; the
 * messages of a subagent one level down become one card row, where its first message would be;
 * subagents of the level that have no message yet follow at the end, in start order. Tool
 * results show inside their tool call, never as rows. A subagent of an earlier run (runs reset
 * `subagents`) is still a card, of the parent agent's level.
 */
export function toChatRows(
  messages: readonly ThreadMessage[],
  subagents: readonly SubagentRun[],
  scope: string | undefined,
): readonly ChatRow[] {
  const parentOf = new Map<string, string | undefined>();
  for (const run of subagents) parentOf.set(run.subagentRunId, run.parentSubagentRunId);
  const rows: ChatRow[] = [];
  const cards = new Set<string>();
  const card = (id: string) => {
    if (cards.has(id)) return;
    cards.add(id);
    rows.push({ kind: 'subagent', id });
  };
  for (const message of messages) {
    if (message.role === 'tool') continue;
    const owner = message.subagentRunId;
    if (owner === scope) {
      rows.push({ kind: 'message', id: message.id });
      continue;
    }
    if (owner === undefined) continue;
    // Walk up from the message's owner to the subagent whose parent is this level.
    let child = owner;
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
      const parent = parentOf.get(child);
      if (parent === scope) {
        card(child);
        break;
      }
      if (parent === undefined) break;
      child = parent;
    }
  }
  for (const run of subagents) if (run.parentSubagentRunId === scope) card(run.subagentRunId);
  return rows;
}

/** Whether two row lists are the same rows in the same order (a `computed`'s `equal`). */
export function sameRows(a: readonly ChatRow[], b: readonly ChatRow[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++)
    if (a[i].kind !== b[i].kind || a[i].id !== b[i].id) return false;
  return true;
}
