import type { ThreadMessage } from '../thread/agent-thread';

/**
 * Lookup tables for one messages array: message id → index of its first occurrence, tool call
 * id → index of the first message carrying it (the reference client's `find` semantics).
 */
interface MessageIndex {
  /** The only array these tables describe exactly; older arrays rebuild their own on demand. */
  head: readonly ThreadMessage[];
  readonly byId: Map<string, number>;
  readonly toolCallOwner: Map<string, number>;
}

// A side table keyed by the (immutable) messages array, so threads stay plain frozen-safe data.
// The tables are handed from one array to the next as the reducer derives it, which makes every
// lookup O(1); deriving from an array that is no longer the head (a branch off an older thread)
// rebuilds from the array itself, so a lookup is always exact.
const indexes = /* @__PURE__ */ new WeakMap<readonly ThreadMessage[], MessageIndex>();

function buildIndex(messages: readonly ThreadMessage[]): MessageIndex {
  const byId = new Map<string, number>();
  const toolCallOwner = new Map<string, number>();
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i];
    if (!byId.has(message.id)) byId.set(message.id, i);
    registerToolCalls(toolCallOwner, message, i);
  }
  const index = { head: messages, byId, toolCallOwner };
  indexes.set(messages, index);
  return index;
}

function indexFor(messages: readonly ThreadMessage[]): MessageIndex {
  const index = indexes.get(messages);
  return index && index.head === messages ? index : buildIndex(messages);
}

function toolCallIdsOf(message: ThreadMessage): readonly { readonly id: string }[] | undefined {
  return message.role === 'assistant' ? message.toolCalls : undefined;
}

function registerToolCalls(owner: Map<string, number>, message: ThreadMessage, at: number): void {
  const calls = toolCallIdsOf(message);
  if (!calls) return;
  for (const call of calls) {
    const current = owner.get(call.id);
    if (current === undefined || current > at) owner.set(call.id, at);
  }
}

function advance(index: MessageIndex, next: readonly ThreadMessage[]): void {
  index.head = next;
  indexes.set(next, index);
}

/** Index of the first message with this id, or -1. */
export function findMessageIndex(messages: readonly ThreadMessage[], id: string): number {
  return indexFor(messages).byId.get(id) ?? -1;
}

/** Index of the first message carrying a tool call with this id, or -1. */
export function findToolCallOwnerIndex(
  messages: readonly ThreadMessage[],
  toolCallId: string,
): number {
  return indexFor(messages).toolCallOwner.get(toolCallId) ?? -1;
}

/** A copy of `messages` with `message` appended. */
export function appendMessage(
  messages: readonly ThreadMessage[],
  message: ThreadMessage,
): readonly ThreadMessage[] {
  const index = indexFor(messages);
  // concat, not a spread: it copies the elements as one block, 3-4× faster on long arrays in
  // Node 20 (20,000 messages).
  const next = messages.concat([message]);
  if (!index.byId.has(message.id)) index.byId.set(message.id, messages.length);
  registerToolCalls(index.toolCallOwner, message, messages.length);
  advance(index, next);
  return next;
}

/** A copy of `messages` with `message` inserted at `at` (later messages shift by one). */
export function insertMessage(
  messages: readonly ThreadMessage[],
  at: number,
  message: ThreadMessage,
): readonly ThreadMessage[] {
  if (at >= messages.length) return appendMessage(messages, message);
  const index = indexFor(messages);
  const next = messages.slice(0, at).concat([message], messages.slice(at));
  for (let i = next.length - 1; i > at; i--) {
    const moved = next[i];
    if (index.byId.get(moved.id) === i - 1) index.byId.set(moved.id, i);
    for (const call of toolCallIdsOf(moved) ?? []) {
      if (index.toolCallOwner.get(call.id) === i - 1) index.toolCallOwner.set(call.id, i);
    }
  }
  const current = index.byId.get(message.id);
  if (current === undefined || current >= at) index.byId.set(message.id, at);
  registerToolCalls(index.toolCallOwner, message, at);
  advance(index, next);
  return next;
}

/** A copy of `messages` with the message at `at` replaced (same id). */
export function replaceMessage(
  messages: readonly ThreadMessage[],
  at: number,
  message: ThreadMessage,
): readonly ThreadMessage[] {
  const index = indexFor(messages);
  const previous = messages[at];
  const next = messages.slice();
  next[at] = message;
  const before = toolCallIdsOf(previous);
  const after = toolCallIdsOf(message);
  if (before !== after && !sameIds(before, after)) {
    if (dropsAny(before, after)) {
      // A tool call vanished from this message: another message may now own its id first.
      buildIndex(next);
      return next;
    }
    registerToolCalls(index.toolCallOwner, message, at);
  }
  advance(index, next);
  return next;
}

function sameIds(
  a: readonly { readonly id: string }[] | undefined,
  b: readonly { readonly id: string }[] | undefined,
): boolean {
  if (!a || !b || a.length !== b.length) return (a?.length ?? 0) === 0 && (b?.length ?? 0) === 0;
  for (let i = 0; i < a.length; i++) if (a[i].id !== b[i].id) return false;
  return true;
}

function dropsAny(
  before: readonly { readonly id: string }[] | undefined,
  after: readonly { readonly id: string }[] | undefined,
): boolean {
  if (!before || before.length === 0) return false;
  const kept = new Set((after ?? []).map((call) => call.id));
  return before.some((call) => !kept.has(call.id));
}
