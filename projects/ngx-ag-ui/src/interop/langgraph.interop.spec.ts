/** @jest-environment node */
import {
  assistantText,
  confirmBooking,
  errorOf,
  expectSameEventsAsReference,
  isolatedReferenceRun,
  nextThreadId,
  ourClient,
  referenceClient,
  shape,
  until,
  user,
} from './interop.test-helpers';
import { quietReference } from '../../core/runtime/reducer/reference-run.test-helpers';
import { startProducer, type Producer } from './producer.test-helpers';

/*
 * The library against @ag-ui/langgraph: LangGraphAgent on LangGraph.js's own API server (in
 * memory) running a graph on LangChain's scripted test models, served over HTTP + SSE by
 * tools/interop/langgraph-producer.mjs, offline. Each scenario runs through the library's
 * AgentStore and through @ag-ui/client's HttpAgent, and the two must agree (docs/interop.md lists
 * what each producer does and every difference found).
 */
describe('interop: @ag-ui/langgraph', () => {
  let producer: Producer;
  quietReference();

  beforeAll(async () => {
    producer = await startProducer('langgraph-producer.mjs');
  }, 60_000);

  afterAll(async () => {
    if (!producer) return;
    try {
      // Offline: the test models made no request, and nothing else reached past the loopback.
      expect((await producer.report()).outbound).toEqual([]);
    } finally {
      producer.stop();
    }
  });

  it('streams a text answer and the graph state, as the reference client does', async () => {
    const ours = ourClient(producer.url, nextThreadId());
    ours.store.send(user('u1', 'Hello'));
    await ours.idle();
    await expectSameEventsAsReference(producer);
    const theirs = await referenceClient(producer.url, nextThreadId()).run([user('u1', 'Hello')]);

    expect(ours.store.status()).toBe('success');
    expect(ours.store.error()).toBeNull();
    expect(ours.store.warnings()).toEqual([]);
    expect(shape(ours.store.messages())).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Answer number 1.' },
    ]);
    expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
    // LangGraphAgent sends the whole graph state, its LangChain messages included.
    expect(ours.store.state()).toEqual(
      expect.objectContaining({ citations: {}, tools: [], messages: expect.any(Array) }),
    );
    ours.destroy();
  }, 30_000);

  it('keeps a multi-turn conversation: the graph sees both turns', async () => {
    const ours = ourClient(producer.url, nextThreadId());
    ours.store.send(user('u1', 'Hello'));
    await ours.idle();
    await expectSameEventsAsReference(producer);
    ours.store.send(user('u2', 'And again'));
    await ours.idle();
    await expectSameEventsAsReference(producer);
    const reference = referenceClient(producer.url, nextThreadId());
    await reference.run([user('u1', 'Hello')]);
    const theirs = await reference.run([user('u2', 'And again')]);

    expect(assistantText(ours.store.messages())).toBe('Answer number 1.|Answer number 2.');
    expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
    ours.destroy();
  }, 30_000);

  it('round-trips a frontend tool call: pending after the first run, answered by the next', async () => {
    const ours = ourClient(producer.url, nextThreadId(), [confirmBooking]);
    ours.store.send(user('u1', 'Book it [frontend-tool]'));
    await ours.idle();
    await expectSameEventsAsReference(producer);
    const call = { name: 'confirm_booking', arguments: { hotel: 'Ritz' } };

    expect(ours.store.status()).toBe('success');
    expect(shape(ours.store.messages())).toEqual([
      { role: 'user', content: 'Book it [frontend-tool]' },
      { role: 'assistant', content: '', toolCalls: [call] },
    ]);
    expect(ours.store.pendingToolCalls().map((pending) => pending.id)).toEqual(['call-confirm']);
    ours.store.run({ toolResults: [{ toolCallId: 'call-confirm', content: 'confirmed' }] });
    await ours.idle();
    await expectSameEventsAsReference(producer);

    const reference = referenceClient(producer.url, nextThreadId(), [confirmBooking]);
    await reference.run([user('u1', 'Book it [frontend-tool]')]);
    const theirs = await reference.run([
      { id: 'r-tool', role: 'tool', toolCallId: 'call-confirm', content: 'confirmed' },
    ]);

    expect(ours.store.status()).toBe('success');
    expect(shape(ours.store.messages())).toEqual([
      { role: 'user', content: 'Book it [frontend-tool]' },
      { role: 'assistant', content: '', toolCalls: [call] },
      { role: 'tool', content: 'confirmed', toolCallId: 'call-confirm' },
      { role: 'assistant', content: 'The tool said: confirmed' },
    ]);
    expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
    ours.destroy();
  }, 30_000);

  it('shows a backend tool call with its result and the answer, as the reference does', async () => {
    const ours = ourClient(producer.url, nextThreadId());
    ours.store.send(user('u1', 'Weather? [backend-tool]'));
    await ours.idle();
    await expectSameEventsAsReference(producer);
    const theirs = await referenceClient(producer.url, nextThreadId()).run([
      user('u1', 'Weather? [backend-tool]'),
    ]);

    const result = '{"city":"Oslo","forecast":"sunny","celsius":21}';
    expect(ours.store.status()).toBe('success');
    // The result ends up after the answer: LangGraphAgent streams it under a fresh random id,
    // and its closing MESSAGES_SNAPSHOT names it by LangGraph's id, so the snapshot drops the
    // streamed one and appends its own (docs/interop.md); both clients do that.
    expect(shape(ours.store.messages())).toEqual([
      { role: 'user', content: 'Weather? [backend-tool]' },
      {
        role: 'assistant',
        content: '',
        toolCalls: [{ name: 'weather', arguments: { city: 'Oslo' } }],
      },
      { role: 'assistant', content: `The tool said: ${result}` },
      { role: 'tool', content: result, toolCallId: 'call-weather' },
    ]);
    expect(ours.store.toolResult('call-weather')()?.content).toBe(result);
    expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
    ours.destroy();
  }, 30_000);

  it('bridges the citations the graph writes into state onto the answer they belong to', async () => {
    const ours = ourClient(producer.url, nextThreadId());
    ours.store.send(user('u1', 'Cite it [citations]'));
    await ours.idle();
    await expectSameEventsAsReference(producer);
    const theirs = await referenceClient(producer.url, nextThreadId()).run([
      user('u1', 'Cite it [citations]'),
    ]);

    const answer = ours.store.messages().find((message) => message.role === 'assistant');
    const state = ours.store.state() as { citations: Record<string, unknown> };
    expect(answer?.content).toBe('Angular signals are reactive [^1].');
    // Keyed by the id of the streamed answer, which the graph's node sees as the AIMessage id.
    expect(Object.keys(state.citations)).toEqual([answer?.id]);
    expect(answer && 'citations' in answer ? answer.citations : undefined).toEqual([
      expect.objectContaining({
        id: '1',
        index: 1,
        title: 'Signals guide',
        url: 'https://angular.dev/guide/signals',
        domain: 'angular.dev',
      }),
    ]);
    // The reference client keeps the same state and leaves the message as it is (no bridge).
    expect((theirs.state as { citations: unknown }).citations).toEqual({
      [theirs.messages[1].id]: [
        { id: '1', title: 'Signals guide', url: 'https://angular.dev/guide/signals' },
      ],
    });
    expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
    ours.destroy();
  }, 30_000);

  it('ends a graph that fails mid-run as a run error, keeping the answer streamed before', async () => {
    const ours = ourClient(producer.url, nextThreadId());
    ours.store.send(user('u1', 'Go [error]'));
    await ours.idle();
    // LangGraphAgent's step end races its error: some runs send STEP_FINISHED after RUN_ERROR,
    // which the reference refuses. Both are then compared up to the refusal.
    await expectSameEventsAsReference(producer, true);
    const theirs = await referenceClient(producer.url, nextThreadId()).run([
      user('u1', 'Go [error]'),
    ]);

    expect(ours.store.status()).toBe('error');
    expect(errorOf(ours.store.error())).toEqual({ kind: 'run-error' });
    expect(ours.store.error()?.message).toContain('model overloaded');
    expect(assistantText(ours.store.messages())).toBe('Half an answer');
    expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
    ours.destroy();
  }, 30_000);

  it('stops a run: the request is aborted, the endpoint sees it, the partial answer stays', async () => {
    const ours = ourClient(producer.url, nextThreadId());
    ours.store.send(user('u1', 'Talk [slow]'));
    await until(() => assistantText(ours.store.messages()).length > 0, 'the first characters');
    ours.store.stop();
    await ours.idle();
    await expectSameEventsAsReference(producer);
    await until(
      async () => (await producer.report()).runs.at(-1)?.aborted === true,
      'the endpoint seeing the abort',
    );
    const run = (await producer.report()).runs.at(-1);
    const full = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    const text = assistantText(ours.store.messages());

    expect(ours.store.status()).toBe('cancelled');
    expect(ours.store.error()).toBeNull();
    expect(full.startsWith(text)).toBe(true);
    expect(text.length).toBeLessThan(full.length);
    expect(run).toMatchObject({ ended: false, aborted: true });
    ours.destroy();
  }, 30_000);

  it('fails a dropped connection as a network error, keeping what arrived', async () => {
    const ours = ourClient(producer.url, nextThreadId());
    ours.store.send(user('u1', 'Talk [drop]'));
    await ours.idle();
    await expectSameEventsAsReference(producer);
    const theirs = await isolatedReferenceRun(producer.url, nextThreadId(), 'Talk [drop]');

    // Dropped after four events (RUN_STARTED, STEP_STARTED, STATE_SNAPSHOT, RAW): no text yet.
    expect(ours.store.status()).toBe('error');
    expect(errorOf(ours.store.error())).toEqual({ kind: 'network' });
    expect(shape(ours.store.messages())).toEqual([{ role: 'user', content: 'Talk [drop]' }]);
    expect(theirs.error).toBe('terminated');
    expect(theirs.unhandled).toEqual(['terminated']);
    expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
    ours.destroy();
  }, 30_000);
});
