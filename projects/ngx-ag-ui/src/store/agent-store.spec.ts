import {
  ApplicationRef,
  createEnvironmentInjector,
  effect,
  EnvironmentInjector,
  inject,
} from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { injectAgent, provideAgUi, withAgent, type AgentSource } from 'ngx-ag-ui';
import type { AgentError } from 'ngx-ag-ui/core';
import {
  runError,
  runFinished,
  runStarted,
  ScriptedAgent,
  textAnswer,
  textMessageContent,
  textMessageEnd,
  textMessageStart,
  type Script,
} from 'ngx-ag-ui/testing';
import { of, Subject } from 'rxjs';

/**
 * Counts what an `effect` reading `value` sees: one run per change flushed by `TestBed.tick()`
 * (the first run, on the first tick, included).
 */
function countChanges(value: () => unknown): { readonly count: number } {
  let count = 0;
  TestBed.runInInjectionContext(() =>
    effect(() => {
      value();
      count++;
    }),
  );
  return {
    get count() {
      return count;
    },
  };
}

function setUp(script: Script, config: Parameters<typeof provideAgUi>[0] = {}) {
  const agent = new ScriptedAgent(script);
  TestBed.configureTestingModule({ providers: [provideAgUi(config, withAgent(agent))] });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  return { agent, store };
}

/** A source the test drives event by event. */
function controlledSource() {
  const runs: Subject<BaseEvent>[] = [];
  const inputs: RunAgentInput[] = [];
  const source: AgentSource = {
    run: (input) => {
      inputs.push(input);
      const events = new Subject<BaseEvent>();
      runs.push(events);
      return events;
    },
  };
  return { source, runs, inputs };
}

/** A store on a `controlledSource`: the test sends, then drives each run's events itself. */
function controlledStore(config: Parameters<typeof provideAgUi>[0] = {}) {
  const { source, runs, inputs } = controlledSource();
  TestBed.configureTestingModule({ providers: [provideAgUi(config, withAgent(source))] });
  const store = TestBed.runInInjectionContext(() => injectAgent());
  return { store, runs, inputs };
}

const settle = () => TestBed.inject(ApplicationRef).whenStable();
const flushMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

// The testing builders with this spec's defaults: thread t1, run r1, message a1.
const started = (runId = 'r1') => runStarted('t1', runId);
const finished = (runId = 'r1') => runFinished('t1', runId);
const textStart = (messageId = 'a1') => textMessageStart(messageId, { role: 'assistant' });
const text = (delta: string, messageId = 'a1') => textMessageContent(messageId, delta);
const textEnd = (messageId = 'a1') => textMessageEnd(messageId);

describe('AgentStore', () => {
  it('starts idle with the configured messages and state', () => {
    const { store } = setUp([], {
      messages: [{ id: 'u0', role: 'user', content: 'Earlier' }],
      state: { citations: {} },
    });

    expect(store.status()).toBe('idle');
    expect(store.isRunning()).toBe(false);
    expect(store.messages()).toEqual([{ id: 'u0', role: 'user', content: 'Earlier' }]);
    expect(store.state()).toEqual({ citations: {} });
    expect(store.error()).toBeNull();
  });

  it('appends the user message at once and streams the answer into the signals', async () => {
    const { store } = setUp((input) => ({
      events: textAnswer(input, 'Hello there friend', { deltas: 3 }),
      delayMs: 1,
    }));

    expect(store.send('Hi')).toBe(true);

    expect(store.messages()).toEqual([expect.objectContaining({ role: 'user', content: 'Hi' })]);
    expect(store.status()).toBe('running');
    expect(store.isRunning()).toBe(true);
    await settle();
    expect(store.status()).toBe('success');
    expect(store.messages().map((message) => [message.role, message.content])).toEqual([
      ['user', 'Hi'],
      ['assistant', 'Hello there friend'],
    ]);
  });

  it('sends the run input the protocol asks for', async () => {
    const { agent, store } = setUp((input) => textAnswer(input, 'ok'), {
      threadId: 'thread-7',
      tools: [{ name: 'search', description: 'Searches' }],
      context: [{ description: 'locale', value: 'en' }],
      forwardedProps: { plan: 'pro' },
      state: { count: 1 },
      messages: [
        { id: 'u0', role: 'user', content: 'Earlier' },
        { id: 'act', role: 'activity', activityType: 'progress', content: { done: 1 } },
      ],
    });

    store.send('Hi');
    await settle();
    store.send('Again', { forwardedProps: { plan: 'free' } });
    await settle();

    const [first, second] = agent.inputs;
    expect(first).toEqual({
      threadId: 'thread-7',
      runId: expect.any(String),
      protocolVersion: '1.1',
      state: { count: 1 },
      messages: [
        { id: 'u0', role: 'user', content: 'Earlier' },
        expect.objectContaining({ role: 'user', content: 'Hi' }),
      ],
      tools: [{ name: 'search', description: 'Searches' }],
      context: [{ description: 'locale', value: 'en' }],
      forwardedProps: { plan: 'pro' },
    });
    expect(second.threadId).toBe('thread-7');
    expect(second.runId).not.toBe(first.runId);
    expect(second.forwardedProps).toEqual({ plan: 'free' });
    expect(second.messages.map((message) => message.content)).toEqual([
      'Earlier',
      'Hi',
      'ok',
      'Again',
    ]);
  });

  it('keeps one generated thread id across runs when none is configured', async () => {
    const { agent, store } = setUp((input) => textAnswer(input, 'ok'));

    store.send('One');
    await settle();
    store.send('Two');
    await settle();

    expect(agent.inputs[0].threadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(agent.inputs[1].threadId).toBe(agent.inputs[0].threadId);
  });

  it('refuses a second send while a run is in progress and changes nothing', async () => {
    const { store, runs, inputs } = controlledStore();

    expect(store.send('First')).toBe(true);
    const before = store.thread();

    expect(store.send('Second')).toBe(false);
    expect(store.run()).toBe(false);
    expect(store.regenerate()).toBe(false);
    expect(store.connect(of(started('x')))).toBe(false);

    expect(store.thread()).toBe(before);
    expect(inputs).toHaveLength(1);
    runs[0].next(started());
    runs[0].next(finished());
    runs[0].complete();
    await flushMicrotasks();
    expect(store.send('Third')).toBe(true);
    expect(inputs).toHaveLength(2);
  });

  it('counts events not yet committed when it refuses a run', async () => {
    const { store, runs, inputs } = controlledStore();
    const socket = new Subject<BaseEvent>();
    store.connect(socket);

    socket.next(started());

    expect(store.isRunning()).toBe(false);
    expect(store.send('Now')).toBe(false);
    expect(store.isRunning()).toBe(true);
    expect(inputs).toHaveLength(0);
    expect(runs).toHaveLength(0);
  });

  it('stops mid-stream, keeps the partial answer and ends as cancelled', async () => {
    const { store, runs } = controlledStore();
    store.send('Hi');
    runs[0].next(started());
    runs[0].next(textStart());
    runs[0].next(text('Hal'));

    store.stop();

    expect(store.status()).toBe('cancelled');
    expect(store.error()).toBeNull();
    expect(store.messages().map((message) => message.content)).toEqual(['Hi', 'Hal']);
    expect(runs[0].observed).toBe(false);
    runs[0].next(text('f a message that arrives late'));
    await flushMicrotasks();
    expect(store.messages()[1].content).toBe('Hal');
  });

  it('regenerates: drops the last answer and runs the last user message again', async () => {
    let call = 0;
    const { agent, store } = setUp((input) => textAnswer(input, `answer ${++call}`));
    store.send('Question');
    await settle();
    expect(store.messages().map((message) => message.content)).toEqual(['Question', 'answer 1']);

    expect(store.regenerate()).toBe(true);
    await settle();

    expect(agent.inputs[1].messages.map((message) => message.content)).toEqual(['Question']);
    expect(store.messages().map((message) => message.content)).toEqual(['Question', 'answer 2']);
  });

  it('refuses to regenerate without a user message', () => {
    const { agent, store } = setUp((input) => textAnswer(input, 'ok'));

    expect(store.regenerate()).toBe(false);
    expect(agent.inputs).toHaveLength(0);
  });

  it('sends tool results as tool messages with the next run', async () => {
    const { agent, store } = setUp((input) => textAnswer(input, 'done'), {
      messages: [
        { id: 'u0', role: 'user', content: 'Weather?' },
        {
          id: 'a0',
          role: 'assistant',
          toolCalls: [
            { id: 'call-1', type: 'function', function: { name: 'weather', arguments: '{}' } },
          ],
        },
      ],
    });

    store.run({
      toolResults: [
        { toolCallId: 'call-1', content: 'sunny' },
        { toolCallId: 'call-2', content: '', error: 'offline' },
      ],
    });
    await settle();

    expect(agent.inputs[0].messages.slice(2)).toEqual([
      { id: expect.any(String), role: 'tool', toolCallId: 'call-1', content: 'sunny' },
      { id: expect.any(String), role: 'tool', toolCallId: 'call-2', content: '', error: 'offline' },
    ]);
    expect(store.toolCalls().map((call) => call.id)).toEqual(['call-1']);
  });

  it('answers interrupts with resume, and refuses a run that leaves one unanswered', async () => {
    const interrupted = (input: RunAgentInput): BaseEvent[] => [
      runStarted(input.threadId, input.runId),
      runFinished(input.threadId, input.runId, {
        outcome: { type: 'interrupt', interrupts: [{ id: 'int-1', reason: 'approval' }] },
      }),
    ];
    const { agent, store } = setUp((input, call) =>
      call === 0 ? interrupted(input) : textAnswer(input, 'approved'),
    );
    store.send('Book it');
    await settle();
    expect(store.status()).toBe('interrupted');
    expect(store.interrupts().map((interrupt) => interrupt.id)).toEqual(['int-1']);

    expect(() => store.send('Never mind')).toThrow(
      /^ngx-ag-ui: the thread waits on interrupt\(s\) "int-1"/,
    );
    expect(agent.inputs).toHaveLength(1);

    store.run({ resume: [{ interruptId: 'int-1', status: 'resolved', payload: { ok: true } }] });
    await settle();
    expect(agent.inputs[1].resume).toEqual([
      { interruptId: 'int-1', status: 'resolved', payload: { ok: true } },
    ]);
    expect(store.status()).toBe('success');
  });

  it('applies any event source through connect()', () => {
    const { store } = setUp([]);

    expect(
      store.connect(of(started(), textStart(), text('From a socket'), textEnd(), finished())),
    ).toBe(true);

    expect(store.status()).toBe('success');
    expect(store.messages().map((message) => message.content)).toEqual(['From a socket']);
  });

  it('resets to the configured thread, stopping the stream', async () => {
    const { store, runs } = controlledStore({ threadId: 'tid', state: { n: 0 } });
    store.send('Hi');
    runs[0].next(started());

    store.reset();

    expect(runs[0].observed).toBe(false);
    expect(store.status()).toBe('idle');
    expect(store.messages()).toEqual([]);
    expect(store.state()).toEqual({ n: 0 });
    expect(store.thread().threadId).toBe('tid');
  });

  it('ends the run with the source error as an AgentError and keeps the messages', async () => {
    const failure: AgentError = {
      kind: 'network',
      message: 'The connection to the agent dropped mid-stream.',
    };
    const { store } = setUp([
      { events: [started(), textStart(), text('Half an')], error: failure },
    ]);

    store.send('Hi');
    await settle();

    expect(store.status()).toBe('error');
    expect(store.error()).toEqual(failure);
    expect(store.messages().map((message) => message.content)).toEqual(['Hi', 'Half an']);
  });

  it('turns a thrown Error into a network AgentError', async () => {
    const { store } = setUp([{ events: [], error: new Error('socket hang up') }]);

    store.send('Hi');
    await settle();

    expect(store.error()).toMatchObject({ kind: 'network', message: 'socket hang up' });
  });

  it('ends as truncated when the source completes while the run is open', async () => {
    const { store } = setUp([[started(), textStart(), text('Cut')]]);

    store.send('Hi');
    await settle();

    expect(store.error()).toEqual({
      kind: 'truncated',
      message: 'The stream ended before the run finished (no RUN_FINISHED or RUN_ERROR)',
    });
    expect(store.messages().map((message) => message.content)).toEqual(['Hi', 'Cut']);
  });

  it('ends as truncated when the source completes without any run', async () => {
    const { store } = setUp([[]]);

    store.send('Hi');
    await settle();

    expect(store.status()).toBe('error');
    expect(store.error()?.kind).toBe('truncated');
  });

  it('keeps a finished run successful when the connection fails after RUN_FINISHED', async () => {
    const failure: AgentError = { kind: 'timeout', message: 'The agent sent nothing for 100 ms.' };
    const { store } = setUp([
      { events: [started(), textStart(), text('Done'), textEnd(), finished()], error: failure },
    ]);

    store.send('Hi');
    await settle();

    expect(store.status()).toBe('success');
    expect(store.error()).toBeNull();
  });

  it('lets whenStable() resolve once the run finishes, even if the stream stays open', async () => {
    const { agent, store } = setUp([{ events: [started(), finished()], hang: true }]);

    store.send('Hi');
    await settle();

    expect(store.status()).toBe('success');
    expect(agent.active).toBe(1);
    store.stop();
    expect(agent.active).toBe(0);
    expect(store.status()).toBe('success');
  });

  it('surfaces RUN_ERROR as a run-error', async () => {
    const { store } = setUp([[started(), runError('Model overloaded', { code: '529' })]]);

    store.send('Hi');
    await settle();

    expect(store.status()).toBe('error');
    expect(store.error()).toMatchObject({ kind: 'run-error', message: 'Model overloaded' });
  });

  it('commits the events of one chunk together: one signal write per chunk', async () => {
    const { store, runs } = controlledStore();
    store.send('Hi');
    runs[0].next(started());
    runs[0].next(textStart());
    await flushMicrotasks();
    const row = store.message('a1');
    const changes = countChanges(row);
    TestBed.tick();
    const before = changes.count;
    const contentBefore = row()?.content;
    const seenMidChunk: unknown[] = [];

    for (const delta of ['a', 'b', 'c', 'd', 'e']) {
      runs[0].next(text(delta));
      seenMidChunk.push(row()?.content);
      // A write per event would show here as one more effect run per event.
      TestBed.tick();
    }
    await flushMicrotasks();
    TestBed.tick();

    expect(seenMidChunk).toEqual(Array(5).fill(contentBefore));
    expect(row()?.content).toBe('abcde');
    expect(changes.count - before).toBe(1);
  });

  it('keeps whenStable() waiting until the run ends', async () => {
    const { store } = setUp((input) => ({
      events: textAnswer(input, 'slow answer', { deltas: 2 }),
      delayMs: 5,
    }));

    store.send('Hi');
    await settle();

    expect(store.status()).toBe('success');
  });

  it('creates the source at the first run, in the agent injection context', async () => {
    let created = 0;
    TestBed.configureTestingModule({
      providers: [
        provideAgUi(
          {},
          withAgent(() => {
            created++;
            inject(EnvironmentInjector);
            return new ScriptedAgent((input) => textAnswer(input, 'ok'));
          }),
        ),
      ],
    });
    const store = TestBed.runInInjectionContext(() => injectAgent());
    expect(created).toBe(0);

    store.send('One');
    await settle();
    store.send('Two');
    await settle();

    expect(created).toBe(1);
  });

  it('unsubscribes its run and leaves no timer when its injector is destroyed', () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      const agent = new ScriptedAgent((input) => ({
        events: textAnswer(input, 'one two three four', { deltas: 4 }),
        delayMs: 60_000,
      }));
      const injector = createEnvironmentInjector(
        [provideAgUi({}, withAgent(agent))],
        TestBed.inject(EnvironmentInjector),
      );
      const store = injectAgent({ injector });
      store.send('Hi');
      jest.advanceTimersByTime(130_000);
      expect(agent.active).toBe(1);
      const thread = store.thread();

      injector.destroy();
      // Let Angular's own change-detection timers (scheduled by the last writes) run out.
      jest.advanceTimersByTime(1_000);

      expect(agent.active).toBe(0);
      expect(jest.getTimerCount()).toBe(0);
      jest.advanceTimersByTime(600_000);
      expect(store.thread()).toBe(thread);
      expect(store.send('Again')).toBe(false);
      expect(agent.inputs).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
