import { signal, type Signal, type WritableSignal } from '@angular/core';
import type { ThreadMessage } from 'ngx-ag-ui/core/runtime';

interface Row {
  readonly value: WritableSignal<ThreadMessage | undefined>;
  /** Position of the first message with this id, or -1 while there is none. */
  index: number;
}

/**
 * One signal per message id, created on demand, written only when that message's object
 * identity changes. The reducer shares unchanged messages between threads, so streaming into
 * one message notifies that message's readers and nobody else's.
 */
export class MessageSignals {
  readonly #rows = new Map<string, Row>();
  #messages: readonly ThreadMessage[];
  #firstIndex: Map<string, number> | undefined;

  constructor(messages: readonly ThreadMessage[]) {
    this.#messages = messages;
  }

  /** The signal of the first message with this id; `undefined` while there is none. */
  get(id: string): Signal<ThreadMessage | undefined> {
    let row = this.#rows.get(id);
    if (!row) {
      const index = this.#indexes().get(id) ?? -1;
      row = { value: signal(index >= 0 ? this.#messages[index] : undefined), index };
      this.#rows.set(id, row);
    }
    return row.value.asReadonly();
  }

  /**
   * Moves every row to `next`. When positions are kept (appends and in-place replacements, i.e.
   * every streamed token) this is one reference comparison per message and one signal write per
   * changed message; otherwise (a snapshot that drops or reorders) the rows are re-looked up.
   */
  update(next: readonly ThreadMessage[]): void {
    const previous = this.#messages;
    if (next === previous) return;
    this.#messages = next;
    this.#firstIndex = undefined;
    if (this.#rows.size > 0 && !this.#updateAligned(previous, next)) this.#updateAll();
  }

  #updateAligned(previous: readonly ThreadMessage[], next: readonly ThreadMessage[]): boolean {
    if (next.length < previous.length) return false;
    for (let i = 0; i < previous.length; i++) {
      if (previous[i] !== next[i] && previous[i].id !== next[i].id) return false;
    }
    for (let i = 0; i < next.length; i++) {
      const message = next[i];
      if (i < previous.length && previous[i] === message) continue;
      const row = this.#rows.get(message.id);
      if (!row) continue;
      if (row.index === -1) row.index = i;
      if (row.index === i) row.value.set(message);
    }
    return true;
  }

  #updateAll(): void {
    const indexes = this.#indexes();
    for (const [id, row] of this.#rows) {
      row.index = indexes.get(id) ?? -1;
      row.value.set(row.index >= 0 ? this.#messages[row.index] : undefined);
    }
  }

  #indexes(): Map<string, number> {
    if (!this.#firstIndex) {
      this.#firstIndex = new Map();
      this.#messages.forEach((message, index) => {
        if (!this.#firstIndex!.has(message.id)) this.#firstIndex!.set(message.id, index);
      });
    }
    return this.#firstIndex;
  }
}
