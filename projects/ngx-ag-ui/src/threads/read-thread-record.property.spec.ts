import type { BaseEvent } from '@ag-ui/core';
import fc from 'fast-check';
import { applyAgentEvent, toRunAgentInput, type AgentThread } from 'ngx-ag-ui/core/runtime';
import * as ev from 'ngx-ag-ui/testing';

import { propertyRuns } from '../../property-testing/property-runs';
import { readThreadRecord } from './read-thread-record';
import { toAgentThread } from './thread-record';

/*
 * Hostile thread records, generated: records whose every field, every message field and the
 * state may be anything (wrong types, unknown roles, deep nesting, shared and cyclic values).
 * Whatever a storage hands back, reading never throws, and a record it accepts restores a thread
 * on which the next run works: its input serialises, and a run that continues the restored
 * messages (a tool call on an assistant message, a reused message id) succeeds. `npm run fuzz`
 * runs this with fresh seeds (scripts/fuzz.ts).
 */

const ROLES = ['user', 'assistant', 'system', 'developer', 'tool', 'activity', 'reasoning'];

/** A value nested `depth` deep, as a corrupt or hostile store may hold. */
const deepArb = fc.integer({ min: 900, max: 3_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
});

/** Anything, now and then deep or cyclic. */
const anyArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.anything({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepArb },
  {
    weight: 1,
    arbitrary: fc.constant(null).map(() => {
      const loop: Record<string, unknown> = {};
      loop['self'] = loop;
      return loop;
    }),
  },
);

/** A message: a well-formed one of a role, with some of its fields replaced by anything. */
const messageArb: fc.Arbitrary<unknown> = fc
  .record({
    role: fc.oneof(fc.constantFrom(...ROLES), fc.string()),
    id: fc.string({ minLength: 1, maxLength: 4 }),
    overrides: fc.dictionary(
      fc.constantFrom(
        'id',
        'role',
        'content',
        'toolCalls',
        'toolCallId',
        'name',
        'metadata',
        'activityType',
        'citations',
        'error',
        'encryptedValue',
        'subagentRunId',
      ),
      anyArb,
      { maxKeys: 2 },
    ),
  })
  .map(({ role, id, overrides }) => ({
    id,
    role,
    content: role === 'activity' ? { kind: 'x' } : `text of ${id}`,
    ...(role === 'tool' ? { toolCallId: 'c0' } : {}),
    ...(role === 'activity' ? { activityType: 'progress' } : {}),
    ...(role === 'assistant'
      ? {
          toolCalls: [
            { id: `c-${id}`, type: 'function', function: { name: 'f', arguments: '{}' } },
          ],
        }
      : {}),
    ...overrides,
  }));

const recordArb: fc.Arbitrary<unknown> = fc
  .record({
    messages: fc.oneof({ weight: 5, arbitrary: fc.array(messageArb, { maxLength: 5 }) }, anyArb),
    state: fc.oneof(fc.jsonValue({ maxDepth: 3 }), anyArb),
    interrupts: fc.oneof(fc.constant([]), anyArb),
    error: fc.oneof(fc.constant(null), anyArb),
    status: fc.constantFrom('idle', 'success', 'error', 'running', 'interrupted', 'odd'),
  })
  .map((fields) => ({
    version: 1,
    threadId: 't1',
    title: 'A thread',
    updatedAt: 1_700_000_000_000,
    ...fields,
  }));

/** A run that continues the restored thread: it names the ids the record holds. */
function nextRun(thread: AgentThread): BaseEvent[] {
  const ids = thread.messages.map((message) => message.id);
  const assistant = thread.messages.find((message) => message.role === 'assistant')?.id;
  return [
    ev.runStarted('t1', 'r9'),
    ...ev.textMessage(ids[0] ?? 'm-new', ['more']),
    ...ev.toolCall('c-next', 'search', ['{}'], assistant ? { parentMessageId: assistant } : {}),
    ev.toolCallResult('tr-next', 'c-next', 'found'),
    ev.messagesSnapshot([...thread.messages, { id: 'm-snap', role: 'user', content: 'hi' }]),
    ev.runFinished('t1', 'r9'),
  ];
}

describe('readThreadRecord against generated hostile records', () => {
  it('never throws, and a record it accepts restores a thread whose next run works', () => {
    fc.assert(
      fc.property(recordArb, (value) => {
        const read = readThreadRecord(value, 1, undefined);
        if (read.warning) {
          expect(read.warning.kind).toBe('corrupt-record');
          return;
        }
        const thread = toAgentThread(read.record);
        expect(() =>
          JSON.stringify(toRunAgentInput(thread, { threadId: 't1', runId: 'r9' })),
        ).not.toThrow();
        const after = nextRun(thread).reduce<AgentThread>((t, e) => applyAgentEvent(t, e), thread);
        expect(after.error).toBeNull();
        expect(after.status).toBe('success');
      }),
      { numRuns: propertyRuns(150) },
    );
  });
});
