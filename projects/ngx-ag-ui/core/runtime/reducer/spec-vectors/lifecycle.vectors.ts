import {
  failed,
  runFinished,
  runStarted,
  type SpecVector,
  succeeded,
  textMessage,
} from './spec-vector';

/** Vectors of docs/spec/1.1/events/lifecycle.mdx. */
export const LIFECYCLE_VECTORS: readonly SpecVector[] = [
  {
    name: 'a stream that opens with anything but RUN_STARTED or RUN_ERROR is rejected',
    spec: 'events/lifecycle.mdx#the-run',
    rule: 'a consumer MUST treat a stream that opens with anything else as a protocol violation',
    events: [...textMessage('m1', 'too early')],
    expect: failed('protocol', { messages: [] }),
  },
  {
    name: 'RUN_ERROR may open a stream: a run that failed before it began',
    spec: 'events/lifecycle.mdx#the-run',
    rule: '`RUN_ERROR` is admitted first because a run can fail before it begins',
    events: [{ type: 'RUN_ERROR', message: 'agent unreachable', code: 'unavailable' }],
    expect: failed('run-error', { messages: [] }),
  },
  {
    name: 'a failed run keeps everything it delivered',
    spec: 'events/lifecycle.mdx#error-handling',
    rule: '`RUN_ERROR` says the run did not complete, not that its events did not happen.',
    events: [
      runStarted(),
      { type: 'STATE_SNAPSHOT', snapshot: { step: 1 } },
      { type: 'TEXT_MESSAGE_START', messageId: 'm1' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Half an ans' },
      { type: 'RUN_ERROR', message: 'model overloaded' },
    ],
    expect: failed('run-error', {
      messages: [{ id: 'm1', role: 'assistant', content: 'Half an ans' }],
      state: { step: 1 },
    }),
  },
  {
    name: 'a late RUN_ERROR after RUN_FINISHED fails the run',
    spec: 'events/lifecycle.mdx#after-a-run-closes',
    rule: 'A producer MAY emit `RUN_ERROR` after `RUN_FINISHED` ... A consumer MUST treat the run as failed in that case.',
    events: [
      runStarted(),
      ...textMessage('m1', 'Done.'),
      runFinished(),
      { type: 'RUN_ERROR', message: 'flush failed' },
    ],
    expect: failed('run-error', { messages: [{ id: 'm1', role: 'assistant', content: 'Done.' }] }),
  },
  {
    name: 'an event after RUN_FINISHED other than RUN_ERROR or RUN_STARTED is rejected',
    spec: 'events/lifecycle.mdx#after-a-run-closes',
    rule: 'A consumer MUST reject any other event that arrives after a run has closed.',
    events: [runStarted(), runFinished(), ...textMessage('m1', 'after the end')],
    expect: failed('protocol', { messages: [] }),
  },
  {
    name: 'after RUN_ERROR the rest of the failed run is ignored until a new RUN_STARTED',
    spec: 'events/lifecycle.mdx#after-a-run-closes',
    rule: 'A producer MUST NOT emit anything after `RUN_ERROR` except `RUN_STARTED`.',
    departure: 'docs/ag-ui.md §7.8 (after a failed run its remaining events are ignored)',
    referenceDiffers: 'it rejects the events after RUN_ERROR (docs/ag-ui.md §7.8)',
    events: [
      runStarted(),
      { type: 'RUN_ERROR', message: 'boom' },
      ...textMessage('m1', 'ignored'),
      runFinished(),
    ],
    expect: failed('run-error', { messages: [] }),
  },
  {
    name: 'RUN_STARTED while a run is active is a violation',
    spec: 'events/lifecycle.mdx#several-runs-on-one-stream',
    rule: 'a `RUN_STARTED` while a run is still active is a violation',
    events: [runStarted(), runStarted('r2')],
    expect: failed('protocol'),
  },
  {
    name: 'several runs on one stream: messages accumulate and state persists',
    spec: 'events/lifecycle.mdx#several-runs-on-one-stream',
    rule: 'Across runs within a stream, messages accumulate and state persists unless an event replaces it.',
    events: [
      runStarted(),
      { type: 'STATE_SNAPSHOT', snapshot: { count: 1 } },
      ...textMessage('m1', 'first'),
      runFinished(),
      runStarted('r2'),
      ...textMessage('m2', 'second'),
      runFinished('r2'),
    ],
    expect: succeeded({
      messages: [
        { id: 'm1', role: 'assistant', content: 'first' },
        { id: 'm2', role: 'assistant', content: 'second' },
      ],
      state: { count: 1 },
      thread: { threadId: 't1', runId: 'r2' },
    }),
  },
  {
    name: 'a new run starts with nothing open: a message left open by a failed run cannot continue',
    spec: 'events/lifecycle.mdx#several-runs-on-one-stream',
    rule: '`RUN_ERROR` ends whatever was still open along with the run. A new run starts with nothing open.',
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_START', messageId: 'm1' },
      { type: 'RUN_ERROR', message: 'boom' },
      runStarted('r2'),
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'more' },
    ],
    expect: failed('protocol'),
  },
  {
    name: 'RUN_FINISHED with a message still open is a violation',
    spec: 'events/lifecycle.mdx#error-handling',
    rule: 'anything still open at `RUN_FINISHED`',
    events: [runStarted(), { type: 'TEXT_MESSAGE_START', messageId: 'm1' }, runFinished()],
    expect: failed('protocol'),
  },
  {
    name: 'the cancelled outcome is neither success nor failure, and keeps what was delivered',
    spec: 'events/lifecycle.mdx#cancelled-runs',
    rule: 'A consumer MUST NOT present a cancelled run as having succeeded, and MUST NOT present it as having failed',
    events: [
      runStarted(),
      ...textMessage('m1', 'Stopped half'),
      runFinished('r1', {
        outcome: { type: 'cancelled' },
        usage: [{ provider: 'openai', model: 'gpt-5', inputTokens: 12, outputTokens: 3 }],
      }),
    ],
    expect: {
      status: 'cancelled',
      error: null,
      warnings: [],
      messages: [{ id: 'm1', role: 'assistant', content: 'Stopped half' }],
      thread: {
        result: undefined,
        interrupts: [],
        usage: [{ provider: 'openai', model: 'gpt-5', inputTokens: 12, outputTokens: 3 }],
      },
    },
  },
  {
    name: 'an outcome of an unknown type is stripped, and the run reads as success',
    spec: 'events/lifecycle.mdx#run_finished',
    rule: 'Stripping an optional field leaves it absent, and an absent outcome means success',
    events: [runStarted(), runFinished('r1', { outcome: { type: 'deferred', until: 'tomorrow' } })],
    expect: { status: 'success', error: null, warnings: ['unknown-member'] },
  },
  {
    name: 'finishing a step that was never opened is a violation',
    spec: 'events/lifecycle.mdx#steps',
    rule: 'A producer MUST NOT open a step whose name is already open, and MUST NOT finish a step that was never opened.',
    events: [runStarted(), { type: 'STEP_FINISHED', stepName: 'plan' }],
    expect: failed('protocol'),
  },
  {
    name: 'steps may overlap: a label over a span, not a container',
    spec: 'events/lifecycle.mdx#steps',
    rule: 'Steps MAY overlap each other and anything else in the run',
    events: [
      runStarted(),
      { type: 'STEP_STARTED', stepName: 'plan' },
      { type: 'STEP_STARTED', stepName: 'search' },
      { type: 'STEP_FINISHED', stepName: 'plan' },
      { type: 'STEP_FINISHED', stepName: 'search' },
      runFinished(),
    ],
    expect: succeeded({ thread: { steps: [] } }),
  },
  {
    name: 'a step still open at RUN_FINISHED is a violation',
    spec: 'events/lifecycle.mdx#steps',
    rule: 'Every step a producer opens MUST be closed before the run finishes.',
    events: [runStarted(), { type: 'STEP_STARTED', stepName: 'plan' }, runFinished()],
    expect: failed('protocol'),
  },
  {
    name: 'token usage is kept as reported: an absent count stays absent',
    spec: 'events/lifecycle.mdx#token-usage',
    rule: 'a consumer MUST NOT read an absent count as zero.',
    events: [
      runStarted(),
      runFinished('r1', {
        usage: [
          {
            provider: 'anthropic',
            model: 'claude',
            inputTokens: 100,
            outputTokens: 20,
            cachedInputTokens: 0,
          },
          { provider: 'openai', model: 'gpt-5', inputTokens: 7, outputTokens: 1 },
        ],
      }),
    ],
    expect: succeeded({
      thread: {
        usage: [
          {
            provider: 'anthropic',
            model: 'claude',
            inputTokens: 100,
            outputTokens: 20,
            cachedInputTokens: 0,
          },
          { provider: 'openai', model: 'gpt-5', inputTokens: 7, outputTokens: 1 },
        ],
      },
    }),
  },
  {
    name: 'RUN_ERROR may report the tokens spent before the failure',
    spec: 'events/lifecycle.mdx#run_error',
    rule: '`usage` MAY report tokens accrued before the failure, under the same accounting as on `RUN_FINISHED`.',
    events: [
      runStarted(),
      {
        type: 'RUN_ERROR',
        message: 'context window exceeded',
        code: 'context_length',
        usage: [{ provider: 'openai', model: 'gpt-5', inputTokens: 128000, outputTokens: 0 }],
      },
    ],
    expect: failed('run-error', {
      thread: {
        usage: [{ provider: 'openai', model: 'gpt-5', inputTokens: 128000, outputTokens: 0 }],
      },
    }),
  },
  {
    name: "usage follows the run boundary: a new run does not carry the last run's usage",
    spec: 'events/lifecycle.mdx#token-usage',
    rule: 'A run that resumes an interrupted one reports only the calls it made itself.',
    events: [
      runStarted(),
      runFinished('r1', {
        usage: [{ provider: 'p', model: 'm', inputTokens: 5, outputTokens: 1 }],
      }),
      runStarted('r2'),
      runFinished('r2'),
    ],
    expect: succeeded({ thread: { usage: [] } }),
  },
  {
    name: 'opening a step whose name is already open is a violation',
    spec: 'events/lifecycle.mdx#steps',
    rule: 'A producer MUST NOT open a step whose name is already open',
    events: [
      runStarted(),
      { type: 'STEP_STARTED', stepName: 'plan' },
      { type: 'STEP_STARTED', stepName: 'plan' },
    ],
    expect: failed('protocol'),
  },
];
