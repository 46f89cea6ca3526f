import type { Message } from '@ag-ui/core';

import { ownerName } from './open-items';
import type { ItemKind, Owners } from './item-owners';
import type { ReducerBookkeeping } from './reducer-bookkeeping';

const LABEL: Record<ItemKind, string> = {
  message: 'message',
  toolCall: 'tool call',
  reasoning: 'reasoning message',
  activity: 'activity',
};

/*
 * The attribution rule, the same for every kind of item (as the reference client verifies it):
 * an item belongs to whoever opened it first in the run, and keeps that owner after it closes.
 * An event without a `subagentRunId` continues whatever it names, whoever owns it; an event
 * with one must name the owner. A tool call has no tag of its own in the thread: it belongs to
 * the message that carries it, so an untagged call inherits its parent message's owner and a
 * tagged one must agree with it. Creations that restate an item (a tool result, a replacing
 * activity snapshot, a messages snapshot) record the owner they carry.
 */

/** Why an event tagged `tag` may not touch `kind` item `id`, or `undefined` when it may. */
export function attributionProblem(
  bookkeeping: ReducerBookkeeping,
  kind: ItemKind,
  id: string,
  tag: string | undefined,
): string | undefined {
  if (tag === undefined) return undefined;
  const owners = bookkeeping.owners[kind];
  if (!owners.has(id)) return undefined;
  const owner = owners.get(id);
  return owner === tag
    ? undefined
    : `subagentRunId '${tag}' does not match the ${LABEL[kind]} '${id}' opener's subagent ${ownerName(owner)}`;
}

/** The owner recorded for `kind` item `id`: `{ owner }` when there is one, else `undefined`. */
export function recordedOwner(
  bookkeeping: ReducerBookkeeping,
  kind: ItemKind,
  id: string,
): { readonly owner: string | undefined } | undefined {
  const owners = bookkeeping.owners[kind];
  return owners.has(id) ? { owner: owners.get(id) } : undefined;
}

/** Records `owner` for `kind` item `id` if it has none yet (the first opener wins). */
export function claimOwner(
  bookkeeping: ReducerBookkeeping,
  kind: ItemKind,
  id: string,
  owner: string | undefined,
): ReducerBookkeeping {
  const owners = bookkeeping.owners[kind];
  return owners.has(id) ? bookkeeping : withOwners(bookkeeping, kind, owners.set(id, owner));
}

/** Records `owner` for `kind` item `id`, replacing any recorded one (a creation restates it). */
export function setOwner(
  bookkeeping: ReducerBookkeeping,
  kind: ItemKind,
  id: string,
  owner: string | undefined,
): ReducerBookkeeping {
  const owners = bookkeeping.owners[kind];
  const next = owners.set(id, owner);
  return next === owners ? bookkeeping : withOwners(bookkeeping, kind, next);
}

/**
 * The owner of a tool call opened with `tag` under `parentMessageId`: the tag, else the parent
 * message's owner; or a problem when a tag disagrees with the parent, or an untagged re-open
 * would move a call to a parent of another owner.
 */
export function toolCallOwner(
  bookkeeping: ReducerBookkeeping,
  toolCallId: string,
  parentMessageId: string | undefined,
  tag: string | undefined,
): { readonly owner: string | undefined } | { readonly problem: string } {
  const parent =
    parentMessageId === undefined
      ? undefined
      : recordedOwner(bookkeeping, 'message', parentMessageId);
  if (parent && tag !== undefined && tag !== parent.owner) {
    return {
      problem: `subagentRunId '${tag}' does not match its parent message '${parentMessageId}' owner ${ownerName(parent.owner)}: a tool call belongs to the message that carries it`,
    };
  }
  const problem = attributionProblem(bookkeeping, 'toolCall', toolCallId, tag);
  if (problem) return { problem };
  const existing = recordedOwner(bookkeeping, 'toolCall', toolCallId);
  if (existing && tag === undefined && parent && parent.owner !== existing.owner) {
    return {
      problem: `tool call '${toolCallId}' is owned by ${ownerName(existing.owner)} but its parent message '${parentMessageId}' is owned by ${ownerName(parent.owner)}: a tool call belongs to the message that carries it`,
    };
  }
  return { owner: existing ? existing.owner : (tag ?? parent?.owner) };
}

/**
 * Records the owners of restated messages (a `MESSAGES_SNAPSHOT`, a `RUN_STARTED` input): each
 * message under the kind its role streams as, its tool calls under the message's owner.
 * `replace` says whether the restatement is authoritative (a snapshot) or only history.
 */
export function seedOwners(
  bookkeeping: ReducerBookkeeping,
  messages: readonly Message[],
  replace: boolean,
): ReducerBookkeeping {
  let next = bookkeeping;
  const record = replace ? setOwner : claimOwner;
  for (const message of messages) {
    const kind: ItemKind =
      message.role === 'reasoning'
        ? 'reasoning'
        : message.role === 'activity'
          ? 'activity'
          : 'message';
    next = record(next, kind, message.id, message.subagentRunId);
    if (message.role !== 'assistant') continue;
    for (const call of message.toolCalls ?? [])
      next = record(next, 'toolCall', call.id, message.subagentRunId);
  }
  return next;
}

function withOwners(
  bookkeeping: ReducerBookkeeping,
  kind: ItemKind,
  owners: Owners,
): ReducerBookkeeping {
  return { ...bookkeeping, owners: { ...bookkeeping.owners, [kind]: owners } };
}
