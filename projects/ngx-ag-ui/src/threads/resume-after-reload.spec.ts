import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { PAGE_CLOSED_CODE, type AgentSource, type ThreadRecord } from 'ngx-ag-ui';
import {
  runFinished,
  runStarted,
  textMessageContent,
  textMessageEnd,
  textMessageStart,
} from 'ngx-ag-ui/testing';
import { Observable } from 'rxjs';

import { rememberSseEventId } from '../transport/sse-event-id';
import { bootApp, MemoryThreadStorage, waitFor } from './thread-storage.test-helpers';

const WORDS = Array.from({ length: 40 }, (_, index) => `w${index} `);
const FULL = WORDS.join('');

/** The whole run of `input`, one event per SSE id (from 1), as a resumable agent numbers them. */
function wholeRun(input: RunAgentInput, runId = input.runId): BaseEvent[] {
  return [
    runStarted(input.threadId, runId),
    textMessageStart(`answer-${runId}`),
    ...WORDS.map((word) => textMessageContent(`answer-${runId}`, word)),
    textMessageEnd(`answer-${runId}`),
    runFinished(input.threadId, runId),
  ];
}

/**
 * An agent whose runs stream the first `cut` events, with ids, then hang (the page reloads
 * there); `resume` replays the rest after `Last-Event-ID`, or answers with `failure`.
 */
class ResumableAgent implements AgentSource {
  readonly runs: RunAgentInput[] = [];
  readonly resumes: { input: RunAgentInput; lastEventId: string }[] = [];
  failure: unknown;
  /** The run id the resume's events carry (another run's, to test that it is refused). */
  resumeRunId: string | undefined;

  constructor(private readonly cut: number) {}

  run(input: RunAgentInput): Observable<BaseEvent> {
    this.runs.push(input);
    return new Observable<BaseEvent>((subscriber) => {
      wholeRun(input)
        .slice(0, this.cut)
        .forEach((event, index) => {
          rememberSseEventId(event, String(index + 1));
          subscriber.next(event);
        });
    });
  }

  resume(input: RunAgentInput, lastEventId: string): Observable<BaseEvent> {
    this.resumes.push({ input, lastEventId });
    return new Observable<BaseEvent>((subscriber) => {
      if (this.failure !== undefined) {
        subscriber.error(this.failure);
        return;
      }
      const events = wholeRun(input, this.resumeRunId ?? input.runId);
      events.slice(Number(lastEventId)).forEach((event) => subscriber.next(event));
      subscriber.complete();
    });
  }
}

function saved(storage: MemoryThreadStorage, threadId: string | undefined): ThreadRecord {
  return storage.values.get(threadId ?? '') as ThreadRecord;
}

/** Asks a question, lets `cut` events stream, then "reloads" (pagehide, then a new app). */
async function reloadMidAnswer(storage: MemoryThreadStorage, cut: number) {
  const first = new ResumableAgent(cut);
  const app = await bootApp(storage, first);
  app.store.send('Explain signals');
  await waitFor(() => app.store.messages().length === 2);
  window.dispatchEvent(new Event('pagehide'));
  await app.threads.settled();
  return app.store.thread().threadId;
}

const answerText = (messages: readonly { role: string; content?: unknown }[]) =>
  messages.filter((message) => message.role === 'assistant').map((message) => message.content);

describe('withThreadStorage resuming a run after a reload', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('saves the open run (its request, its events and the last event id)', async () => {
    const storage = new MemoryThreadStorage();
    const threadId = await reloadMidAnswer(storage, 32);
    const record = saved(storage, threadId);
    expect(record.status).toBe('running');
    expect(record.run?.lastEventId).toBe('32');
    expect(record.run?.events).toHaveLength(32);
    expect(record.run?.input.threadId).toBe(threadId);
  });

  it('resumes with Last-Event-ID once, and the answer ends whole, nothing twice', async () => {
    const storage = new MemoryThreadStorage();
    const threadId = await reloadMidAnswer(storage, 32);

    const agent = new ResumableAgent(0);
    const reloaded = await bootApp(storage, agent);
    await waitFor(() => reloaded.store.status() === 'success');

    expect(agent.runs).toHaveLength(0);
    expect(agent.resumes.map((resume) => resume.lastEventId)).toEqual(['32']);
    expect(reloaded.store.thread().threadId).toBe(threadId);
    expect(reloaded.store.messages().map((message) => message.content)).toEqual([
      'Explain signals',
      FULL,
    ]);
    await reloaded.settle();
    expect(saved(storage, threadId).status).toBe('success');
    expect(saved(storage, threadId).run).toBeUndefined();
    expect(answerText(saved(storage, threadId).messages)).toEqual([FULL]);
  });

  it.each<[string, (agent: ResumableAgent) => void]>([
    ['410 Gone', (agent) => (agent.failure = { kind: 'http', status: 410, message: 'Gone' })],
    [
      'the events of another run',
      (agent) =>
        (agent.failure = {
          kind: 'invalid-response',
          code: 'RESUME_OTHER_RUN',
          message: 'another run',
        }),
    ],
  ])('falls back to the cut-short outcome when the resume gets %s', async (_, setUp) => {
    const storage = new MemoryThreadStorage();
    const threadId = await reloadMidAnswer(storage, 32);
    const agent = new ResumableAgent(0);
    setUp(agent);
    const reloaded = await bootApp(storage, agent);
    await waitFor(() => reloaded.store.error()?.code === PAGE_CLOSED_CODE);
    await reloaded.settle();

    expect(reloaded.store.error()).toMatchObject({ kind: 'truncated', code: PAGE_CLOSED_CODE });
    expect(answerText(reloaded.store.messages())).toEqual([WORDS.slice(0, 30).join('')]);
    expect(reloaded.threads.warnings()).toContainEqual(
      expect.objectContaining({ kind: 'resume-failed', threadId }),
    );
    expect(answerText(saved(storage, threadId).messages)).toEqual([WORDS.slice(0, 30).join('')]);
  });

  it.each<[string, (run: Record<string, unknown>) => Record<string, unknown>]>([
    ['a run that is not an object', () => ({ run: 'garbage' })],
    [
      'a run of another thread',
      (run) => ({ ...run, input: { ...(run['input'] as object), threadId: 'other' } }),
    ],
    ['events that are not events', (run) => ({ ...run, events: [1, 2, 3] })],
  ])('warns about %s and restores the thread cut short', async (_, damage) => {
    const storage = new MemoryThreadStorage();
    const threadId = await reloadMidAnswer(storage, 32);
    const record = saved(storage, threadId) as unknown as Record<string, unknown>;
    const run = record['run'] as Record<string, unknown>;
    const damaged = damage(run);
    storage.values.set(threadId!, { ...record, run: 'run' in damaged ? damaged['run'] : damaged });

    const agent = new ResumableAgent(0);
    const reloaded = await bootApp(storage, agent);

    expect(agent.resumes).toHaveLength(0);
    expect(reloaded.store.error()).toMatchObject({ kind: 'truncated', code: PAGE_CLOSED_CODE });
    expect(reloaded.store.messages()).toHaveLength(2);
    expect(reloaded.threads.warnings()).toContainEqual(
      expect.objectContaining({ kind: 'resume-failed', threadId }),
    );
  });
});
