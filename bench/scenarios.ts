/*
 * The event streams of docs/ag-ui.md §10, shared by the reducer benches (Node and Chromium) and the
 * replay script.
 */
import type { BaseEvent } from '@ag-ui/core';

const DELTA = 'tok ';

/** The citation object of (c): about 200 bytes. */
export function citation(k: number) {
  return {
    id: `c${k}`,
    url: `https://example.com/doc/${k}`,
    title: `Source document number ${k}`,
    snippet:
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.',
  };
}

/**
 * The message id the k-th citation of (c) goes to, and whether it is that id's first. By default
 * 20 in a row go to each id, so the map gains a key every 20 deltas; with `messageIds` they go to
 * that many ids in turn (the control: the state grows as much, the map it changes does not).
 */
export function citationTarget(
  k: number,
  messageIds?: number,
): { readonly id: string; readonly first: boolean } {
  if (messageIds === undefined) return { id: `m${Math.floor(k / 20)}`, first: k % 20 === 0 };
  return { id: `m${k % messageIds}`, first: k < messageIds };
}

/** The event generator of docs/ag-ui.md §10 (`messageIds`: see `citationTarget`). */
export function buildEvents(
  scenario: 'a' | 'b' | 'c',
  size: number,
  messageIds?: number,
): BaseEvent[] {
  const events: BaseEvent[] = [{ type: 'RUN_STARTED', threadId: 't1', runId: 'r1' } as BaseEvent];
  const push = (event: Record<string, unknown>) => events.push(event as BaseEvent);
  if (scenario === 'a') {
    push({ type: 'TEXT_MESSAGE_START', messageId: 'm0', role: 'assistant' });
    for (let i = 0; i < size; i++)
      push({ type: 'TEXT_MESSAGE_CONTENT', messageId: 'm0', delta: DELTA });
    push({ type: 'TEXT_MESSAGE_END', messageId: 'm0' });
  } else if (scenario === 'b') {
    for (let m = 0; m < size; m++) {
      push({ type: 'TEXT_MESSAGE_START', messageId: `m${m}`, role: 'assistant' });
      for (let i = 0; i < 20; i++)
        push({ type: 'TEXT_MESSAGE_CONTENT', messageId: `m${m}`, delta: DELTA });
      push({ type: 'TEXT_MESSAGE_END', messageId: `m${m}` });
    }
  } else {
    push({ type: 'STATE_SNAPSHOT', snapshot: { citations: {} } });
    for (let k = 0; k < size; k++) {
      const { id: messageId, first } = citationTarget(k, messageIds);
      const delta: unknown[] = [];
      if (first) delta.push({ op: 'add', path: `/citations/${messageId}`, value: [] });
      delta.push({ op: 'add', path: `/citations/${messageId}/-`, value: citation(k) });
      push({ type: 'STATE_DELTA', delta });
    }
  }
  push({ type: 'RUN_FINISHED', threadId: 't1', runId: 'r1' });
  return events;
}
