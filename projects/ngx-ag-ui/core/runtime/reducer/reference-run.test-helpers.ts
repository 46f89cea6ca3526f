import {
  type AbstractAgent,
  type AgentSubscriber,
  CompatibilityBoundary,
  defaultApplyEvents,
  enforceEvents,
  transformChunks,
  verifyEvents,
} from '@ag-ui/client';
import { type BaseEvent, EventType, type RunAgentInput } from '@ag-ui/core';
import { Observable, Subject, from } from 'rxjs';
import { rawEvent } from 'ngx-ag-ui/testing';

import type { AgentThread, ThreadMessage } from '../thread/agent-thread';
import { createAgentThread } from '../thread/create-agent-thread';
import { applyAgentEvent } from './apply-agent-event';

/*
 * Replays a stream through the reference client (@ag-ui/client 1.0.0) and through our reducer,
 * for the differential specs (reference-differential.spec.ts, reference-attribution.spec.ts).
 */

const MARK = '__reference-mark__';

/** What the reference client holds after each event it accepted, and the event it refused. */
interface ReferenceRun {
  readonly snapshots: { messages: unknown; state: unknown }[];
  /** What it holds in the end (after a refusal: everything applied before it). */
  readonly last: { messages: unknown; state: unknown };
  /** The index of the refused event, or `undefined` when it accepted the whole stream. */
  readonly refusedAt: number | undefined;
  readonly reason?: string;
}

/**
 * Runs the reference client's inbound pipeline (compatibility boundary, enforcement, chunk
 * expansion, verification, reducer) as `runAgent` composes it, with a marker `RAW` event after
 * every event to read messages and state at that point.
 */
async function referenceRun(events: readonly BaseEvent[]): Promise<ReferenceRun> {
  // The reference reducer mutates objects it took from events (snapshot messages, op values).
  const marked = structuredClone(events).flatMap((event, i) => [
    event,
    rawEvent(i, { source: MARK }) as BaseEvent,
  ]);
  const snapshots: { messages: unknown; state: unknown }[] = [];
  let last: { messages: unknown; state: unknown } = { messages: [], state: {} };
  const subscriber: AgentSubscriber = {
    onRawEvent: ({ event, messages, state }) => {
      if (event.source === MARK) snapshots.push(structuredClone({ messages, state }));
    },
  };
  const agent = { messages: [], state: {}, pendingInterrupts: [] } as unknown as AbstractAgent;
  const input: RunAgentInput = {
    threadId: 't1',
    runId: 'r1',
    messages: [],
    state: {},
    tools: [],
    context: [],
  };
  const source = { run: () => referenceStream(marked) } as unknown as AbstractAgent;
  const inbound = new CompatibilityBoundary().run(input, source);
  let reason: string | undefined;
  // The markers skip verification (it refuses anything after RUN_FINISHED), and a refusal ends
  // the stream instead of failing it, so the reducer still applies every event accepted before.
  const verified = new Observable<BaseEvent>((out) => {
    const toVerify = new Subject<BaseEvent>();
    const stop = (error: unknown): void => {
      reason ??= String(error);
      out.complete();
    };
    verifyEvents()(referenceStream(toVerify)).subscribe({
      next: (event: BaseEvent) => out.next(event),
      error: stop,
    });
    transformChunks()(enforceEvents()(inbound)).subscribe({
      next: (event: BaseEvent) => {
        if (reason !== undefined) return;
        if (event.type === EventType.RAW && (event as { source?: string }).source === MARK)
          out.next(event);
        else toVerify.next(event);
      },
      error: stop,
      complete: () => out.complete(),
    });
  });
  const mutations = defaultApplyEvents(input, referenceStream(verified), agent, [subscriber]);
  await drain(mutations, (mutation: { messages?: unknown; state?: unknown }) => {
    // Each mutation is the reference's own copy, never touched again.
    // (A state of null is a state: only an absent member leaves it as it was.)
    last = {
      messages: mutation.messages === undefined ? last.messages : mutation.messages,
      state: mutation.state === undefined ? last.state : mutation.state,
    };
  });
  return {
    snapshots,
    last,
    refusedAt: reason === undefined ? undefined : snapshots.length,
    reason,
  };
}

type ReferenceObservable = Parameters<ReturnType<typeof transformChunks>>[0];

/** @ag-ui/client pins its own rxjs copy: hand it events through the Observable interop. */
function referenceStream(
  events: readonly BaseEvent[] | Observable<BaseEvent>,
): ReferenceObservable {
  return (Array.isArray(events) ? from(events) : events) as unknown as ReferenceObservable;
}

function drain<T>(
  source: { subscribe(observer: object): unknown },
  next: (value: T) => void = () => undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    source.subscribe({ next, error: reject, complete: resolve });
  });
}

function withoutCitations(messages: readonly ThreadMessage[]): unknown {
  return messages.map((message) => {
    if (message.citations === undefined) return message;
    const copy = { ...message } as Record<string, unknown>;
    delete copy['citations'];
    return copy;
  });
}

/**
 * The ids a reducer mints for legacy `THINKING_*` messages (ours: `<run>-thinking-<n>`, the
 * reference's: random UUIDs), renamed by order of appearance so the two lists compare.
 */
function withMintedIdsNamed(messages: unknown): unknown {
  const minted =
    /^(?:.+-thinking-\d+|[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})$/;
  let count = 0;
  return (messages as { id: string }[]).map((message) =>
    minted.test(message.id) ? { ...message, id: `minted-${++count}` } : message,
  );
}

function heldBy(thread: AgentThread): { messages: unknown; state: unknown } {
  return { messages: withMintedIdsNamed(withoutCitations(thread.messages)), state: thread.state };
}

function referenceHeld(held: { messages: unknown; state: unknown }): {
  messages: unknown;
  state: unknown;
} {
  return { messages: withMintedIdsNamed(held.messages), state: held.state };
}

/**
 * Replays `events` through both reducers: after every event the reference accepted, both hold
 * the same messages and state; at the event it refused (if any), ours fails the run there too,
 * keeping the same messages and state. Returns whether the reference refused an event.
 */
export async function expectSameAsReference(
  events: readonly BaseEvent[],
  { mayRefuse = false } = {},
): Promise<boolean> {
  const reference = await referenceRun(events);
  if (!mayRefuse) expect(reference.reason).toBeUndefined();
  const accepted = reference.refusedAt ?? events.length;
  let thread: AgentThread = createAgentThread();
  for (let i = 0; i < accepted; i++) {
    thread = applyAgentEvent(thread, events[i]);
    const refusal = thread.error && thread.error.kind !== 'run-error' ? thread.error.message : null;
    expect({ at: i, type: events[i].type, refusal, ...heldBy(thread) }).toEqual({
      at: i,
      type: events[i].type,
      refusal: null,
      ...referenceHeld(reference.snapshots[i]),
    });
  }
  if (reference.refusedAt === undefined) {
    expect(thread.error?.kind ?? 'run-error').toBe('run-error');
    return false;
  }
  const refused = events[reference.refusedAt];
  thread = applyAgentEvent(thread, refused);
  expect({
    at: reference.refusedAt,
    type: refused.type,
    refused: thread.status === 'error',
    ...heldBy(thread),
  }).toEqual({
    at: reference.refusedAt,
    type: refused.type,
    refused: true,
    ...referenceHeld(reference.last),
  });
  expect(['protocol', 'malformed-event']).toContain(thread.error?.kind);
  return true;
}

/** Silences the reference client's console warnings for the specs' duration. */
export function quietReference(): void {
  const env = { ...process.env };
  beforeAll(() => {
    process.env['SUPPRESS_TRANSFORMATION_WARNINGS'] = 'true';
    // The reference client logs every tolerated oddity (and dumps the state on a failed patch).
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => {
    process.env = env;
    jest.restoreAllMocks();
  });
}
