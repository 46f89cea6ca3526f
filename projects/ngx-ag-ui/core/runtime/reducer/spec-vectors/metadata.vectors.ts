import { failed, inRun, runFinished, runStarted, type SpecVector, succeeded } from './spec-vector';

/** Vectors of docs/spec/1.1/basic/metadata.mdx. */
export const METADATA_VECTORS: readonly SpecVector[] = [
  {
    name: 'metadata merges key by key, last write wins, and never recurses',
    spec: 'basic/metadata.mdx#merging',
    rule: "The merge MUST NOT recurse. A key's value is replaced outright",
    events: inRun(
      {
        type: 'TEXT_MESSAGE_START',
        messageId: 'm1',
        metadata: { 'acme.trace': { span: 1, parent: 0 }, 'acme.model': 'small' },
      },
      {
        type: 'TEXT_MESSAGE_CONTENT',
        messageId: 'm1',
        delta: 'Hi',
        metadata: { 'acme.trace': { span: 2 } },
      },
      {
        type: 'TEXT_MESSAGE_END',
        messageId: 'm1',
        metadata: { 'acme.finish': 'stop', 'acme.model': 'large' },
      },
    ),
    expect: succeeded({
      messages: [
        {
          id: 'm1',
          role: 'assistant',
          content: 'Hi',
          metadata: { 'acme.trace': { span: 2 }, 'acme.model': 'large', 'acme.finish': 'stop' },
        },
      ],
    }),
  },
  {
    name: 'tool-call metadata lands on the call, result metadata on the tool message',
    spec: 'basic/metadata.mdx#where-each-events-metadata-lands',
    rule: '`TOOL_CALL_START` / `ARGS` / `END` | **the tool call itself** — not the assistant message that owns it',
    events: inRun(
      { type: 'TEXT_MESSAGE_START', messageId: 'a1', metadata: { 'acme.msg': 1 } },
      { type: 'TEXT_MESSAGE_END', messageId: 'a1' },
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'c1',
        toolCallName: 'search',
        parentMessageId: 'a1',
        metadata: { 'acme.latency': 3 },
      },
      { type: 'TOOL_CALL_END', toolCallId: 'c1', metadata: { 'acme.latency': 9 } },
      {
        type: 'TOOL_CALL_RESULT',
        messageId: 't1',
        toolCallId: 'c1',
        content: 'ok',
        metadata: { 'acme.source': 'index' },
      },
    ),
    expect: succeeded({
      messages: [
        {
          id: 'a1',
          role: 'assistant',
          content: '',
          metadata: { 'acme.msg': 1 },
          toolCalls: [
            {
              id: 'c1',
              type: 'function',
              function: { name: 'search', arguments: '' },
              metadata: { 'acme.latency': 9 },
            },
          ],
        },
        {
          id: 't1',
          role: 'tool',
          toolCallId: 'c1',
          content: 'ok',
          metadata: { 'acme.source': 'index' },
        },
      ],
    }),
  },
  {
    name: 'metadata of an event that builds no item is merged nowhere',
    spec: 'basic/metadata.mdx#where-each-events-metadata-lands',
    rule: 'everything else (`RUN_*`, `STEP_*`, snapshots, `RAW`, `CUSTOM`, …) | nothing',
    events: [
      runStarted('r1', { metadata: { 'acme.region': 'eu' } }),
      { type: 'TEXT_MESSAGE_START', messageId: 'm1' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'x' },
      { type: 'STEP_STARTED', stepName: 'plan', metadata: { 'acme.step': 1 } },
      { type: 'STEP_FINISHED', stepName: 'plan' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
      { type: 'STATE_SNAPSHOT', snapshot: { a: 1 }, metadata: { 'acme.rev': 4 } },
      runFinished('r1', { metadata: { 'acme.cost': 0.1 } }),
    ],
    expect: succeeded({
      messages: [{ id: 'm1', role: 'assistant', content: 'x' }],
      state: { a: 1 },
    }),
  },
  {
    name: 'unknown metadata keys, the reserved key and null values are kept without a warning',
    spec: 'basic/metadata.mdx#the-value',
    rule: 'Unknown metadata keys are protocol-legal, not unrecognised material',
    events: inRun(
      {
        type: 'TEXT_MESSAGE_START',
        messageId: 'm1',
        metadata: { 'ag-ui': { v: 1 }, 'vendor.flag': null, anything: [1, 2] },
      },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
    ),
    expect: succeeded({
      messages: [
        {
          id: 'm1',
          role: 'assistant',
          content: '',
          metadata: { 'ag-ui': { v: 1 }, 'vendor.flag': null, anything: [1, 2] },
        },
      ],
    }),
  },
  {
    name: 'metadata that is an array is malformed',
    spec: 'basic/metadata.mdx#the-value',
    rule: 'The object itself is either absent or an object and MUST NOT be `null`.',
    events: [runStarted(), { type: 'TEXT_MESSAGE_START', messageId: 'm1', metadata: ['x'] }],
    expect: failed('malformed-event', { messages: [] }),
  },
];
