import type { BaseEvent } from '@ag-ui/core';
import {
  cancelRun,
  createAgentThread,
  ThreadStream,
  type AgentThread,
} from 'ngx-ag-ui/core/runtime';
import { Observable } from 'rxjs';

import type { AgentRecording } from '../recording/agent-recording';

/**
 * Runs a recording's events through the reducer the way the store does (the same
 * `ThreadStream`: chunk bursts, truncation, failures, `stop()`) from the thread it started from,
 * and returns the thread it ends with. Synchronous and pure; never throws (bad events become
 * the thread's warnings or error, as live).
 *
 * @param options `upTo`: replay only the first `upTo` events, leaving the stream open
 *   (the thread right after event `upTo - 1`: time travel over a loaded file).
 */
export function replayRecording(
  recording: AgentRecording,
  options: { readonly upTo?: number } = {},
): AgentThread {
  const start = createAgentThread({
    threadId: recording.start.threadId,
    messages: [...recording.start.messages],
    state: recording.start.state,
  });
  const upTo = options.upTo ?? recording.events.length;
  const partial = upTo < recording.events.length;
  const end = partial ? undefined : recording.end;
  let thread = start;
  const events = new Observable<BaseEvent>((subscriber) => {
    for (const { event } of recording.events.slice(0, upTo)) subscriber.next(event);
    if (end?.kind === 'error') subscriber.error(end.error);
    else if (end?.kind !== 'stop' && !partial) subscriber.complete();
  });
  const stream = new ThreadStream(events, start, recording.input !== undefined, (update) => {
    thread = update.thread;
  });
  stream.start();
  // The store commits a burst in a microtask; a replay reads the stream's latest thread now
  // (a partial replay's stream stays open, so this is its only commit).
  stream.flush();
  if (end?.kind === 'stop')
    stream.stop((latest, wasRunning) => (wasRunning ? cancelRun(latest) : latest));
  return thread;
}
