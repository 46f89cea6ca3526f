/** @jest-environment node */
import type { Message } from '@ag-ui/core';
import { from, toArray, lastValueFrom } from 'rxjs';
import * as ev from 'ngx-ag-ui/testing';

import type { AgentThread } from '../thread/agent-thread';
import { createAgentThread } from '../thread/create-agent-thread';
import { applyAgentEvent } from './apply-agent-event';
import { reduceAgentEvents } from './reduce-agent-events';
import { run } from './apply-events.test-helpers';
import { hostileProxy } from 'ngx-ag-ui/testing';

/** A JSON object nested `depth` levels deep, built afresh on each call (as each frame parses). */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const DEPTH = 50_000;

describe('applyAgentEvent on deeply nested data', () => {
  it('keeps the held message when an equal snapshot repeats metadata nested 50,000 deep', () => {
    const message = (): Message =>
      ({ id: 'm1', role: 'user', content: 'hi', metadata: nested(DEPTH) }) as Message;
    const first = run(ev.runStarted(), ev.messagesSnapshot([message()]));
    const second = applyAgentEvent(first, ev.messagesSnapshot([message()]));
    expect(second).toBe(first);
    expect(second.status).toBe('running');
  });

  it('keeps the bridged citations when an equal state snapshot repeats an extra nested 50,000 deep', () => {
    const state = () => ({
      citations: { m1: [{ url: 'https://example.com', extra: nested(DEPTH) }] },
    });
    const first = run(
      ev.runStarted(),
      ...ev.textMessage('m1', ['Refunds take 5 days.']),
      ev.stateSnapshot(state()),
    );
    const citations = first.messages[0].citations;
    expect(citations).toHaveLength(1);
    const second = applyAgentEvent(first, ev.stateSnapshot(state()));
    expect(second.status).toBe('running');
    expect(second.messages[0].citations).toBe(citations);
  });
});

/** `base` with a getter at `key` that throws. */
function withThrowingGetter<T extends object>(base: T, key: string): T {
  return Object.defineProperty({ ...base }, key, {
    enumerable: true,
    get: () => {
      throw new TypeError('getter');
    },
  });
}

describe('applyAgentEvent on events that throw when read', () => {
  const started = (): AgentThread =>
    run(ev.runStarted(), ev.stateSnapshot({ kept: true }), ...ev.textMessage('m1', ['Hi']));

  const hostileEvents: readonly (readonly [string, () => unknown])[] = [
    ['a Proxy whose traps throw', hostileProxy],
    [
      'an event whose type getter throws',
      () => withThrowingGetter(ev.textMessageContent('m1', ' there'), 'type'),
    ],
    [
      'an event whose field getter throws',
      () => withThrowingGetter(ev.textMessageContent('m1', ' there'), 'delta'),
    ],
    [
      'a patch op whose getter throws',
      () =>
        ev.stateDelta([withThrowingGetter({ op: 'add', path: '/x', value: 1 }, 'path') as never]),
    ],
    [
      'a snapshot whose state throws when read',
      () => ev.stateSnapshot(withThrowingGetter({}, 'citations')),
    ],
    // The builder would spread the list, which throws here already.
    [
      'a snapshot of messages given as a Proxy',
      () => ({ ...ev.messagesSnapshot([]), messages: hostileProxy([]) }),
    ],
  ];
  for (const [what, event] of hostileEvents) {
    it(`fails the run with a malformed-event error, keeping the thread, for ${what}`, () => {
      const before = started();
      let after: AgentThread | undefined;
      expect(() => (after = applyAgentEvent(before, event()))).not.toThrow();
      expect(after?.status).toBe('error');
      expect(after?.error).toMatchObject({
        kind: 'malformed-event',
        message: expect.stringMatching(/threw/),
      });
      expect(after?.state).toBe(before.state);
      expect(after?.messages).toBe(before.messages);
    });
  }

  it('fails the run when the extra validator throws', () => {
    const validateEvent = (): string => {
      throw new RangeError('Maximum call stack size exceeded');
    };
    const thread = applyAgentEvent(createAgentThread(), ev.runStarted(), { validateEvent });
    expect(thread.error).toMatchObject({
      kind: 'malformed-event',
      message: expect.stringContaining('RangeError'),
    });
  });

  it('survives a thrown value that itself throws when described', () => {
    const validateEvent = (): string => {
      throw hostileProxy();
    };
    const thread = applyAgentEvent(createAgentThread(), ev.runStarted(), { validateEvent });
    expect(thread.error?.kind).toBe('malformed-event');
  });

  it('keeps reduceAgentEvents streaming past a hostile event', async () => {
    const threads = await lastValueFrom(
      from([ev.runStarted(), hostileProxy(), ev.runStarted('t1', 'r2')]).pipe(
        reduceAgentEvents(),
        toArray(),
      ),
    );
    expect(threads.map((thread) => thread.status)).toEqual(['running', 'error', 'running']);
  });
});
