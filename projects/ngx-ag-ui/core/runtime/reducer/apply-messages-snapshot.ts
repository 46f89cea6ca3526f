import type { Message, MessagesSnapshotEvent } from '@ag-ui/core';

import { bridgeCitationsState } from '../bridge/bridge-citations-state';
import type { AgentThread, ThreadMessage } from '../thread/agent-thread';
import { seedOwners } from './attribution';
import { jsonEqual } from './json-equal';
import { EMPTY_BOOKKEEPING } from './reducer-bookkeeping';

const ACTIVITY_HISTORY_METADATA = '@ag-ui/client';

/**
 * `MESSAGES_SNAPSHOT` reconciliation (docs/ag-ui.md §6.5, §7.6.2): snapshot messages replace the
 * messages with their id in place, new ids are appended in snapshot order, everything else is
 * dropped except client-only activity / reasoning messages the snapshot does not own. Unlike the
 * reference client, a snapshot message equal to the one held keeps the held object (identity),
 * and citations are re-bridged, since snapshots often re-key messages.
 */
export function applyMessagesSnapshot(
  thread: AgentThread,
  event: MessagesSnapshotEvent,
): AgentThread {
  const incoming = event.messages as readonly Message[];
  const byId = new Map<string, Message>();
  for (const message of incoming) byId.set(message.id, message);
  const owned = authoritativeActivityTypes(event);
  const hasActivity = incoming.some((message) => message.role === 'activity');
  const hasReasoning = incoming.some((message) => message.role === 'reasoning');
  const keepsClientOnly = (message: ThreadMessage): boolean =>
    (message.role === 'activity' &&
      (owned ? !owned.includes(message.activityType) : owned !== null && !hasActivity)) ||
    (message.role === 'reasoning' && !hasReasoning);

  const next: ThreadMessage[] = [];
  for (const message of thread.messages) {
    const replacement = byId.get(message.id);
    if (replacement) next.push(sameMessage(message, replacement) ? message : replacement);
    else if (keepsClientOnly(message)) next.push(message);
  }
  const present = new Set(next.map((message) => message.id));
  for (const message of incoming) if (!present.has(message.id)) next.push(message);

  const unchanged =
    next.length === thread.messages.length && next.every((m, i) => m === thread.messages[i]);
  const messages = bridgeCitationsState(thread, unchanged ? thread.messages : next);
  // The snapshot restates who owns each message it carries (it has no attribution of its own).
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  const seeded = seedOwners(bookkeeping, incoming, true);
  if (messages === thread.messages)
    return seeded === bookkeeping ? thread : { ...thread, bookkeeping: seeded };
  return { ...thread, messages, bookkeeping: seeded };
}

/** The activity types a snapshot declares it owns (client-package convention, §7.6.2). */
function authoritativeActivityTypes(
  event: MessagesSnapshotEvent,
): readonly string[] | null | undefined {
  const metadata = event.metadata;
  if (!metadata || !Object.prototype.hasOwnProperty.call(metadata, ACTIVITY_HISTORY_METADATA))
    return undefined;
  const value: unknown = metadata[ACTIVITY_HISTORY_METADATA];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  if (!Object.prototype.hasOwnProperty.call(value, 'authoritativeActivityTypes')) return undefined;
  const types: unknown = (value as Record<string, unknown>)['authoritativeActivityTypes'];
  if (types === null) return null;
  return Array.isArray(types) && types.every((type) => typeof type === 'string') ? types : [];
}

/** Whether the held message equals the snapshot's (ignoring the bridged `citations`). */
function sameMessage(held: ThreadMessage, incoming: Message): boolean {
  if (held === incoming) return true;
  const heldKeys = Object.keys(held).filter((key) => key !== 'citations');
  if (heldKeys.length !== Object.keys(incoming).length) return false;
  return heldKeys.every((key) =>
    jsonEqual((held as Record<string, unknown>)[key], (incoming as Record<string, unknown>)[key]),
  );
}
