/** @jest-environment node */
import type { BaseEvent } from '@ag-ui/core';
import * as ev from 'ngx-ag-ui/testing';

import type { AgentThread } from '../thread/agent-thread';
import { createAgentThread } from '../thread/create-agent-thread';
import { applyAgentEvent } from './apply-agent-event';
import { applyAll } from './apply-events.test-helpers';

// Every event used to copy a Map, Set or array holding every open item, so many
// open items cost quadratic time. These tests count that work instead of timing it: the number
// of slots (properties, elements, entries) in the bookkeeping objects an event creates anew,
// found by walking the new bookkeeping and skipping everything shared with the old one.

function children(value: object): unknown[] {
  const own = Object.getOwnPropertyNames(value).map(
    (name) => (value as Record<string, unknown>)[name],
  );
  if (value instanceof Map) return [...own, ...[...value].flat()];
  if (value instanceof Set) return [...own, ...value];
  return own;
}

function reachable(root: unknown, seen = new Set<object>()): Set<object> {
  const stack = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    stack.push(...children(value));
  }
  return seen;
}

/** Slots of the objects reachable from `after` and not from `before`: what an update built. */
function builtSlots(before: unknown, after: unknown): number {
  const shared = reachable(before);
  let slots = 0;
  const fresh = reachable(after, new Set(shared));
  for (const value of fresh) if (!shared.has(value)) slots += children(value).length;
  return slots;
}

interface OpenItemCase {
  readonly kind: string;
  /** Events that open item `i`. */
  readonly open: (i: number) => BaseEvent[];
  /** The event measured: opens one more item, or closes one. */
  readonly next: BaseEvent;
  readonly close?: BaseEvent;
}

const cases: OpenItemCase[] = [
  {
    kind: 'tool calls',
    open: (i) => [ev.toolCallStart(`c${i}`, 'f')],
    next: ev.toolCallStart('c-next', 'f'),
    close: ev.toolCallEnd('c7'),
  },
  {
    kind: 'text messages',
    open: (i) => [ev.textMessageStart(`m${i}`)],
    next: ev.textMessageStart('m-next'),
    close: ev.textMessageEnd('m7'),
  },
  {
    kind: 'reasoning messages',
    open: (i) => [ev.reasoningMessageStart(`r${i}`)],
    next: ev.reasoningMessageStart('r-next'),
    close: ev.reasoningMessageEnd('r7'),
  },
  {
    kind: 'tool results',
    open: (i) => [ev.toolCallResult(`t${i}`, `c${i}`, 'ok')],
    next: ev.toolCallResult('t-next', 'c-next', 'ok'),
  },
  {
    kind: 'steps',
    open: (i) => [ev.stepStarted(`s${i}`)],
    next: ev.stepStarted('s-next'),
    close: ev.stepFinished('s7'),
  },
  {
    kind: 'reasoning spans',
    open: (i) => [ev.reasoningStart(`r${i}`)],
    next: ev.reasoningStart('r-next'),
    close: ev.reasoningEnd('r7'),
  },
  {
    kind: 'subagents',
    open: (i) => [ev.subagentStarted(`a${i}`, 'helper')],
    next: ev.subagentStarted('a-next', 'helper'),
    close: ev.subagentFinished('a7'),
  },
  {
    kind: 'chunk lanes',
    open: (i) => [
      ev.subagentStarted(`a${i}`, 'helper'),
      ev.textMessageChunk({ messageId: `m${i}`, subagentRunId: `a${i}`, delta: 'x' }),
    ],
    next: ev.textMessageChunk({ messageId: 'm-next', subagentRunId: 'a7', delta: 'x' }),
    close: ev.subagentFinished('a7'),
  },
];

/**
 * An event rewrites a few trie paths (a chunk that replaces a lane's stream: six), each of at
 * most seven nodes of at most 32 children; one copied Map of 5,000 open items is 10,000 slots.
 */
const MAX_BUILT_SLOTS = 1_000;

function withOpen(testCase: OpenItemCase, count: number): AgentThread {
  const events = [
    ev.runStarted(),
    ...Array.from({ length: count }, (_, i) => testCase.open(i)).flat(),
  ];
  const thread = applyAll(createAgentThread(), ...events);
  expect(thread.status).toBe('running');
  return thread;
}

describe('open items', () => {
  describe.each(cases)('with 5,000 open $kind', (testCase) => {
    let thread: AgentThread;
    beforeAll(() => (thread = withOpen(testCase, 5_000)));

    it('builds a bounded part of the bookkeeping for one more, sharing the rest', () => {
      const next = applyAgentEvent(thread, testCase.next);
      expect(next.status).toBe('running');
      expect(builtSlots(thread.bookkeeping, next.bookkeeping)).toBeLessThanOrEqual(MAX_BUILT_SLOTS);
    });

    it('builds as little for one more with 50 open', () => {
      const few = withOpen(testCase, 50);
      const next = applyAgentEvent(few, testCase.next);
      expect(builtSlots(few.bookkeeping, next.bookkeeping)).toBeLessThanOrEqual(MAX_BUILT_SLOTS);
    });

    if (testCase.close) {
      const close = testCase.close;
      it('builds a bounded part of the bookkeeping to close one', () => {
        const next = applyAgentEvent(thread, close);
        expect(next.status).toBe('running');
        expect(builtSlots(thread.bookkeeping, next.bookkeeping)).toBeLessThanOrEqual(
          MAX_BUILT_SLOTS,
        );
      });
    }
  });

  it('leaves the older (deep-frozen) thread reading its own open items', () => {
    const older = withOpen(cases[0], 100);
    const frozen = reachable(older);
    frozen.forEach((value) => Object.freeze(value));
    const newer = applyAll(older, ev.toolCallStart('c-next', 'f'), ev.toolCallEnd('c3'));
    expect([
      older.bookkeeping?.openToolCalls.has('c-next'),
      older.bookkeeping?.openToolCalls.has('c3'),
    ]).toEqual([false, true]);
    expect([
      newer.bookkeeping?.openToolCalls.has('c-next'),
      newer.bookkeeping?.openToolCalls.has('c3'),
    ]).toEqual([true, false]);
    expect([older.bookkeeping?.openToolCalls.size, newer.bookkeeping?.openToolCalls.size]).toEqual([
      100, 100,
    ]);
    const finished = applyAll(
      older,
      ...[...Array.from({ length: 100 }, (_, i) => ev.toolCallEnd(`c${i}`)), ev.runFinished()],
    );
    expect(finished.pendingToolCallIds.slice(0, 3)).toEqual(['c0', 'c1', 'c2']);
  });

  it('names the first few of 20,000 open tool calls at RUN_FINISHED, and how many more', () => {
    const thread = applyAll(withOpen(cases[0], 20_000), ev.runFinished());
    expect(thread.error?.message).toBe(
      'Cannot finish the run while tool calls (c0, c1, c2, c3, c4 and 19995 more) are still active',
    );
    expect(thread.error?.message.length).toBeLessThan(200);
  }, 60_000);

  it('names every open item when there are only a few', () => {
    const thread = applyAll(withOpen(cases[4], 3), ev.runFinished());
    expect(thread.error?.message).toBe(
      'Cannot finish the run while steps (s0, s1, s2) are still active',
    );
  });
});
