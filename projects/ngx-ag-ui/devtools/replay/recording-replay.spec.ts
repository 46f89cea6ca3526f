import { TestBed } from '@angular/core/testing';
import fc from 'fast-check';
import { injectAgent, provideAgUi, withAgent, withStoreExtension } from 'ngx-ag-ui';
import { createAgentThread, jsonEqual, type AgentThread } from 'ngx-ag-ui/core';
import * as ev from 'ngx-ag-ui/testing';
import { ScriptedAgent } from 'ngx-ag-ui/testing';
import type { BaseEvent } from '@ag-ui/core';
import { from } from 'rxjs';

import { streamScript } from '../../core/runtime/reducer/stream-script.test-helpers';
import { propertySeed } from '../../property-testing/property-runs';
import { AgentRecorder } from '../recording/agent-recorder';
import { parseRecording, toJsonl } from '../recording/recording-jsonl';
import { recordingHooks } from '../provide/recording-hooks';
import { replayRecording } from './replay-recording';

/** A store that answers its n-th run with `streams[n]`, recorded by `recorder`. */
function recordedStore(streams: readonly BaseEvent[][], recorder: AgentRecorder) {
  TestBed.configureTestingModule({
    providers: [
      provideAgUi(
        { threadId: 't1' },
        withAgent(new ScriptedAgent((_input, call) => streams[call] ?? [])),
        withStoreExtension(() => recordingHooks(recorder)),
      ),
    ],
  });
  return TestBed.runInInjectionContext(() => injectAgent());
}

function sameThread(actual: AgentThread, expected: AgentThread): boolean {
  return (
    jsonEqual(actual.messages, expected.messages) &&
    jsonEqual(actual.state, expected.state) &&
    actual.status === expected.status
  );
}

describe('recording, export, load and replay', () => {
  it('replays 1,000 generated streams, recorded from a store, to the threads the store showed', () => {
    // As they come over the wire: JSON. The generator also writes `undefined` members (a merge
    // that clears metadata), which no agent can send and no JSON file can keep.
    const streams = fc
      .sample(streamScript(), { numRuns: 1000, seed: propertySeed() })
      .map((events) => JSON.parse(JSON.stringify(events)) as BaseEvent[]);
    let clock = 0;
    const recorder = new AgentRecorder('default', { now: () => clock++, limits: { runs: 1 } });
    const store = recordedStore(streams, recorder);
    let replayed = 0;
    for (const events of streams) {
      store.reset();
      // The scripted agent answers synchronously: the stream has ended when run() returns.
      store.run();
      const live = store.thread();
      const [run] = recorder.runs();
      expect(run.recording.events.length).toBe(events.length);
      const loaded = parseRecording(toJsonl(run.recording));
      expect(loaded.problems).toEqual([]);
      const thread = replayRecording(loaded.recording);
      // What the recording says the store showed, and what the store showed, are the same.
      const outcome = run.recording.outcome;
      expect(outcome && sameThread({ ...live, ...outcome }, live)).toBe(true);
      if (!sameThread(thread, live)) {
        expect({ events, thread: pick(thread) }).toEqual({ events, thread: pick(live) });
      }
      replayed++;
    }
    expect(replayed).toBe(1000);
  });

  it('gives the thread the store made after each event, kept or rebuilt, for time travel', () => {
    const long = [
      ev.runStarted(),
      ev.textMessageStart('m1'),
      ...Array.from({ length: 100 }, (_, i) => ev.textMessageContent('m1', `w${i} `)),
      ev.stateDelta([{ op: 'add', path: '/n', value: 1 }]),
      ev.textMessageEnd('m1'),
      ev.runFinished(),
    ];
    const streams = [
      long,
      ...fc
        .sample(streamScript(), { numRuns: 200, seed: propertySeed() })
        .map((events) => JSON.parse(JSON.stringify(events)) as BaseEvent[]),
    ];
    const recorder = new AgentRecorder('default', { now: () => 0, limits: { runs: 1 } });
    let seen: AgentThread[] = [];
    TestBed.configureTestingModule({
      providers: [
        provideAgUi(
          { threadId: 't1' },
          withAgent(new ScriptedAgent((_input, call) => streams[call] ?? [])),
          withStoreExtension(() => recordingHooks(recorder)),
          withStoreExtension(() => ({ onEvent: (_event, thread) => void seen.push(thread) })),
        ),
      ],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    let compared = 0;
    for (const _events of streams) {
      store.reset();
      seen = [];
      store.run();
      const [run] = recorder.runs();
      seen.forEach((thread, index) => {
        expect(pick(run.threadAt(index) ?? createAgentThread())).toEqual(pick(thread));
        compared++;
      });
      expect(run.threadAt(seen.length)).toBeUndefined();
    }
    expect(compared).toBeGreaterThan(104 + 200);
  });

  it('records a connect()ed source, which has no run input, and replays it as the store showed it', () => {
    const recorder = new AgentRecorder('default', { now: () => 0 });
    const events = [ev.runStarted(), ev.textMessage('m1', ['Hi']), ev.runFinished()].flat();
    TestBed.configureTestingModule({
      providers: [
        provideAgUi(
          { threadId: 't1' },
          withAgent(new ScriptedAgent([])),
          withStoreExtension(() => recordingHooks(recorder)),
        ),
      ],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    store.connect(from(events));
    const [{ recording }] = recorder.runs();
    expect(recording.input).toBeUndefined();
    expect(recording.end).toEqual({ kind: 'complete' });
    const replayed = replayRecording(parseRecording(toJsonl(recording)).recording);
    expect(pick(replayed)).toEqual(pick(store.thread()));
  });

  it('replays a stream the app stopped, and one that failed, as they ended live', () => {
    const recorder = new AgentRecorder('default', { now: () => 0 });
    const events = [ev.runStarted(), ev.textMessageStart('m1'), ev.textMessageContent('m1', 'Hi')];
    TestBed.configureTestingModule({
      providers: [
        provideAgUi(
          { threadId: 't1' },
          withAgent(
            new ScriptedAgent([
              { events, hang: true },
              { events, error: new Error('socket closed') },
            ]),
          ),
          withStoreExtension(() => recordingHooks(recorder)),
        ),
      ],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    store.send('Hello');
    store.stop();
    const stopped = store.thread();
    store.send('Again');
    const failed = store.thread();
    const [first, second] = recorder.runs().map(({ recording }) => recording);
    expect([first.end, second.end]).toEqual([
      { kind: 'stop' },
      { kind: 'error', error: { name: 'Error', message: 'socket closed' } },
    ]);
    expect([stopped.status, failed.status]).toEqual(['cancelled', 'error']);
    for (const [recording, live] of [
      [first, stopped],
      [second, failed],
    ] as const) {
      const replayed = replayRecording(parseRecording(toJsonl(recording)).recording);
      expect(pick(replayed)).toEqual(pick(live));
    }
    // The second run started from the first one's thread: its start holds the first answer.
    expect(second.start.messages.map(({ id }) => id)).toContain('m1');
  });
});

function pick({ messages, state, status }: AgentThread): unknown {
  return { messages, state, status };
}
