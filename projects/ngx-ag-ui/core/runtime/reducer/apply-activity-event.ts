import {
  EventType,
  type ActivityDeltaEvent,
  type ActivityMessage,
  type ActivitySnapshotEvent,
} from '@ag-ui/core';

import { applyStateDelta } from '../state-delta/apply-state-delta';
import type { AgentThread } from '../thread/agent-thread';
import { patchWarning } from './apply-state-event';
import { attributionProblem, claimOwner, setOwner } from './attribution';
import { eventError, failRun } from './fail-run';
import { mergeEventMetadata, touchesMetadataCitations } from './merge-event-metadata';
import { findMessageIndex } from './message-index';
import { EMPTY_BOOKKEEPING } from './reducer-bookkeeping';
import { withAppendedMessage, withRebridgedMessage, withReplacedMessage } from './thread-messages';
import { withWarnings } from './with-warnings';

/**
 * `ACTIVITY_SNAPSHOT` creates or replaces an activity message (`replace: false` leaves an
 * existing one as it is); `ACTIVITY_DELTA` patches its `content` with `applyStateDelta` and
 * retypes it. Metadata accumulates across replacements (docs/ag-ui.md §6.7, §7.6).
 */
export function applyActivityEvent(
  thread: AgentThread,
  event: ActivitySnapshotEvent | ActivityDeltaEvent,
): AgentThread {
  const attributed = attributeActivity(thread, event);
  if (attributed.status === 'error') return attributed;
  const next =
    event.type === EventType.ACTIVITY_SNAPSHOT
      ? applySnapshot(attributed, event)
      : applyDelta(attributed, event);
  if (next === thread || !touchesMetadataCitations(event)) return next;
  const at = findMessageIndex(next.messages, event.messageId);
  return at < 0 ? next : withRebridgedMessage(next, at, next.messages[at]);
}

/**
 * A snapshot that creates or replaces an activity (re-)owns it; one with `replace: false` leaves
 * an existing owner alone. A delta must come from the owner.
 */
function attributeActivity(
  thread: AgentThread,
  event: ActivitySnapshotEvent | ActivityDeltaEvent,
): AgentThread {
  const bookkeeping = thread.bookkeeping ?? EMPTY_BOOKKEEPING;
  if (event.type === EventType.ACTIVITY_DELTA) {
    const problem = attributionProblem(
      bookkeeping,
      'activity',
      event.messageId,
      event.subagentRunId,
    );
    return problem ? failRun(thread, eventError('protocol', problem, event)) : thread;
  }
  const owned =
    event.replace === false
      ? claimOwner(bookkeeping, 'activity', event.messageId, event.subagentRunId)
      : setOwner(bookkeeping, 'activity', event.messageId, event.subagentRunId);
  return owned === bookkeeping ? thread : { ...thread, bookkeeping: owned };
}

function applySnapshot(thread: AgentThread, event: ActivitySnapshotEvent): AgentThread {
  const at = findMessageIndex(thread.messages, event.messageId);
  const replace = event.replace ?? true;
  const fresh: ActivityMessage = {
    id: event.messageId,
    role: 'activity',
    activityType: event.activityType,
    content: event.content,
    ...(event.subagentRunId !== undefined && { subagentRunId: event.subagentRunId }),
  };
  if (at < 0) return withAppendedMessage(thread, mergeEventMetadata(fresh, event));
  const existing = thread.messages[at];
  if (existing.role !== 'activity') {
    // A new message object takes the old one's place, so it is bridged like an appended one: the
    // state's entry for this id applies to it (and a later snapshot re-bridge must agree).
    return replace ? withRebridgedMessage(thread, at, mergeEventMetadata(fresh, event)) : thread;
  }
  if (!replace) return withReplacedMessage(thread, at, mergeEventMetadata(existing, event));
  const replaced: ActivityMessage = {
    ...existing,
    activityType: event.activityType,
    content: event.content,
    subagentRunId: event.subagentRunId,
  };
  if (event.subagentRunId === undefined)
    delete (replaced as { subagentRunId?: string }).subagentRunId;
  return withReplacedMessage(thread, at, mergeEventMetadata(replaced, event));
}

function applyDelta(thread: AgentThread, event: ActivityDeltaEvent): AgentThread {
  const at = findMessageIndex(thread.messages, event.messageId);
  const existing = at >= 0 ? thread.messages[at] : undefined;
  if (existing?.role !== 'activity') {
    const message = existing
      ? `Message '${event.messageId}' is not an activity message`
      : `No activity message with ID '${event.messageId}'`;
    return withWarnings(thread, [
      { kind: 'activity-patch-failed', message, eventType: event.type },
    ]);
  }
  const merged = mergeEventMetadata(existing, event);
  const result = applyStateDelta(merged.content ?? {}, event.patch);
  if (!result.ok) {
    return withWarnings(withReplacedMessage(thread, at, merged), [
      patchWarning(result.error, event.type),
    ]);
  }
  const patched = {
    ...merged,
    content: result.state as ActivityMessage['content'],
    activityType: event.activityType,
  };
  return withReplacedMessage(thread, at, patched);
}
