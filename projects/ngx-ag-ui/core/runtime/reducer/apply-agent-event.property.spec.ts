/** @jest-environment node */
import { EventType } from '@ag-ui/core';
import fc from 'fast-check';
import {
  activitySnapshot,
  runStarted,
  stateDelta,
  stateSnapshot,
  textMessageStart,
} from 'ngx-ag-ui/testing';

import type { AgentThread } from '../thread/agent-thread';
import { createAgentThread } from '../thread/create-agent-thread';
import { applyAgentEvent } from './apply-agent-event';
import { streamScript } from './stream-script.test-helpers';
import { propertyRuns } from '../../../property-testing/property-runs';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const types = fc.constantFrom(...Object.values(EventType), 'META', 'THINKING_START', '__proto__');
const fieldNames = fc.constantFrom(
  'messageId',
  'toolCallId',
  'toolCallName',
  'delta',
  'role',
  'snapshot',
  'messages',
  'content',
  'patch',
  'outcome',
  'usage',
  'input',
  'stepName',
  'subagentRunId',
  'metadata',
  'timestamp',
  'name',
  'value',
  'event',
  'subtype',
  'entityId',
  'encryptedValue',
  'activityType',
  'replace',
  'threadId',
  'runId',
  '__proto__',
);
/** Generated streams, with and without subagent tags and legacy events. */
const anyStream = fc.oneof(streamScript(), streamScript({ attribution: true }));
/** Arbitrary JSON shaped like events: a known or unknown type plus fields of any JSON. */
const eventLike = fc.oneof(
  fc
    .record({ type: types })
    .chain((base) =>
      fc
        .dictionary(fieldNames, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 })
        .map((fields) => ({ ...fields, ...base })),
    ),
  fc.jsonValue({ maxDepth: 2 }),
  fc.anything(),
);

describe('applyAgentEvent properties', () => {
  it('never throws on arbitrary JSON input, from any thread', () => {
    fc.assert(
      fc.property(anyStream, fc.array(eventLike, { maxLength: 20 }), (prefix, noise) => {
        let thread: AgentThread = createAgentThread();
        for (const event of [...prefix, ...noise]) thread = applyAgentEvent(thread, event);
        expect(['idle', 'running', 'success', 'interrupted', 'cancelled', 'error']).toContain(
          thread.status,
        );
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it('never mutates the thread or the event (both deep-frozen)', () => {
    fc.assert(
      fc.property(anyStream, (events) => {
        let thread: AgentThread = deepFreeze(createAgentThread());
        for (const event of events) {
          const before = structuredClone({ messages: thread.messages, state: thread.state, event });
          const next = applyAgentEvent(thread, deepFreeze(event));
          expect({ messages: thread.messages, state: thread.state, event }).toEqual(before);
          thread = deepFreeze(next);
        }
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it('returns the same object for an event that changes nothing', () => {
    fc.assert(
      fc.property(streamScript(), (events) => {
        let thread: AgentThread = createAgentThread();
        for (const event of events) thread = applyAgentEvent(thread, event);
        // An open chunk lane is closed by either event (a real change), so only check without one.
        if (thread.status !== 'running' || (thread.bookkeeping?.lanes.size ?? 0) > 0) return;
        expect(applyAgentEvent(thread, { type: 'STATE_DELTA', delta: [] })).toBe(thread);
        const ids = thread.messages.map((message) => message.id);
        if (new Set(ids).size !== ids.length) return;
        const restated = {
          type: 'MESSAGES_SNAPSHOT',
          messages: structuredClone(thread.messages.map(stripCitations)),
        };
        // A snapshot re-records who owns each message it restates (verification bookkeeping), so
        // the first restatement may change that; it changes nothing visible, and a second none.
        const once = applyAgentEvent(thread, restated);
        expect(once.messages).toBe(thread.messages);
        expect(once.state).toBe(thread.state);
        expect(applyAgentEvent(once, restated)).toBe(once);
      }),
      { numRuns: propertyRuns(300) },
    );
    const failed = applyAgentEvent(applyAgentEvent(createAgentThread(), runStarted()), {
      type: 'RUN_ERROR',
      message: 'x',
    });
    expect(applyAgentEvent(failed, { type: 'TEXT_MESSAGE_START', messageId: 'm' })).toBe(failed);
  });
});

/** Counterexamples fast-check found, kept as named cases so they never come back. */
describe('applyAgentEvent regressions from property runs', () => {
  // Seed 1656491758: an activity snapshot that replaced text message m1 left the new
  // activity message unbridged, so restating the same messages re-bridged it and changed it.
  it('bridges an activity message that replaces a text message, so a restated snapshot is a no-op', () => {
    const citations = { m1: ['https://s.example', { url: 'https://t.example', title: 'T' }] };
    const metadata = { citations: ['https://m.example'] };
    let thread: AgentThread = createAgentThread();
    for (const event of [
      runStarted(),
      stateSnapshot({ citations }),
      textMessageStart('m1', { metadata }),
      activitySnapshot('m1', 'plan', {}),
      textMessageStart('m2', { metadata }),
    ]) {
      thread = applyAgentEvent(thread, event);
    }
    expect(thread.messages[0]).toMatchObject({
      role: 'activity',
      citations: [{ href: 'https://s.example/' }, { href: 'https://t.example/' }],
    });
    const restated = {
      type: 'MESSAGES_SNAPSHOT',
      messages: structuredClone(thread.messages.map(stripCitations)),
    };
    expect(applyAgentEvent(thread, restated)).toBe(thread);
  });
  // Seed 274277216 (tagged differential): after a root replace with 0, the reference
  // skips a move from a missing path (its validator skips every op on 0, '' or false); a patch
  // must read members that exist, so ours fails it and keeps the state (a documented departure).
  it('fails a move from a missing path on a state of 0, keeping the state', () => {
    let thread: AgentThread = createAgentThread();
    for (const event of [
      runStarted(),
      stateDelta(
        [
          { op: 'replace', path: '', value: 0 },
          { op: 'move', from: '/a', path: '/list' },
        ],
        { subagentRunId: 'sa1' },
      ),
    ]) {
      thread = applyAgentEvent(thread, event);
    }
    expect(thread.state).toEqual({});
    expect(thread.stateDiverged).toBe(true);
    expect(thread.warnings).toEqual([
      expect.objectContaining({ kind: 'state-patch-failed', opIndex: 1 }),
    ]);
  });
});

function stripCitations(message: AgentThread['messages'][number]): unknown {
  const copy = { ...message } as Record<string, unknown>;
  delete copy['citations'];
  return copy;
}
