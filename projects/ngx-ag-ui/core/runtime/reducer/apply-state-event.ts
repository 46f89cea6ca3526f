import { EventType, type StateDeltaEvent, type StateSnapshotEvent } from '@ag-ui/core';

import { bridgeCitationsState } from '../bridge/bridge-citations-state';
import { bridgeMessageCitations } from '../bridge/bridge-message-citations';
import { applyStateDelta, type StateDeltaError } from '../state-delta/apply-state-delta';
import { unescapePathComponent } from '../state-delta/json-patch';
import type { AgentThread } from '../thread/agent-thread';
import { findMessageIndex } from './message-index';
import { withReplacedMessage } from './thread-messages';
import { withWarnings } from './with-warnings';

/**
 * `STATE_SNAPSHOT` replaces the state (and clears `stateDiverged`); `STATE_DELTA` applies the
 * patch atomically with `applyStateDelta`, or keeps the state, warns with the failing op and sets
 * `stateDiverged`. Citations are re-bridged afterwards, for a delta only on the messages whose
 * `state.citations` entry changed.
 */
export function applyStateEvent(
  thread: AgentThread,
  event: StateSnapshotEvent | StateDeltaEvent,
): AgentThread {
  if (event.type === EventType.STATE_SNAPSHOT) {
    const snapshot = event.snapshot as unknown;
    const replaced = { ...thread, state: snapshot, stateDiverged: false };
    if (citationsOf(snapshot) === citationsOf(thread.state)) return replaced;
    return { ...replaced, messages: bridgeCitationsState(replaced, replaced.messages) };
  }
  const delta = event.delta;
  const result = applyStateDelta(thread.state, delta);
  if (!result.ok) {
    return withWarnings({ ...thread, stateDiverged: true }, [
      patchWarning(result.error, event.type),
    ]);
  }
  if (result.state === thread.state) return thread;
  const patched = { ...thread, state: result.state };
  return rebridgeChanged(patched, thread.state, delta as readonly unknown[]);
}

/** The warning for a failed patch: the op's index, kind and path and the reason, never the state. */
export function patchWarning(error: StateDeltaError, eventType: string) {
  const op = error.op as { op?: unknown; path?: unknown } | null;
  const what =
    error.opIndex < 0
      ? 'the patch'
      : `op ${error.opIndex} (${String(op?.op)} ${JSON.stringify(op?.path) ?? 'without a path'})`;
  return {
    kind:
      eventType === 'ACTIVITY_DELTA'
        ? ('activity-patch-failed' as const)
        : ('state-patch-failed' as const),
    message: `Could not apply ${what}: ${error.message}`,
    eventType,
    opIndex: error.opIndex,
    op: error.op,
  };
}

function citationsOf(state: unknown): unknown {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return undefined;
  return Object.prototype.hasOwnProperty.call(state, 'citations')
    ? (state as Record<string, unknown>)['citations']
    : undefined;
}

function rebridgeChanged(
  thread: AgentThread,
  before: unknown,
  delta: readonly unknown[],
): AgentThread {
  const oldCitations = citationsOf(before);
  const newCitations = citationsOf(thread.state);
  if (oldCitations === newCitations) return thread;
  const ids = changedIds(delta) ?? diffKeys(oldCitations, newCitations);
  let next = thread;
  for (const id of ids) {
    const at = findMessageIndex(next.messages, id);
    if (at >= 0)
      next = withReplacedMessage(next, at, bridgeMessageCitations(next.messages[at], next.state));
  }
  return next;
}

/** The message ids a patch touches under `/citations/<id>`, or `undefined` when it may touch all. */
function changedIds(delta: readonly unknown[]): Set<string> | undefined {
  const ids = new Set<string>();
  for (const op of delta) {
    const { path, from, op: kind } = op as { path: string; from?: string; op: string };
    for (const pointer of kind === 'move' ? [path, from as string] : [path]) {
      const tokens = pointer.split('/');
      if (tokens.length === 1 || (tokens.length === 2 && tokens[1] === 'citations'))
        return undefined;
      if (tokens[1] === 'citations') ids.add(unescapePathComponent(tokens[2]));
    }
  }
  return ids;
}

function diffKeys(before: unknown, after: unknown): Set<string> {
  const ids = new Set<string>();
  const a =
    typeof before === 'object' && before !== null ? (before as Record<string, unknown>) : {};
  const b = typeof after === 'object' && after !== null ? (after as Record<string, unknown>) : {};
  for (const key of Object.keys(a))
    if (!Object.prototype.hasOwnProperty.call(b, key) || a[key] !== b[key]) ids.add(key);
  for (const key of Object.keys(b)) if (!Object.prototype.hasOwnProperty.call(a, key)) ids.add(key);
  return ids;
}
