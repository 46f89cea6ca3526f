import { EventType, type AGUIEvent, type Message, type RunAgentInput } from '@ag-ui/core';
import { verifyEvents } from '@ag-ui/client';
import { applyPatch, type Operation } from 'fast-json-patch';
import { from, lastValueFrom, toArray, type OperatorFunction } from 'rxjs';

import type { ChaosMode } from './chaos-mode';
import { researchRun, UNSAFE_URL, type ResearchRunOptions } from './research-run';

const input = (messages: Message[], state: unknown = {}, runId = 'r1'): RunAgentInput => ({
  threadId: 't1',
  runId,
  messages,
  state,
  tools: [],
  context: [],
});
const ask = (content: string): Message[] => [{ id: 'u1', role: 'user', content }];
const eventsOf = (run: RunAgentInput, options?: ResearchRunOptions): AGUIEvent[] =>
  researchRun(run, options).steps.flatMap((step) => ('event' in step ? [step.event] : []));
const typed = <T extends EventType>(events: AGUIEvent[], type: T) =>
  events.filter((event): event is Extract<AGUIEvent, { type: T }> => event.type === type);
// @ag-ui/client pins its own rxjs copy (docs/ag-ui.md §1): same runtime protocol, distinct types.
const verify = verifyEvents(false) as unknown as OperatorFunction<AGUIEvent, AGUIEvent>;
const textOf = (events: AGUIEvent[]) =>
  typed(events, EventType.TEXT_MESSAGE_CONTENT)
    .map((event) => event.delta)
    .join('');

/** Applies the run's state events the way a client does; returns the state and failed patches. */
function playState(events: AGUIEvent[], initial: unknown) {
  let state = initial;
  const failures: Operation[][] = [];
  for (const event of events) {
    if (event.type === EventType.STATE_SNAPSHOT) state = event.snapshot;
    if (event.type === EventType.STATE_DELTA) {
      try {
        state = applyPatch(state, event.delta as Operation[], true, false).newDocument;
      } catch {
        failures.push(event.delta as Operation[]);
      }
    }
  }
  return { state: state as { citations: Record<string, { id: string; url: string }[]> }, failures };
}

const followUpConversation: Message[] = [
  { id: 'u1', role: 'user', content: 'How do I cancel a fetch request?' },
  { id: 'answer-r0', role: 'assistant', content: 'An earlier answer.' },
  { id: 'u2', role: 'user', content: 'Tell me more' },
];

describe('researchRun', () => {
  const scenarios: [string, RunAgentInput, ResearchRunOptions][] = [
    ['a first question (state delivery)', input(ask('How do I cancel a fetch request?')), {}],
    [
      'a follow-up (metadata delivery)',
      input(followUpConversation, { citations: { 'answer-r0': [] } }),
      {},
    ],
    ['a question outside the corpus', input(ask('What is the capital of France?')), {}],
    ['a forced metadata delivery', input(ask('What is INP?')), { delivery: 'metadata' }],
    ...(['run-error', 'bad-patch', 'cut-stream', 'slow-start', 'unsafe-link'] as ChaosMode[]).map(
      (chaos): [string, RunAgentInput, ResearchRunOptions] => [
        `the ${chaos} failure`,
        input(ask('What is INP?')),
        { chaos },
      ],
    ),
  ];

  it.each(scenarios)('obeys the protocol sequence rules for %s', async (_name, run, options) => {
    const events = eventsOf(run, options);
    const verified = await lastValueFrom(from(events).pipe(verify, toArray()));
    expect(verified).toHaveLength(events.length);
    expect(events[0].type).toBe(EventType.RUN_STARTED);
  });

  it('ends every complete run with RUN_FINISHED and leaves nothing open', () => {
    const events = eventsOf(input(ask('How do computed signals work?')));
    expect(events.at(-1)).toMatchObject({
      type: EventType.RUN_FINISHED,
      threadId: 't1',
      runId: 'r1',
    });
    expect(typed(events, EventType.TEXT_MESSAGE_START)).toHaveLength(1);
    expect(typed(events, EventType.TEXT_MESSAGE_END)).toHaveLength(1);
  });

  it('streams a reasoning message and a search tool call with its result before the answer', () => {
    const events = eventsOf(input(ask('How do I cancel a fetch request?')));
    const types = events.map((event) => event.type);
    expect(types.indexOf(EventType.REASONING_MESSAGE_START)).toBeLessThan(
      types.indexOf(EventType.TOOL_CALL_START),
    );
    expect(types.indexOf(EventType.TOOL_CALL_RESULT)).toBeLessThan(
      types.indexOf(EventType.TEXT_MESSAGE_START),
    );
    expect(typed(events, EventType.TOOL_CALL_START)[0]).toMatchObject({
      toolCallName: 'search_corpus',
      parentMessageId: 'call-r1',
    });
    const args = JSON.parse(
      typed(events, EventType.TOOL_CALL_ARGS)
        .map((event) => event.delta)
        .join(''),
    );
    expect(args).toEqual({ query: 'How do I cancel a fetch request?', limit: 3, exclude: [] });
    const result = JSON.parse(typed(events, EventType.TOOL_CALL_RESULT)[0].content as string);
    expect(result.map((hit: { id: string }) => hit.id)).toEqual([
      'mdn-fetch',
      'mdn-abortcontroller',
      'angular-httpclient',
    ]);
  });

  it('delivers state citations before, during and after the text, with [^id] markers', () => {
    const events = eventsOf(input(ask('How do I cancel a fetch request?')));
    const start = events.findIndex((event) => event.type === EventType.TEXT_MESSAGE_START);
    const end = events.findIndex((event) => event.type === EventType.TEXT_MESSAGE_END);
    const adds = events.flatMap((event, at) =>
      event.type === EventType.STATE_DELTA && (event.delta as Operation[])[0].op === 'add'
        ? [at]
        : [],
    );
    expect(adds).toHaveLength(3);
    expect(adds[0]).toBeLessThan(start);
    expect(adds[1]).toBeGreaterThan(start);
    expect(adds[1]).toBeLessThan(end);
    expect(adds[2]).toBeGreaterThan(end);
    // RFC 6902: the array is created with `add` before anything is appended with `/-`.
    expect((events[adds[0]] as { delta: Operation[] }).delta[0]).toMatchObject({
      path: '/citations/draft-r1',
    });
    expect((events[adds[1]] as { delta: Operation[] }).delta[0]).toMatchObject({
      path: '/citations/draft-r1/-',
    });
    const text = textOf(events);
    for (const id of ['mdn-fetch', 'mdn-abortcontroller', 'angular-httpclient'])
      expect(text).toContain(`[^${id}]`);
  });

  it('re-keys the streamed message in MESSAGES_SNAPSHOT and moves its citations to the final id', () => {
    const run = input(ask('How do I cancel a fetch request?'));
    const events = eventsOf(run);
    const snapshot = typed(events, EventType.MESSAGES_SNAPSHOT)[0];
    const final = snapshot.messages.at(-1);
    expect(final).toEqual({ id: 'answer-r1', role: 'assistant', content: textOf(events) });
    expect(snapshot.messages.map((message) => message.id)).toEqual([
      'u1',
      'call-r1',
      'result-r1',
      'answer-r1',
    ]);
    const { state, failures } = playState(events, run.state);
    expect(failures).toEqual([]);
    expect(Object.keys(state.citations)).toEqual(['answer-r1']);
    expect(state.citations['answer-r1'].map((citation) => citation.id)).toEqual([
      'mdn-fetch',
      'mdn-abortcontroller',
      'angular-httpclient',
    ]);
    // The final id's citations exist before the snapshot that introduces the final id.
    const copy = events.findIndex(
      (event) => event.type === EventType.STATE_DELTA && JSON.stringify(event).includes('"copy"'),
    );
    expect(copy).toBeLessThan(events.indexOf(snapshot));
  });

  it('puts citations with claim offsets in message metadata on a follow-up', () => {
    const events = eventsOf(input(followUpConversation));
    const text = textOf(events);
    expect(text).not.toContain('[^');
    const end = typed(events, EventType.TEXT_MESSAGE_END)[0];
    const citations = (
      end.metadata as { citations: { snippet: string; start: number; end: number }[] }
    ).citations;
    expect(citations.length).toBeGreaterThan(0);
    for (const citation of citations)
      expect(text.slice(citation.start, citation.end)).toBe(citation.snippet);
    const final = typed(events, EventType.MESSAGES_SNAPSHOT)[0].messages.at(-1);
    expect(final).toMatchObject({ id: 'answer-r1', metadata: { citations } });
    expect(playState(events, {}).state.citations).toEqual({});
  });

  it('restates the history and drops citations of answers no longer in the conversation', () => {
    const answers = Array.from({ length: 60 }, (_, n): Message => ({
      id: `a${n}`,
      role: 'assistant',
      content: 'old',
    }));
    const citations = Object.fromEntries([
      ...answers.map((m) => [m.id, []]),
      ['regenerated-away', []],
    ]);
    const run = input([...answers, ...ask('What is INP?')], { citations, theme: 'kept' });
    const snapshot = typed(eventsOf(run), EventType.STATE_SNAPSHOT)[0].snapshot as {
      citations: object;
      theme: string;
    };
    expect(Object.keys(snapshot.citations)).toHaveLength(50);
    expect(snapshot.citations).not.toHaveProperty('regenerated-away');
    expect(snapshot.citations).toHaveProperty('a59');
    expect(snapshot.theme).toBe('kept');
  });

  it('escapes message ids in JSON pointers', () => {
    const events = eventsOf(input(ask('What is INP?'), {}, 'run/1~x'));
    const { state, failures } = playState(events, {});
    expect(failures).toEqual([]);
    expect(Object.keys(state.citations)).toEqual(['answer-run/1~x']);
  });

  it('fails with RUN_ERROR halfway through the answer for the run-error failure', () => {
    const complete = textOf(eventsOf(input(ask('What is INP?'))));
    const events = eventsOf(input(ask('Simulate a run error: what is INP?')));
    expect(events.at(-1)).toMatchObject({ type: EventType.RUN_ERROR, code: 'DEMO_RUN_ERROR' });
    expect(complete.startsWith(textOf(events))).toBe(true);
    expect(textOf(events).length).toBeLessThan(complete.length);
    expect(typed(events, EventType.RUN_FINISHED)).toEqual([]);
  });

  it('cuts the stream without a terminal event for the cut-stream failure', () => {
    const script = researchRun(input(ask('What is INP?')), { chaos: 'cut-stream' });
    expect(script.steps.at(-1)).toEqual({ cut: true });
    const types = script.steps.flatMap((step) => ('event' in step ? [step.event.type] : []));
    expect(types).toContain(EventType.TEXT_MESSAGE_CONTENT);
    expect(types).not.toContain(EventType.RUN_FINISHED);
    expect(types).not.toContain(EventType.RUN_ERROR);
  });

  it('sends one STATE_DELTA that cannot apply for the bad-patch failure, then finishes', () => {
    const run = input(ask('Simulate a bad patch'));
    const events = eventsOf(run);
    const { state, failures } = playState(events, {});
    expect(failures).toEqual([[{ op: 'replace', path: '/research/confidence', value: 0.9 }]]);
    expect(Object.keys(state.citations)).toEqual(['answer-r1']);
    expect(events.at(-1)?.type).toBe(EventType.RUN_FINISHED);
  });

  it('gives one citation a javascript: URL for the unsafe-link failure', () => {
    const events = eventsOf(input(ask('How do I cancel a fetch request?')), {
      chaos: 'unsafe-link',
    });
    const urls = playState(events, {}).state.citations['answer-r1'].map((citation) => citation.url);
    expect(urls.filter((url) => url === UNSAFE_URL)).toHaveLength(1);
    expect(urls.filter((url) => url.startsWith('https://'))).toHaveLength(2);
  });

  it('answers the same conversation with the same text', () => {
    expect(textOf(eventsOf(input(followUpConversation)))).toBe(
      textOf(eventsOf(input(followUpConversation, {}, 'r9'))),
    );
  });
});
