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
 * The library against @ag-ui/mastra: a Mastra agent on the AI SDK's scripted mock model, served
 * over HTTP + SSE by tools/interop/mastra-producer.mjs, offline. Each scenario runs through the
 * library's AgentStore and through @ag-ui/client's HttpAgent, and the two must agree
 * (docs/interop.md lists what each producer does and every difference found).
 */
describe('interop: @ag-ui/mastra', () => {
  let producer: Producer;
  quietReference();

  beforeAll(async () => {
    producer = await startProducer('mastra-producer.mjs');
  }, 60_000);

  afterAll(async () => {
    if (!producer) return;
    try {
      // Offline: the mock model made no request, and nothing else reached past the loopback.
      expect((await producer.report()).outbound).toEqual([]);
    } finally {
      producer.stop();
    }
  });

  it('streams a text answer, as the reference client does', async () => {
    const threadId = nextThreadId();
    const ours = ourClient(producer.url, threadId);
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
    // Mastra reports token usage on RUN_FINISHED; the store keeps it.
    expect(ours.store.usage()).toEqual([
      expect.objectContaining({ inputTokens: 10, outputTokens: 5, totalTokens: 15 }),
    ]);
    ours.destroy();
  }, 30_000);

  it('keeps a multi-turn conversation: the model sees both turns', async () => {
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

    expect(ours.store.status()).toBe('success');
    expect(ours.store.pendingToolCalls().map((call) => [call.id, call.function.name])).toEqual([
      ['call-confirm', 'confirm_booking'],
    ]);
    ours.store.run({ toolResults: [{ toolCallId: 'call-confirm', content: 'confirmed' }] });
    await ours.idle();
    await expectSameEventsAsReference(producer);

    const reference = referenceClient(producer.url, nextThreadId(), [confirmBooking]);
    const first = await reference.run([user('u1', 'Book it [frontend-tool]')]);
    const theirs = await reference.run([
      { id: 'r-tool', role: 'tool', toolCallId: 'call-confirm', content: 'confirmed' },
    ]);

    expect(ours.store.pendingToolCalls()).toEqual([]);
    expect(shape(ours.store.messages())).toEqual([
      { role: 'user', content: 'Book it [frontend-tool]' },
      {
        role: 'assistant',
        content: '',
        toolCalls: [{ name: 'confirm_booking', arguments: { hotel: 'Ritz' } }],
      },
      { role: 'tool', content: 'confirmed', toolCallId: 'call-confirm' },
      { role: 'assistant', content: 'The tool said: confirmed' },
    ]);
    expect(shape(first.messages)).toEqual(shape(ours.store.messages()).slice(0, 2));
    expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
    ours.destroy();
  }, 30_000);

  it('shows a backend tool call with its result and the answer after it', async () => {
    const ours = ourClient(producer.url, nextThreadId());
    ours.store.send(user('u1', 'Weather? [backend-tool]'));
    await ours.idle();
    await expectSameEventsAsReference(producer);
    const theirs = await referenceClient(producer.url, nextThreadId()).run([
      user('u1', 'Weather? [backend-tool]'),
    ]);

    const result = '{"city":"Oslo","forecast":"sunny","celsius":21}';
    expect(ours.store.status()).toBe('success');
    expect(shape(ours.store.messages())).toEqual([
      { role: 'user', content: 'Weather? [backend-tool]' },
      {
        role: 'assistant',
        content: '',
        toolCalls: [{ name: 'weather', arguments: { city: 'Oslo' } }],
      },
      { role: 'tool', content: result, toolCallId: 'call-weather' },
      { role: 'assistant', content: `The tool said: ${result}` },
    ]);
    expect(ours.store.toolResult('call-weather')()?.content).toBe(result);
    expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
    ours.destroy();
  }, 30_000);

  it('has no agent state to carry citations: Mastra keeps state in working memory', async () => {
    // @ag-ui/mastra sends state only from a Mastra memory's working memory (none here): no
    // STATE_SNAPSHOT, so there is nothing to bridge and the client's state stays as it was.
    const ours = ourClient(producer.url, nextThreadId());
    ours.store.send(user('u1', 'Cite it [citations]'));
    await ours.idle();
    await expectSameEventsAsReference(producer);
    const report = await producer.report();

    expect(report.runs.at(-1)?.events).not.toContain('STATE_SNAPSHOT');
    expect(ours.store.state()).toEqual({});
    const answer = ours.store.messages().find((message) => message.role === 'assistant');
    expect(answer && 'citations' in answer ? answer.citations : undefined).toBeUndefined();
    ours.destroy();
  }, 30_000);

  it('ends a run that fails mid-stream as a run error, keeping the partial answer', async () => {
    const ours = ourClient(producer.url, nextThreadId());
    ours.store.send(user('u1', 'Go [error]'));
    await ours.idle();
    await expectSameEventsAsReference(producer);
    const theirs = await referenceClient(producer.url, nextThreadId()).run([
      user('u1', 'Go [error]'),
    ]);

    expect(ours.store.status()).toBe('error');
    expect(errorOf(ours.store.error())).toEqual({ kind: 'run-error' });
    expect(ours.store.error()?.message).toContain('model overloaded');
    expect(assistantText(ours.store.messages())).toBe('Half an ');
    expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
    ours.destroy();
  }, 30_000);

  it('stops a run: the request is aborted, the producer sees it, the partial answer stays', async () => {
    const ours = ourClient(producer.url, nextThreadId());
    ours.store.send(user('u1', 'Talk [slow]'));
    await until(() => assistantText(ours.store.messages()).length > 0, 'the first words');
    ours.store.stop();
    await ours.idle();
    await expectSameEventsAsReference(producer);
    // The producer learns of it when the socket closes: its run ends unfinished, unsubscribed.
    await until(
      async () => (await producer.report()).runs.at(-1)?.aborted === true,
      'the producer seeing the abort',
    );
    const run = (await producer.report()).runs.at(-1);

    expect(ours.store.status()).toBe('cancelled');
    expect(ours.store.error()).toBeNull();
    expect(assistantText(ours.store.messages())).toMatch(/^w0 /);
    expect(assistantText(ours.store.messages())).not.toContain('w39');
    expect(run).toMatchObject({ ended: false, aborted: true });
    ours.destroy();
  }, 30_000);

  it('fails a dropped connection as a network error, keeping what arrived', async () => {
    const ours = ourClient(producer.url, nextThreadId());
    ours.store.send(user('u1', 'Talk [drop]'));
    await ours.idle();
    await expectSameEventsAsReference(producer);
    const theirs = await isolatedReferenceRun(producer.url, nextThreadId(), 'Talk [drop]');

    expect(ours.store.status()).toBe('error');
    expect(errorOf(ours.store.error())).toEqual({ kind: 'network' });
    expect(assistantText(ours.store.messages())).toBe('w0 w1 w2 ');
    // The reference client fails the run too, and also leaves the rejection of its body
    // cancel unhandled (docs/interop.md, differences).
    expect(theirs.error).toBe('terminated');
    expect(theirs.unhandled).toEqual(['terminated']);
    expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
    ours.destroy();
  }, 30_000);
});
