import type { AgentStore } from 'ngx-ag-ui';

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
  type Shape,
  until,
  user,
} from './interop.test-helpers';
import { quietReference } from '../../core/runtime/reducer/reference-run.test-helpers';
import { startProducer, type Producer } from './producer.test-helpers';

/** The library's client of one scenario (`ourClient`). */
export type OurClient = ReturnType<typeof ourClient>;

/**
 * What one producer does where producers differ. Everything else the scenarios check is the
 * same for every producer, and written once in `runInteropScenarios`.
 */
export interface ProducerExpectations {
  /** What the producer sends with a text answer besides the text (usage, state), checked. */
  readonly textAnswerExtras: (store: AgentStore) => void;
  /** The thread after the backend tool scenario, in the order the producer leaves it. */
  readonly backendToolThread: readonly Shape[];
  /** The citations scenario: its title, and what it checks once the run has been compared. */
  readonly citations: {
    readonly title: string;
    readonly check: (ours: OurClient, producer: Producer) => Promise<void>;
  };
  /** The answer text kept after the run failed mid-stream. */
  readonly errorAnswer: string;
  /** The thread kept after the connection dropped. */
  readonly droppedThread: readonly Shape[];
}

/** What the person asks in each scenario: the producers' scripts answer by the tag in brackets. */
const ASK = {
  hello: 'Hello',
  again: 'And again',
  frontendTool: 'Book it [frontend-tool]',
  backendTool: 'Weather? [backend-tool]',
  citations: 'Cite it [citations]',
  error: 'Go [error]',
  slow: 'Talk [slow]',
  drop: 'Talk [drop]',
};

/** The backend tool's result in both producers' scripts. */
export const WEATHER = '{"city":"Oslo","forecast":"sunny","celsius":21}';

/** The answer of the slow and dropped scenarios, whole. */
const SLOW_ANSWER = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');

const TIMEOUT = 30_000;

/**
 * Starts `tools/interop/<script>` for the enclosing `describe` and runs every scenario against
 * it, each through the library's AgentStore and through @ag-ui/client's HttpAgent, which must
 * agree; the events of each of the library's runs also go through the reducer differential.
 */
export function runInteropScenarios(script: string, expected: ProducerExpectations): void {
  let producer: Producer;
  quietReference();

  beforeAll(async () => {
    producer = await startProducer(script);
  }, 60_000);

  afterAll(async () => {
    if (!producer) return;
    try {
      // Offline: the scripted models made no request, and nothing else reached past the loopback.
      expect((await producer.report()).outbound).toEqual([]);
    } finally {
      producer.stop();
    }
  });

  it(
    'streams a text answer, as the reference client does',
    async () => {
      const ours = ourClient(producer.url, nextThreadId());
      ours.store.send(user('u1', ASK.hello));
      await ours.idle();
      await expectSameEventsAsReference(producer);
      const theirs = await referenceClient(producer.url, nextThreadId()).run([
        user('u1', ASK.hello),
      ]);

      expect(ours.store.status()).toBe('success');
      expect(ours.store.error()).toBeNull();
      expect(ours.store.warnings()).toEqual([]);
      expect(shape(ours.store.messages())).toEqual([
        { role: 'user', content: ASK.hello },
        { role: 'assistant', content: 'Answer number 1.' },
      ]);
      expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
      expected.textAnswerExtras(ours.store);
      ours.destroy();
    },
    TIMEOUT,
  );

  it(
    'keeps a multi-turn conversation: the producer sees both turns',
    async () => {
      const ours = ourClient(producer.url, nextThreadId());
      ours.store.send(user('u1', ASK.hello));
      await ours.idle();
      await expectSameEventsAsReference(producer);
      ours.store.send(user('u2', ASK.again));
      await ours.idle();
      await expectSameEventsAsReference(producer);
      const reference = referenceClient(producer.url, nextThreadId());
      await reference.run([user('u1', ASK.hello)]);
      const theirs = await reference.run([user('u2', ASK.again)]);

      expect(assistantText(ours.store.messages())).toBe('Answer number 1.|Answer number 2.');
      expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
      ours.destroy();
    },
    TIMEOUT,
  );

  it(
    'round-trips a frontend tool call: pending after the first run, answered by the next',
    async () => {
      const call = { name: 'confirm_booking', arguments: { hotel: 'Ritz' } };
      const ours = ourClient(producer.url, nextThreadId(), [confirmBooking]);
      ours.store.send(user('u1', ASK.frontendTool));
      await ours.idle();
      await expectSameEventsAsReference(producer);

      expect(ours.store.status()).toBe('success');
      expect(shape(ours.store.messages())).toEqual([
        { role: 'user', content: ASK.frontendTool },
        { role: 'assistant', content: '', toolCalls: [call] },
      ]);
      expect(
        ours.store.pendingToolCalls().map((pending) => [pending.id, pending.function.name]),
      ).toEqual([['call-confirm', 'confirm_booking']]);
      ours.store.run({ toolResults: [{ toolCallId: 'call-confirm', content: 'confirmed' }] });
      await ours.idle();
      await expectSameEventsAsReference(producer);

      const reference = referenceClient(producer.url, nextThreadId(), [confirmBooking]);
      const first = await reference.run([user('u1', ASK.frontendTool)]);
      const theirs = await reference.run([
        { id: 'r-tool', role: 'tool', toolCallId: 'call-confirm', content: 'confirmed' },
      ]);

      expect(ours.store.status()).toBe('success');
      expect(ours.store.pendingToolCalls()).toEqual([]);
      expect(shape(ours.store.messages())).toEqual([
        { role: 'user', content: ASK.frontendTool },
        { role: 'assistant', content: '', toolCalls: [call] },
        { role: 'tool', content: 'confirmed', toolCallId: 'call-confirm' },
        { role: 'assistant', content: 'The tool said: confirmed' },
      ]);
      expect(shape(first.messages)).toEqual(shape(ours.store.messages()).slice(0, 2));
      expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
      ours.destroy();
    },
    TIMEOUT,
  );

  it(
    'shows a backend tool call with its result and the answer, as the reference does',
    async () => {
      const ours = ourClient(producer.url, nextThreadId());
      ours.store.send(user('u1', ASK.backendTool));
      await ours.idle();
      await expectSameEventsAsReference(producer);
      const theirs = await referenceClient(producer.url, nextThreadId()).run([
        user('u1', ASK.backendTool),
      ]);

      expect(ours.store.status()).toBe('success');
      expect(shape(ours.store.messages())).toEqual(expected.backendToolThread);
      expect(ours.store.toolResult('call-weather')()?.content).toBe(WEATHER);
      expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
      ours.destroy();
    },
    TIMEOUT,
  );

  it(
    expected.citations.title,
    async () => {
      const ours = ourClient(producer.url, nextThreadId());
      ours.store.send(user('u1', ASK.citations));
      await ours.idle();
      await expectSameEventsAsReference(producer);
      await expected.citations.check(ours, producer);
      ours.destroy();
    },
    TIMEOUT,
  );

  it(
    'ends a run that fails mid-stream as a run error, keeping the partial answer',
    async () => {
      const ours = ourClient(producer.url, nextThreadId());
      ours.store.send(user('u1', ASK.error));
      await ours.idle();
      await expectSameEventsAsReference(producer);
      const theirs = await referenceClient(producer.url, nextThreadId()).run([
        user('u1', ASK.error),
      ]);

      expect(ours.store.status()).toBe('error');
      expect(errorOf(ours.store.error())).toEqual({ kind: 'run-error' });
      expect(ours.store.error()?.message).toContain('model overloaded');
      expect(assistantText(ours.store.messages())).toBe(expected.errorAnswer);
      expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
      ours.destroy();
    },
    TIMEOUT,
  );

  it(
    'stops a run: the request is aborted, the producer sees it, the partial answer stays',
    async () => {
      const ours = ourClient(producer.url, nextThreadId());
      ours.store.send(user('u1', ASK.slow));
      await until(() => assistantText(ours.store.messages()).length > 0, 'the first words');
      ours.store.stop();
      await ours.idle();
      await expectSameEventsAsReference(producer);
      // The producer learns of it when the socket closes: its run ends unfinished.
      await until(
        async () => (await producer.report()).runs.at(-1)?.aborted === true,
        'the producer seeing the abort',
      );
      const run = (await producer.report()).runs.at(-1);
      const text = assistantText(ours.store.messages());

      expect(ours.store.status()).toBe('cancelled');
      expect(ours.store.error()).toBeNull();
      expect(SLOW_ANSWER.startsWith(text)).toBe(true);
      expect(text).not.toContain('w39');
      expect(run).toMatchObject({ ended: false, aborted: true });
      ours.destroy();
    },
    TIMEOUT,
  );

  it(
    'fails a dropped connection as a network error, keeping what arrived',
    async () => {
      const ours = ourClient(producer.url, nextThreadId());
      ours.store.send(user('u1', ASK.drop));
      await ours.idle();
      await expectSameEventsAsReference(producer);
      const theirs = await isolatedReferenceRun(producer.url, nextThreadId(), ASK.drop);

      expect(ours.store.status()).toBe('error');
      expect(errorOf(ours.store.error())).toEqual({ kind: 'network' });
      expect(shape(ours.store.messages())).toEqual(expected.droppedThread);
      // The reference client fails the run too, and also leaves the rejection of its body
      // cancel unhandled (docs/interop.md, differences).
      expect(theirs.error).toBe('terminated');
      expect(theirs.unhandled).toEqual(['terminated']);
      expect(shape(theirs.messages)).toEqual(shape(ours.store.messages()));
      ours.destroy();
    },
    TIMEOUT,
  );
}
