import { failed, inRun, runFinished, runStarted, type SpecVector, succeeded } from './spec-vector';

const START = {
  type: 'TOOL_CALL_START',
  toolCallId: 'call-1',
  toolCallName: 'search',
  parentMessageId: 'msg-1',
};
const ARGS = { type: 'TOOL_CALL_ARGS', toolCallId: 'call-1', delta: '{"q":"invoices"}' };
const END = { type: 'TOOL_CALL_END', toolCallId: 'call-1' };

const CALL_MESSAGE = {
  id: 'msg-1',
  role: 'assistant',
  toolCalls: [
    {
      id: 'call-1',
      type: 'function',
      function: { name: 'search', arguments: '{"q":"invoices"}' },
    },
  ],
};

const INVOICE_PARTS = [
  { type: 'text', text: 'Invoice INV-2291 attached.' },
  {
    type: 'document',
    source: {
      type: 'url',
      value: 'https://example.com/INV-2291.pdf',
      mimeType: 'application/pdf',
    },
    metadata: { title: 'INV-2291' },
  },
];

/** Vectors of docs/spec/1.1/events/tool-calls.mdx. */
export const TOOL_CALL_VECTORS: readonly SpecVector[] = [
  {
    name: 'a call attaches to its parent message, and a string result mints a tool message',
    spec: 'events/tool-calls.mdx#tool_call_result',
    rule: 'It is a message in its own right — a tool message with its own `messageId`',
    events: inRun(START, ARGS, END, {
      type: 'TOOL_CALL_RESULT',
      messageId: 'msg-2',
      toolCallId: 'call-1',
      content: '3 results found.',
    }),
    expect: succeeded({
      messages: [
        CALL_MESSAGE,
        { id: 'msg-2', role: 'tool', toolCallId: 'call-1', content: '3 results found.' },
      ],
      thread: { pendingToolCallIds: [] },
    }),
  },
  {
    name: 'a result made of content parts is kept as parts and sent back unchanged',
    spec: 'events/tool-calls.mdx#result-content',
    rule: "The tool message the event mints has the identical shape, so a result travels into the next run's `messages` unchanged.",
    events: inRun(START, ARGS, END, {
      type: 'TOOL_CALL_RESULT',
      messageId: 'msg-2',
      toolCallId: 'call-1',
      content: INVOICE_PARTS,
    }),
    expect: succeeded({
      messages: [
        CALL_MESSAGE,
        { id: 'msg-2', role: 'tool', toolCallId: 'call-1', content: INVOICE_PARTS },
      ],
      nextInputMessages: [
        CALL_MESSAGE,
        { id: 'msg-2', role: 'tool', toolCallId: 'call-1', content: INVOICE_PARTS },
      ],
    }),
  },
  {
    name: 'a result does not reopen the call it answers',
    spec: 'events/tool-calls.mdx#tool_call_result',
    rule: 'and does not reopen the call it answers.',
    events: [
      runStarted(),
      START,
      ARGS,
      END,
      { type: 'TOOL_CALL_RESULT', messageId: 'msg-2', toolCallId: 'call-1', content: 'ok' },
      { type: 'TOOL_CALL_ARGS', toolCallId: 'call-1', delta: 'more' },
    ],
    expect: failed('protocol'),
  },
  {
    name: 'a closed call reopened by a new START appends further arguments',
    spec: 'events/tool-calls.mdx#tool_call_end',
    rule: 'A closed call, like a closed message, MAY be reopened by a new `TOOL_CALL_START` with the same `toolCallId`, and further arguments append.',
    events: inRun(
      START,
      { type: 'TOOL_CALL_ARGS', toolCallId: 'call-1', delta: '{"q":' },
      END,
      START,
      { type: 'TOOL_CALL_ARGS', toolCallId: 'call-1', delta: '"invoices"}' },
      END,
    ),
    expect: {
      status: 'success',
      error: null,
      warnings: ['invalid-tool-arguments'],
      messages: [CALL_MESSAGE],
    },
  },
  {
    name: 'arguments that do not parse close like any other: the application decides',
    spec: 'events/tool-calls.mdx#tool_call_end',
    rule: "what to do with text that does not parse is the application's decision, not a protocol violation.",
    events: inRun(
      START,
      { type: 'TOOL_CALL_ARGS', toolCallId: 'call-1', delta: '{"q": "inv' },
      END,
    ),
    expect: {
      status: 'success',
      error: null,
      warnings: ['invalid-tool-arguments'],
      messages: [
        {
          id: 'msg-1',
          role: 'assistant',
          toolCalls: [
            {
              id: 'call-1',
              type: 'function',
              function: { name: 'search', arguments: '{"q": "inv' },
            },
          ],
        },
      ],
      thread: { pendingToolCallIds: ['call-1'] },
    },
  },
  {
    name: 'pendingToolCallIds names the frontend calls left unanswered, in call order',
    spec: 'events/tool-calls.mdx#frontend-tools',
    rule: "The success outcome's `pendingToolCallIds` names the calls left unanswered, in the order they were made.",
    events: [
      runStarted(),
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'c2',
        toolCallName: 'confirm_order',
        parentMessageId: 'a1',
      },
      { type: 'TOOL_CALL_END', toolCallId: 'c2' },
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'c1',
        toolCallName: 'show_chart',
        parentMessageId: 'a1',
      },
      { type: 'TOOL_CALL_END', toolCallId: 'c1' },
      runFinished('r1', { outcome: { type: 'success', pendingToolCallIds: ['c2', 'c1'] } }),
    ],
    expect: succeeded({ thread: { pendingToolCallIds: ['c2', 'c1'], interrupts: [] } }),
  },
  {
    name: 'without pendingToolCallIds the pending calls are derived from the stream',
    spec: 'events/tool-calls.mdx#frontend-tools',
    rule: 'a consumer that needs to know derives it from the stream — every tool call the run started that received no result — and MUST NOT read absence as "nothing pending".',
    events: inRun(
      { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'lookup', parentMessageId: 'a1' },
      { type: 'TOOL_CALL_END', toolCallId: 'c1' },
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'c2',
        toolCallName: 'confirm_order',
        parentMessageId: 'a1',
      },
      { type: 'TOOL_CALL_END', toolCallId: 'c2' },
      { type: 'TOOL_CALL_RESULT', messageId: 't1', toolCallId: 'c1', content: 'found' },
    ),
    expect: succeeded({ thread: { pendingToolCallIds: ['c2'] } }),
  },
  {
    name: 'a call left open when the run finishes is a violation',
    spec: 'events/tool-calls.mdx#error-handling',
    rule: 'A call left open when the run finishes is a violation.',
    events: [runStarted(), START, ARGS, runFinished()],
    expect: failed('protocol'),
  },
];
