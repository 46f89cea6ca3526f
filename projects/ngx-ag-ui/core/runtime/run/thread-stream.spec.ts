import { createAgentThread } from '../thread/create-agent-thread';
import {
  hostileProxy,
  messagesSnapshot,
  runError,
  runFinished,
  runStarted,
} from 'ngx-ag-ui/testing';
import { config, from } from 'rxjs';
import type { BaseEvent } from '@ag-ui/core';

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

  /** A stream of a connected source (no run request) over `events`, and the updates it commits. */
  function streamOf(events: readonly BaseEvent[]) {
    const updates: ThreadStreamUpdate[] = [];
    const commit = (update: ThreadStreamUpdate) => updates.push(update);
    return { stream: new ThreadStream(from(events), createAgentThread(), false, commit), updates };
  }

  /** Runs the scheduled commits and returns the last update; no error may have escaped. */
  function lastUpdate(updates: readonly ThreadStreamUpdate[]): ThreadStreamUpdate | undefined {
    jest.runOnlyPendingTimers();
    expect(unhandled).toEqual([]);
    return updates.at(-1);
  }

  it('shows every event, with the thread it produced, to onEvent before the burst commits', () => {
    const seen: [BaseEvent, string][] = [];
    const updates: ThreadStreamUpdate[] = [];
    const events = [runStarted(), messagesSnapshot([]), runFinished()];
    const stream = new ThreadStream(
      from(events),
      createAgentThread(),
      false,
      (update) => updates.push(update),
      { onEvent: (event, thread) => seen.push([event, thread.status]) },
    );
    stream.start();
    expect(seen).toEqual([
      [events[0], 'running'],
      [events[1], 'running'],
      [events[2], 'success'],
    ]);
    expect(lastUpdate(updates)?.thread.status).toBe('success');
  });

  it('ends with a malformed-event error instead of throwing when an event throws on every read', () => {
    const { stream, updates } = streamOf([runStarted(), hostileProxy(runStarted())]);
    expect(() => stream.start()).not.toThrow();
    expect(lastUpdate(updates)).toMatchObject({
      ended: true,
      thread: { status: 'error', error: { kind: 'malformed-event' } },
    });
  });

  it('ignores such an event after a failed run without throwing', () => {
    const { stream, updates } = streamOf([
      runStarted(),
      runError('boom'),
      hostileProxy(runStarted()),
    ]);
    stream.start();
    expect(lastUpdate(updates)).toMatchObject({
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
    const { stream, updates } = streamOf([runStarted(), snapshot(), snapshot(), runFinished()]);
    stream.start();
    expect(lastUpdate(updates)).toMatchObject({
      ended: true,
      thread: { status: 'success', error: null },
    });
  });
});
