/** @jest-environment node */
import { EventType, type BaseEvent } from '@ag-ui/core';
import fc from 'fast-check';

import { propertyRuns } from '../../property-testing/property-runs';
import { HttpSseAgent } from './http-sse-agent';
import { collectRun, runInput } from './local-agent-server.test-helpers';
import { fakeClock } from './reconnect.test-helpers';

/*
 * Hostile resume servers, generated: each reconnect answers with a slice of the run starting
 * anywhere near Last-Event-ID (replays, skips), or with the whole of another run, or with an id
 * that cannot be a header, then drops or ends. Whatever the server does, the client makes a
 * bounded number of requests, never shows an event twice, and never shows an answer that turns
 * out to be another run. `npm run fuzz` runs this with fresh seeds (scripts/fuzz.ts).
 */

/** One answer of the server: what it sends, then whether it drops or ends. */
type Answer =
  | {
      readonly kind: 'run';
      /** Where its slice of the run starts, relative to the event after Last-Event-ID. */
      readonly startOffset: number;
      readonly count: number;
      /** Whether its last frame carries an id a header cannot hold. */
      readonly unsendableId: boolean;
      readonly end: 'drop' | 'end';
    }
  | {
      /** `count` events of another run, then that run's RUN_FINISHED. */
      readonly kind: 'other-run';
      readonly count: number;
      readonly end: 'drop' | 'end';
    };

const DELTAS = 6;
/** The run: RUN_STARTED, a message of DELTAS deltas, RUN_FINISHED; event i has id `i + 1`. */
const trueRun: readonly BaseEvent[] = [
  { type: EventType.RUN_STARTED, threadId: 't1', runId: 'r1' },
  { type: EventType.TEXT_MESSAGE_START, messageId: 'a1', role: 'assistant' },
  ...Array.from({ length: DELTAS }, (_, i) => ({
    type: EventType.TEXT_MESSAGE_CONTENT,
    messageId: 'a1',
    delta: `w${i} `,
  })),
  { type: EventType.TEXT_MESSAGE_END, messageId: 'a1' },
  { type: EventType.RUN_FINISHED, threadId: 't1', runId: 'r1' },
];

/** The frames of another run of the same thread, as a confused agent replays them. */
function otherRun(count: number, answer: number): { id: string; event: BaseEvent }[] {
  return [
    ...Array.from({ length: count }, (_, i) => ({
      id: `r2-${answer}-${i}`,
      event: { type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'x1', delta: 'INJECTED' },
    })),
    {
      id: `r2-${answer}-end`,
      event: { type: EventType.RUN_FINISHED, threadId: 't1', runId: 'r2' },
    },
  ];
}

const end = fc.constantFrom<'drop' | 'end'>('drop', 'end');
const answerArb: fc.Arbitrary<Answer> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('run' as const),
      startOffset: fc.integer({ min: -3, max: 1 }),
      count: fc.integer({ min: 0, max: 4 }),
      unsendableId: fc.boolean(),
      end,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('other-run' as const),
      count: fc.integer({ min: 0, max: 3 }),
      end,
    }),
  },
);

/** A fetch that answers request n with `answers[n - 1]` (410 after the last), logging the ids. */
function scriptedFetch(firstCount: number, answers: readonly Answer[]) {
  const sent: string[][] = [];
  const fetchFn: typeof fetch = async (_url, init) => {
    // As a browser does: a header value outside Latin-1 makes fetch throw.
    const headers = new Headers(init?.headers);
    const n = sent.length;
    const answer: Answer | undefined =
      n === 0
        ? { kind: 'run', startOffset: 0, count: firstCount, unsendableId: false, end: 'drop' }
        : answers[n - 1];
    if (answer === undefined) return new Response(null, { status: 410 });
    const frames: { id: string; event: BaseEvent }[] = [];
    if (answer.kind === 'other-run') frames.push(...otherRun(answer.count, n));
    else {
      const base = n === 0 ? 0 : Number(headers.get('last-event-id'));
      const from = Math.max(0, (Number.isInteger(base) ? base : 0) + answer.startOffset);
      for (let i = from; i < Math.min(trueRun.length, from + answer.count); i++) {
        frames.push({ id: `${i + 1}`, event: trueRun[i] });
      }
      const last = frames[frames.length - 1];
      if (answer.unsendableId && last) last.id = `${last.id}€`;
    }
    sent.push(frames.map((frame) => frame.id));
    const chunks = frames.map(({ id, event }) => `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`);
    const encoder = new TextEncoder();
    // Pulled one chunk at a time, so that every frame is read before the drop.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
        else if (answer.end === 'drop') controller.error(new TypeError('network error'));
        else controller.close();
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  };
  return { fetchFn, sent };
}

/** The most requests a client may make: reconnects in a row without a new id stop at `attempts`. */
function requestBound(sent: readonly (readonly string[])[], attempts: number): number {
  const seen = new Set<string>();
  let retry = 0;
  for (let n = 0; n < sent.length; n++) {
    const fresh = sent[n].some((id) => !seen.has(id));
    sent[n].forEach((id) => seen.add(id));
    if (n > 0 && fresh) retry = 0;
    if (retry === attempts) return n + 1;
    retry++;
  }
  return sent.length;
}

describe('HttpSseAgent against generated hostile resume servers', () => {
  it('makes a bounded number of requests, shows no event twice and no answer of another run', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: trueRun.length - 1 }),
        fc.array(answerArb, { maxLength: 12 }),
        fc.integer({ min: 1, max: 3 }),
        async (firstCount, answers, attempts) => {
          const { fetchFn, sent } = scriptedFetch(firstCount, answers);
          const agent = new HttpSseAgent(
            { url: 'http://agent.test/run', fetch: fetchFn, reconnect: { attempts } },
            fakeClock().clock,
          );

          const outcome = await collectRun(agent.run(runInput));

          expect(sent.length).toBeLessThanOrEqual(requestBound(sent, attempts));
          const shown = outcome.events.map((event) => JSON.stringify(event));
          expect(shown.filter((text) => text.includes('INJECTED') || text.includes('r2'))).toEqual(
            [],
          );
          expect(new Set(shown).size).toBe(shown.length);
        },
      ),
      { numRuns: propertyRuns(60) },
    );
  });
});
