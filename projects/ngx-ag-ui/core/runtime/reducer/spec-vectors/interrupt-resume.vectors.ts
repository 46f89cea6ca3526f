import { failed, runFinished, runStarted, type SpecVector, succeeded } from './spec-vector';

const TRANSFER = [
  {
    type: 'TOOL_CALL_START',
    toolCallId: 'call-7',
    toolCallName: 'transfer_funds',
    parentMessageId: 'a1',
  },
  { type: 'TOOL_CALL_ARGS', toolCallId: 'call-7', delta: '{"amount":120}' },
  { type: 'TOOL_CALL_END', toolCallId: 'call-7' },
];

const APPROVAL = {
  id: 'int-1',
  reason: 'approval',
  message: 'Transfer 120 EUR?',
  toolCallId: 'call-7',
  responseSchema: { type: 'object', properties: { approved: { type: 'boolean' } } },
};

const INTERRUPTED = runFinished('r1', { outcome: { type: 'interrupt', interrupts: [APPROVAL] } });

/** Vectors of docs/spec/1.1/basic/patterns/interrupt-resume.mdx. */
export const INTERRUPT_RESUME_VECTORS: readonly SpecVector[] = [
  {
    name: 'the page flow: a run interrupted for approval of a tool call',
    spec: 'basic/patterns/interrupt-resume.mdx#message-flow',
    rule: 'RUN_FINISHED (outcome: interrupt, id: "int-1", toolCallId, responseSchema)',
    events: [runStarted(), ...TRANSFER, INTERRUPTED],
    expect: {
      status: 'interrupted',
      error: null,
      warnings: [],
      thread: { interrupts: [APPROVAL], pendingToolCallIds: [] },
    },
  },
  {
    name: 'an interrupt outcome with no interrupt is malformed',
    spec: 'basic/patterns/interrupt-resume.mdx#interrupting',
    rule: 'carrying one or more `Interrupt` objects — at least one',
    events: [runStarted(), runFinished('r1', { outcome: { type: 'interrupt', interrupts: [] } })],
    expect: failed('malformed-event'),
  },
  {
    name: 'an interrupted run is closed: a late RUN_ERROR still fails it',
    spec: 'basic/patterns/interrupt-resume.mdx#interrupting',
    rule: 'An interrupted run is a closed run. ... including the one late arrival it admits, a `RUN_ERROR`',
    events: [runStarted(), ...TRANSFER, INTERRUPTED, { type: 'RUN_ERROR', message: 'late' }],
    expect: failed('run-error'),
  },
  {
    name: 'an interrupted run is closed: anything else after it is rejected',
    spec: 'basic/patterns/interrupt-resume.mdx#interrupting',
    rule: 'An interrupted run is a closed run. Everything the run lifecycle says about a closed run applies',
    events: [runStarted(), INTERRUPTED, { type: 'STATE_SNAPSHOT', snapshot: {} }],
    expect: failed('protocol'),
  },
  {
    name: 'the resuming run continues the thread: messages and state carried, interrupts answered',
    spec: 'basic/patterns/interrupt-resume.mdx#resuming',
    rule: 'the resuming run carries the same `threadId`, the accumulated messages, and the state the interrupted run left behind',
    events: [
      runStarted(),
      { type: 'STATE_SNAPSHOT', snapshot: { balance: 500 } },
      ...TRANSFER,
      runFinished('r1', {
        outcome: { type: 'interrupt', interrupts: [APPROVAL] },
        usage: [{ provider: 'p', model: 'm', inputTokens: 10, outputTokens: 2 }],
      }),
      runStarted('r2'),
      { type: 'TOOL_CALL_RESULT', messageId: 'tr1', toolCallId: 'call-7', content: 'sent' },
      { type: 'STATE_DELTA', delta: [{ op: 'replace', path: '/balance', value: 380 }] },
      runFinished('r2', {
        usage: [{ provider: 'p', model: 'm', inputTokens: 4, outputTokens: 1 }],
      }),
    ],
    expect: succeeded({
      state: { balance: 380 },
      messages: [
        {
          id: 'a1',
          role: 'assistant',
          toolCalls: [
            {
              id: 'call-7',
              type: 'function',
              function: { name: 'transfer_funds', arguments: '{"amount":120}' },
            },
          ],
        },
        { id: 'tr1', role: 'tool', toolCallId: 'call-7', content: 'sent' },
      ],
      thread: {
        threadId: 't1',
        runId: 'r2',
        interrupts: [],
        usage: [{ provider: 'p', model: 'm', inputTokens: 4, outputTokens: 1 }],
      },
    }),
  },
  {
    name: 'a success outcome carrying interrupts is stripped of them',
    spec: 'basic/patterns/interrupt-resume.mdx#error-handling',
    rule: 'A success outcome carrying interrupts is a contradiction the schema already rejects — the success outcome is closed.',
    events: [
      runStarted(),
      runFinished('r1', { outcome: { type: 'success', interrupts: [APPROVAL] } }),
    ],
    expect: {
      status: 'success',
      error: null,
      warnings: ['unknown-member'],
      thread: { interrupts: [] },
    },
  },
];
