import { signal, type Signal, type WritableSignal } from '@angular/core';
import type { ToolCall, ToolMessage } from '@ag-ui/core';
import type { ThreadMessage } from 'ngx-ag-ui/core/runtime';

/** A tool result message, as the thread holds it. */
export type ToolResultMessage = ToolMessage & ThreadMessage;

interface Row<Value> {
  readonly value: WritableSignal<Value | undefined>;
  /** Position of the message that holds the first match, or -1 while there is none. */
  index: number;
}

interface Found {
  readonly calls: Map<string, { readonly call: ToolCall; readonly index: number }>;
  readonly results: Map<string, { readonly message: ToolResultMessage; readonly index: number }>;
}

/**
 * One signal per tool call id for the call and one for its result message, created on demand
 * and written only when that call (or result) changes identity. Streaming arguments into one
 * call re-renders that call's renderer alone, and each chunk costs one reference comparison per
 * message plus the changed messages' own calls: no search of every message per renderer.
 */
export class ToolCallSignals {
  readonly #calls = new Map<string, Row<ToolCall>>();
  readonly #results = new Map<string, Row<ToolResultMessage>>();
  #messages: readonly ThreadMessage[];
  #found: Found | undefined;

  constructor(messages: readonly ThreadMessage[]) {
    this.#messages = messages;
  }

  /** The signal of the first tool call with this id; `undefined` while there is none. */
  call(id: string): Signal<ToolCall | undefined> {
    return this.#row(this.#calls, id, (found) => {
      const entry = found.calls.get(id);
      return entry && { value: entry.call, index: entry.index };
    });
  }

  /** The signal of the first tool result message answering this call id. */
  result(id: string): Signal<ToolResultMessage | undefined> {
    return this.#row(this.#results, id, (found) => {
      const entry = found.results.get(id);
      return entry && { value: entry.message, index: entry.index };
    });
  }

  /**
   * Moves every row to `next`. Appends and in-place replacements that keep every call they had
   * (every streamed chunk) touch only the changed messages; anything else re-looks rows up.
   */
  update(next: readonly ThreadMessage[]): void {
    const previous = this.#messages;
    if (next === previous) return;
    this.#messages = next;
    this.#found = undefined;
    if (this.#calls.size + this.#results.size === 0) return;
    if (!this.#updateAligned(previous, next)) this.#updateAll();
  }

  #row<Value>(
    rows: Map<string, Row<Value>>,
    id: string,
    lookUp: (found: Found) => { value: Value; index: number } | undefined,
  ): Signal<Value | undefined> {
    let row = rows.get(id);
    if (!row) {
      const entry = lookUp(this.#find());
      row = { value: signal(entry?.value), index: entry?.index ?? -1 };
      rows.set(id, row);
    }
    return row.value.asReadonly();
  }

  #updateAligned(previous: readonly ThreadMessage[], next: readonly ThreadMessage[]): boolean {
    if (next.length < previous.length) return false;
    for (let i = 0; i < previous.length; i++) {
      if (previous[i] !== next[i] && !keepsItsCalls(previous[i], next[i])) return false;
    }
    for (let i = 0; i < next.length; i++) {
      const message = next[i];
      if (i < previous.length && previous[i] === message) continue;
      if (message.role === 'tool') this.#set(this.#results, message.toolCallId, message, i);
      if (message.role === 'assistant')
        for (const call of message.toolCalls ?? []) this.#set(this.#calls, call.id, call, i);
    }
    return true;
  }

  #set<Value>(rows: Map<string, Row<Value>>, id: string, value: Value, index: number): void {
    const row = rows.get(id);
    if (!row) return;
    if (row.index === -1) row.index = index;
    if (row.index === index) row.value.set(value);
  }

  #updateAll(): void {
    const found = this.#find();
    for (const [id, row] of this.#calls) {
      const entry = found.calls.get(id);
      row.index = entry?.index ?? -1;
      row.value.set(entry?.call);
    }
    for (const [id, row] of this.#results) {
      const entry = found.results.get(id);
      row.index = entry?.index ?? -1;
      row.value.set(entry?.message);
    }
  }

  /** Where each call and result first is; built once per messages array, only when needed. */
  #find(): Found {
    if (this.#found) return this.#found;
    const found: Found = { calls: new Map(), results: new Map() };
    this.#messages.forEach((message, index) => {
      if (message.role === 'tool' && !found.results.has(message.toolCallId))
        found.results.set(message.toolCallId, { message, index });
      if (message.role === 'assistant')
        for (const call of message.toolCalls ?? [])
          if (!found.calls.has(call.id)) found.calls.set(call.id, { call, index });
    });
    this.#found = found;
    return found;
  }
}

/**
 * Whether `next` replaces `previous` in place without dropping what rows may point at: the same
 * message id, every call id it had, and the same call answered.
 */
function keepsItsCalls(previous: ThreadMessage, next: ThreadMessage): boolean {
  if (previous.id !== next.id || previous.role !== next.role) return false;
  if (previous.role === 'tool')
    return next.role === 'tool' && next.toolCallId === previous.toolCallId;
  if (previous.role !== 'assistant' || !previous.toolCalls?.length) return true;
  const kept = new Set(next.role === 'assistant' ? next.toolCalls?.map((call) => call.id) : []);
  return previous.toolCalls.every((call) => kept.has(call.id));
}
