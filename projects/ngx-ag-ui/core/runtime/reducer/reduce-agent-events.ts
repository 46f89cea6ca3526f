import type { BaseEvent } from '@ag-ui/core';
import { type OperatorFunction, scan } from 'rxjs';

import type { AgentThread } from '../thread/agent-thread';
import { type AgentThreadInit, createAgentThread } from '../thread/create-agent-thread';
import { type ApplyAgentEventOptions, applyAgentEvent } from './apply-agent-event';

/**
 * An RxJS operator that folds an AG-UI event stream into threads: chunk expansion and
 * `scan(applyAgentEvent)` from an initial thread. Emits one thread per incoming event (the same
 * object again when the event changed nothing). Never errors on bad events: they become warnings
 * or the thread's `error`. A stream that completes while the thread is still `'running'` was
 * truncated: pass the last thread to `endAgentStream`.
 *
 * @param initial A thread to continue, or the fields to seed a new one with.
 * @param options Extra validation, e.g. `{ validateEvent: await loadZodEventValidator() }`.
 * @returns The operator.
 *
 * @example
 * agent.run(input).pipe(reduceAgentEvents({ threadId: 't1' })).subscribe((thread) => {
 *   render(thread.messages, thread.status);
 * });
 */
export function reduceAgentEvents(
  initial?: AgentThread | AgentThreadInit,
  options: ApplyAgentEventOptions = {},
): OperatorFunction<BaseEvent | unknown, AgentThread> {
  const seed = isThread(initial) ? initial : createAgentThread(initial);
  return scan(
    (thread: AgentThread, event: unknown) => applyAgentEvent(thread, event, options),
    seed,
  );
}

function isThread(value: AgentThread | AgentThreadInit | undefined): value is AgentThread {
  return value !== undefined && 'status' in value;
}
