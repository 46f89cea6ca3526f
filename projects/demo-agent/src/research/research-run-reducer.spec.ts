import { EventType, type BaseEvent, type Message, type RunAgentInput } from '@ag-ui/core';
import { EventSchemas } from '@ag-ui/core/schemas';
import {
  applyAgentEvent,
  createAgentThread,
  endAgentStream,
  renderCitationMarkers,
  resolveCitedText,
  type AgentThread,
} from 'ngx-ag-ui/core';

import type { ChaosMode } from './chaos-mode';
import { researchRun, UNSAFE_URL, type ResearchRunOptions } from './research-run';

/** Strict mode: every event must also pass the AG-UI 1.0 zod schema. */
const strict = {
  validateEvent: (event: BaseEvent) => {
    const parsed = EventSchemas.safeParse(event);
    return parsed.success ? undefined : parsed.error.message;
  },
};

/** Plays one run of the agent into a thread through our reducer, as the demo's store does. */
function play(
  thread: AgentThread,
  content: string,
  runId: string,
  options: ResearchRunOptions = {},
): AgentThread {
  const messages: Message[] = [...thread.messages, { id: `u-${runId}`, role: 'user', content }];
  const input: RunAgentInput = {
    threadId: 't1',
    runId,
    messages: messages.filter((message) => message.role !== 'activity'),
    state: thread.state,
    tools: [],
    context: [],
  };
  let next: AgentThread = { ...thread, messages };
  for (const step of researchRun(input, options).steps) {
    if ('cut' in step) return endAgentStream(next);
    next = applyAgentEvent(next, step.event, strict);
  }
  return endAgentStream(next);
}

const answerOf = (thread: AgentThread, runId: string) => {
  const message = thread.messages.find((candidate) => candidate.id === `answer-${runId}`);
  if (!message || message.role !== 'assistant') throw new Error(`no answer-${runId}`);
  return message;
};

describe('researchRun through the ngx-ag-ui reducer (strict)', () => {
  it.each([
    ['a first question', 'How do I cancel a fetch request?', {}],
    ['a question outside the corpus', 'What is the capital of France?', {}],
    ['a forced metadata delivery', 'What is INP?', { delivery: 'metadata' }],
    ['the slow-start failure', 'What is INP?', { chaos: 'slow-start' }],
    ['the unsafe-link failure', 'What is INP?', { chaos: 'unsafe-link' }],
  ] as [string, string, ResearchRunOptions][])(
    'ends %s with success, no error and no warning',
    (_name, question, options) => {
      const thread = play(createAgentThread(), question, 'r1', options);
      expect(thread.error).toBeNull();
      expect(thread.status).toBe('success');
      expect(thread.warnings).toEqual([]);
    },
  );

  it('bridges the state citations onto the re-keyed answer and resolves its markers', () => {
    const thread = play(createAgentThread(), 'How do I cancel a fetch request?', 'r1');
    const answer = answerOf(thread, 'r1');
    expect(thread.messages.map((message) => message.id)).toEqual([
      'u-r1',
      'reasoning-r1',
      'call-r1',
      'result-r1',
      'answer-r1',
    ]);
    expect(answer.citations?.map((citation) => citation.id)).toEqual([
      'mdn-fetch',
      'mdn-abortcontroller',
      'angular-httpclient',
    ]);
    const cited = resolveCitedText(answer.content ?? '', answer.citations ?? []);
    expect(cited.text).not.toContain('[^');
    expect(cited.citations.map((citation) => [citation.index, citation.href])).toEqual([
      [1, 'https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API/Using_Fetch'],
      [2, 'https://developer.mozilla.org/en-US/docs/Web/API/AbortController'],
      [3, 'https://angular.dev/guide/http/making-requests'],
    ]);
    expect(renderCitationMarkers(cited)).toMatch(
      /so check response\.ok\.\[1\] An AbortController .* work\.\[2\] .*in flight\.\[3\]$/,
    );
  });

  it('bridges metadata citations with claim offsets on a follow-up', () => {
    const first = play(createAgentThread(), 'How do I cancel a fetch request?', 'r1');
    const second = play(first, 'Tell me more', 'r2');
    expect(second.status).toBe('success');
    const answer = answerOf(second, 'r2');
    const cited = resolveCitedText(answer.content ?? '', answer.citations ?? []);
    expect(cited.citations.length).toBeGreaterThan(0);
    for (const citation of cited.citations) {
      const span = citation.spans[0];
      expect(cited.text.slice(span.claimStart, span.claimEnd)).toBe(citation.snippet);
      expect(span.markerOffset).toBe(span.claimEnd);
    }
    // The first answer keeps its citations through the second run's snapshots.
    expect(answerOf(second, 'r1').citations).toHaveLength(3);
  });

  it('shows the javascript: source without a link', () => {
    const thread = play(createAgentThread(), 'How do I cancel a fetch request?', 'r1', {
      chaos: 'unsafe-link',
    });
    const unsafe = answerOf(thread, 'r1').citations?.find(
      (citation) => citation.url === UNSAFE_URL,
    );
    expect(unsafe?.href).toBeNull();
  });

  it.each([
    ['run-error', 'run-error', 'DEMO_RUN_ERROR'],
    ['cut-stream', 'truncated', undefined],
  ] as [ChaosMode, string, string | undefined][])(
    'fails the %s run with a typed error and keeps the conversation',
    (chaos, kind, code) => {
      const first = play(createAgentThread(), 'How do I cancel a fetch request?', 'r1');
      const failed = play(first, 'What is INP?', 'r2', { chaos });
      expect(failed.status).toBe('error');
      expect(failed.error).toMatchObject({ kind, ...(code ? { code } : {}) });
      expect(answerOf(failed, 'r1').citations).toHaveLength(3);
      const partial = failed.messages.find((message) => message.id === 'draft-r2');
      expect(typeof partial?.content === 'string' && partial.content.length).toBeGreaterThan(0);
    },
  );

  it('keeps the state and warns once for the bad-patch failure', () => {
    const thread = play(createAgentThread(), 'What is INP?', 'r1', { chaos: 'bad-patch' });
    expect(thread.status).toBe('success');
    expect(thread.warnings).toEqual([
      expect.objectContaining({ kind: 'state-patch-failed', eventType: EventType.STATE_DELTA }),
    ]);
    expect(thread.stateDiverged).toBe(true);
    expect(answerOf(thread, 'r1').citations?.length).toBeGreaterThan(0);
  });
});
