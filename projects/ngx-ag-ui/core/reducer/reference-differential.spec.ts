/** @jest-environment node */
import { type AbstractAgent, type AgentSubscriber, defaultApplyEvents, transformChunks, verifyEvents } from '@ag-ui/client';
import { type BaseEvent, EventType, type RunAgentInput } from '@ag-ui/core';
import fc from 'fast-check';
import { from } from 'rxjs';
import {
  activityDelta,
  activitySnapshot,
  messagesSnapshot,
  rawEvent,
  reasoningMessageChunk,
  runFinished,
  runStarted,
  stateDelta,
  stateSnapshot,
  textMessageChunk,
  textMessageContent,
  textMessageEnd,
  textMessageStart,
  toolCallArgs,
  toolCallChunk,
  toolCallEnd,
  toolCallResult,
  toolCallStart,
} from 'ngx-ag-ui/testing';

import type { AgentThread, ThreadMessage } from '../thread/agent-thread';
import { createAgentThread } from '../thread/create-agent-thread';
import { applyAgentEvent } from './apply-agent-event';
import { streamScript } from './stream-script.test-helpers';
import { propertyRuns } from '../../property-testing/property-runs';

const MARK = '__reference-mark__';

/** messages + state the reference client holds after each event (transformChunks + defaultApplyEvents). */
async function referenceSnapshots(events: readonly BaseEvent[]): Promise<{ messages: unknown; state: unknown }[]> {
  // The reference reducer mutates objects it took from events (snapshot messages, op values).
  const marked = structuredClone(events).flatMap((event, i) => [event, rawEvent(i, { source: MARK }) as BaseEvent]);
  const snapshots: { messages: unknown; state: unknown }[] = [];
  const subscriber: AgentSubscriber = {
    onRawEvent: ({ event, messages, state }) => {
      if (event.source === MARK) snapshots.push(structuredClone({ messages, state }));
    },
  };
  const agent = { messages: [], state: {}, pendingInterrupts: [] } as unknown as AbstractAgent;
  const input: RunAgentInput = { threadId: 't1', runId: 'r1', messages: [], state: {}, tools: [], context: [] };
  await drain(defaultApplyEvents(input, transformChunks()(referenceStream(marked)), agent, [subscriber]));
  return snapshots;
}

/** Whether the reference verifier accepts the stream (a generator sanity check). */
async function referenceAccepts(events: readonly BaseEvent[]): Promise<string | undefined> {
  try {
    await drain(verifyEvents()(transformChunks()(referenceStream(events))));
    return undefined;
  } catch (error) {
    return String(error);
  }
}

type ReferenceObservable = Parameters<ReturnType<typeof transformChunks>>[0];

/** @ag-ui/client pins its own rxjs copy: hand it events through the Observable interop. */
function referenceStream(events: readonly BaseEvent[]): ReferenceObservable {
  return from(events) as unknown as ReferenceObservable;
}

function drain(source: { subscribe(observer: object): unknown }): Promise<void> {
  return new Promise((resolve, reject) => {
    source.subscribe({ next: () => undefined, error: reject, complete: resolve });
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

async function expectSameAsReference(events: readonly BaseEvent[]): Promise<void> {
  expect(await referenceAccepts(events)).toBeUndefined();
  const reference = await referenceSnapshots(events);
  let thread: AgentThread = createAgentThread();
  for (let i = 0; i < events.length; i++) {
    thread = applyAgentEvent(thread, events[i]);
    expect({ at: i, type: events[i].type, messages: withoutCitations(thread.messages), state: thread.state }).toEqual({
      at: i,
      type: events[i].type,
      ...reference[i],
    });
  }
  expect(thread.error).toBeNull();
}

describe('applyAgentEvent against @ag-ui/client 1.0.0', () => {
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

  it('holds the same messages and state after every event of interleaved messages and tool calls', async () => {
    await expectSameAsReference([
      runStarted(),
      textMessageStart('m1'),
      textMessageContent('m1', 'Let me '),
      toolCallStart('c1', 'search', { parentMessageId: 'm1' }),
      textMessageContent('m1', 'look.'),
      toolCallArgs('c1', '{"q":'),
      toolCallStart('c2', 'fetch'),
      toolCallArgs('c2', '{}'),
      toolCallArgs('c1', '"x"}'),
      toolCallEnd('c1'),
      textMessageEnd('m1'),
      toolCallEnd('c2'),
      toolCallResult('res-2', 'c2', 'fetched'),
      textMessageStart('m2', { role: 'assistant' }),
      textMessageContent('m2', 'Done'),
      textMessageEnd('m2'),
      toolCallResult('res-1', 'c1', [{ type: 'text', text: 'found' }]),
      toolCallResult('res-x', 'unknown', 'orphan'),
      runFinished(),
    ]);
  });

  it('holds the same messages after chunks in lanes and snapshots that re-key messages', async () => {
    await expectSameAsReference([
      runStarted('t1', 'r1', {
        input: { threadId: 't1', runId: 'r1', messages: [{ id: 'u1', role: 'user', content: 'hi' }], tools: [], context: [] },
      }),
      textMessageChunk({ messageId: 'm1', delta: 'Hi' }),
      textMessageChunk({ delta: ' there' }),
      toolCallChunk({ toolCallId: 't1', toolCallName: 'search', parentMessageId: 'm1', delta: '{"q":' }),
      toolCallChunk({ delta: '1}' }),
      reasoningMessageChunk({ messageId: 'r1', delta: 'thinking' }),
      reasoningMessageChunk({ metadata: { tokens: 3 } }),
      textMessageChunk({ messageId: 'm2', delta: 'second', metadata: { k: 1 } }),
      stateSnapshot({ citations: { m2: ['https://example.com'] } }),
      messagesSnapshot([
        { id: 'u1', role: 'user', content: 'hi' },
        { id: 'm1-canonical', role: 'assistant', content: 'Hi there' },
        { id: 'm2', role: 'assistant', content: 'second' },
      ]),
      activitySnapshot('a1', 'plan', { steps: ['one'] }),
      activityDelta('a1', 'plan', [{ op: 'add', path: '/steps/-', value: 'two' }]),
      activitySnapshot('a1', 'plan', { steps: [] }, { replace: false, metadata: { seen: true } }),
      messagesSnapshot([{ id: 'm2', role: 'assistant', content: 'second, edited' }]),
      runFinished(),
    ]);
  });

  it('holds the same state after state deltas of every op, failing ones included', async () => {
    await expectSameAsReference([
      runStarted(),
      stateDelta([{ op: 'add', path: '/citations', value: {} }]),
      stateDelta([
        { op: 'add', path: '/citations/m1', value: [] },
        { op: 'add', path: '/citations/m1/-', value: { url: 'https://a.example' } },
      ]),
      stateDelta([{ op: 'add', path: '/citations/m2/-', value: { url: 'x' } }]),
      stateDelta([{ op: 'replace', path: '/missing', value: 1 }]),
      stateDelta([{ op: 'copy', from: '/citations/m1', path: '/copy' }]),
      stateDelta([{ op: 'move', from: '/copy', path: '/moved' }]),
      stateDelta([{ op: 'test', path: '/moved/0/url', value: 'https://a.example' }, { op: 'remove', path: '/moved' }]),
      stateDelta([{ op: 'test', path: '/citations', value: 'no' }]),
      stateDelta([{ op: 'add', path: '/__proto__/polluted', value: true }]),
      stateDelta([{ op: 'replace', path: '', value: { fresh: [1, 2] } }]),
      stateDelta([{ op: 'remove', path: '/fresh/0' }, { op: 'add', path: '/fresh/5', value: 0 }]),
      textMessageStart('m1'),
      textMessageEnd('m1'),
      runFinished(),
    ]);
  });

  it('generates streams that cover all 31 event types', () => {
    const types = new Set(fc.sample(streamScript(), { numRuns: 300, seed: 7 }).flat().map((event) => event.type));
    expect([...types].sort()).toEqual(Object.values(EventType).sort());
  });

  it('holds the same messages and state as the reference on 1,000 generated valid streams', async () => {
    await fc.assert(
      fc.asyncProperty(streamScript(), async (events) => expectSameAsReference(events)),
      { numRuns: propertyRuns(1000) },
    );
  });
});

