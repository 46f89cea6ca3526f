import { createAgentThread } from '../thread/create-agent-thread';
import {
  hostileProxy,
  messagesSnapshot,
  runError,
  runFinished,
  runStarted,
} from 'ngx-ag-ui/testing';
import { config, from } from 'rxjs';

import { ThreadStream, type ThreadStreamUpdate } from './thread-stream';

describe('ThreadStream', () => {
  // RxJS reports an exception thrown by a subscriber's `next` asynchronously, as the page's
  // uncaught error; collect those instead.
  const unhandled: unknown[] = [];
  beforeEach(() => {
    unhandled.length = 0;
    jest.useFakeTimers();
    config.onUnhandledError = (error) => unhandled.push(error);
  });
  afterEach(() => {
    config.onUnhandledError = null;
    jest.useRealTimers();
  });

  it('ends with a malformed-event error instead of throwing when an event throws on every read', () => {
    const updates: ThreadStreamUpdate[] = [];
    const stream = new ThreadStream(
      from([runStarted(), hostileProxy(runStarted())]),
      createAgentThread(),
      false,
      (update) => updates.push(update),
    );
    expect(() => stream.start()).not.toThrow();
    jest.runOnlyPendingTimers();
    expect(unhandled).toEqual([]);
    expect(updates.at(-1)).toMatchObject({
      ended: true,
      thread: { status: 'error', error: { kind: 'malformed-event' } },
    });
  });

  it('ignores such an event after a failed run without throwing', () => {
    const updates: ThreadStreamUpdate[] = [];
    const stream = new ThreadStream(
      from([runStarted(), runError('boom'), hostileProxy(runStarted())]),
      createAgentThread(),
      false,
      (update) => updates.push(update),
    );
    stream.start();
    jest.runOnlyPendingTimers();
    expect(unhandled).toEqual([]);
    expect(updates.at(-1)).toMatchObject({
      ended: true,
      thread: { status: 'error', error: { kind: 'run-error' } },
    });
  });

  it('applies a second equal snapshot of deeply nested metadata instead of dropping it', () => {
    const snapshot = () => {
      let metadata: Record<string, unknown> = { leaf: true };
      for (let i = 0; i < 50_000; i++) metadata = { a: metadata };
      return messagesSnapshot([{ id: 'm1', role: 'user', content: 'hi', metadata } as never]);
    };
    const updates: ThreadStreamUpdate[] = [];
    const stream = new ThreadStream(
      from([runStarted(), snapshot(), snapshot(), runFinished()]),
      createAgentThread(),
      false,
      (update) => updates.push(update),
    );
    stream.start();
    jest.runOnlyPendingTimers();
    expect(unhandled).toEqual([]);
    expect(updates.at(-1)).toMatchObject({
      ended: true,
      thread: { status: 'success', error: null },
    });
  });
});
