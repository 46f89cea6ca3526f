import { failed, inRun, runFinished, runStarted, type SpecVector, succeeded } from './spec-vector';

const SPAN_WITH_MESSAGE = [
  { type: 'REASONING_START', messageId: 'span-1' },
  { type: 'REASONING_MESSAGE_START', messageId: 'msg-9', role: 'reasoning' },
  { type: 'REASONING_MESSAGE_CONTENT', messageId: 'msg-9', delta: 'Weighing both options.' },
  { type: 'REASONING_MESSAGE_END', messageId: 'msg-9' },
];

function encrypted(value: string, extra: Record<string, unknown> = {}): unknown {
  return {
    type: 'REASONING_ENCRYPTED_VALUE',
    subtype: 'message',
    entityId: 'msg-9',
    encryptedValue: value,
    ...extra,
  };
}

const REASONING = { id: 'msg-9', role: 'reasoning', content: 'Weighing both options.' };

/** Vectors of docs/spec/1.1/events/reasoning.mdx. */
export const REASONING_VECTORS: readonly SpecVector[] = [
  {
    name: 'the page flow: a reasoning message stored with its encrypted value and sent back',
    spec: 'events/reasoning.mdx#message-flow',
    rule: "stores msg-9 with its encrypted value, returns both in the next run's input",
    referenceDiffers: 'it implements AG-UI 1.0 and strips encryptedValueType (1.1)',
    events: inRun(
      ...SPAN_WITH_MESSAGE,
      encrypted('gAAAA…sig', { encryptedValueType: 'anthropic.signature' }),
      { type: 'REASONING_END', messageId: 'span-1' },
    ),
    expect: succeeded({
      messages: [
        { ...REASONING, encryptedValue: 'gAAAA…sig', encryptedValueType: 'anthropic.signature' },
      ],
      thread: { reasoningSpans: [] },
      nextInputMessages: [
        { ...REASONING, encryptedValue: 'gAAAA…sig', encryptedValueType: 'anthropic.signature' },
      ],
    }),
  },
  {
    name: 'encryptedValueType is replaced with the value, and removed when the new value has none',
    spec: 'events/reasoning.mdx#encryptedvaluetype',
    rule: "A consumer that stores a new `encryptedValue` MUST store the event's `encryptedValueType` with it, and MUST remove the stored type when the event carries none.",
    referenceDiffers: 'it implements AG-UI 1.0 and strips encryptedValueType (1.1)',
    events: inRun(
      ...SPAN_WITH_MESSAGE,
      encrypted('one', { encryptedValueType: 'anthropic.signature' }),
      encrypted('two', { encryptedValueType: 'anthropic.redacted_thinking' }),
      encrypted('three'),
      { type: 'REASONING_END', messageId: 'span-1' },
    ),
    expect: succeeded({
      messages: [{ ...REASONING, encryptedValue: 'three' }],
      nextInputMessages: [{ ...REASONING, encryptedValue: 'three' }],
    }),
  },
  {
    name: 'an encrypted value on a tool call is stored on the call with its type',
    spec: 'events/reasoning.mdx#encryptedvaluetype',
    rule: 'It sits next to `encryptedValue` on this event, on every message that carries a value, and on a tool call.',
    referenceDiffers: 'it implements AG-UI 1.0 and strips encryptedValueType (1.1)',
    events: inRun(
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'call-1',
        toolCallName: 'search',
        parentMessageId: 'a1',
      },
      { type: 'TOOL_CALL_END', toolCallId: 'call-1' },
      {
        type: 'REASONING_ENCRYPTED_VALUE',
        subtype: 'tool-call',
        entityId: 'call-1',
        encryptedValue: 'opaque',
        encryptedValueType: 'openai.encrypted_content',
      },
    ),
    expect: succeeded({
      messages: [
        {
          id: 'a1',
          role: 'assistant',
          toolCalls: [
            {
              id: 'call-1',
              type: 'function',
              function: { name: 'search', arguments: '' },
              encryptedValue: 'opaque',
              encryptedValueType: 'openai.encrypted_content',
            },
          ],
        },
      ],
    }),
  },
  {
    name: 'a type without a value is malformed (encryptedValue is required)',
    spec: 'events/reasoning.mdx#encryptedvaluetype',
    rule: 'A producer MUST NOT send `encryptedValueType` without `encryptedValue`.',
    events: [
      runStarted(),
      ...SPAN_WITH_MESSAGE,
      {
        type: 'REASONING_ENCRYPTED_VALUE',
        subtype: 'message',
        entityId: 'msg-9',
        encryptedValueType: 'x.y',
      },
    ],
    expect: failed('malformed-event', { messages: [REASONING] }),
  },
  {
    name: 'an encrypted value naming nothing known warns and the run goes on',
    spec: 'events/reasoning.mdx#error-handling',
    rule: 'a consumer SHOULD warn and MAY drop it, and MUST NOT fail the run over it.',
    events: inRun({
      type: 'REASONING_ENCRYPTED_VALUE',
      subtype: 'message',
      entityId: 'nobody',
      encryptedValue: 'x',
    }),
    expect: { status: 'success', error: null, warnings: ['unknown-target'], messages: [] },
  },
  {
    name: 'an encrypted value naming an activity message is treated as naming nothing',
    spec: 'events/reasoning.mdx#reasoning_encrypted_value',
    rule: 'activity messages carry no encrypted value by schema, so an event naming one is treated as naming nothing the consumer knows',
    events: inRun(
      {
        type: 'ACTIVITY_SNAPSHOT',
        messageId: 'act-1',
        activityType: 'search',
        content: { found: 0 },
      },
      {
        type: 'REASONING_ENCRYPTED_VALUE',
        subtype: 'message',
        entityId: 'act-1',
        encryptedValue: 'x',
      },
    ),
    expect: {
      status: 'success',
      error: null,
      warnings: ['unknown-target'],
      messages: [{ id: 'act-1', role: 'activity', activityType: 'search', content: { found: 0 } }],
    },
  },
  {
    name: 'a subtype string the schema does not name removes the event with a warning',
    spec: 'events/reasoning.mdx#error-handling',
    rule: 'A `subtype` that is a string the schema does not name ... strips it with a warning, which in a required position removes the event that carried it.',
    referenceDiffers: 'it fails the run on an unknown subtype (docs/ag-ui.md §7.8)',
    events: inRun(
      ...SPAN_WITH_MESSAGE,
      {
        type: 'REASONING_ENCRYPTED_VALUE',
        subtype: 'span',
        entityId: 'msg-9',
        encryptedValue: 'x',
      },
      { type: 'REASONING_END', messageId: 'span-1' },
    ),
    expect: { status: 'success', error: null, warnings: ['unknown-member'], messages: [REASONING] },
  },
  {
    name: 'a subtype that is not a string is malformed and fatal',
    spec: 'events/reasoning.mdx#error-handling',
    rule: 'A malformed reasoning event — a missing required field, a `subtype` that is not a string — is a malformed known value and fatal',
    events: [
      runStarted(),
      ...SPAN_WITH_MESSAGE,
      { type: 'REASONING_ENCRYPTED_VALUE', subtype: 7, entityId: 'msg-9', encryptedValue: 'x' },
    ],
    expect: failed('malformed-event'),
  },
  {
    name: "a fragment naming a span's id is orphaned: spans open no message",
    spec: 'events/reasoning.mdx#reasoning-messages',
    rule: "a `REASONING_START` opens a span and no message, so a fragment naming a span's `messageId` is orphaned like any other.",
    events: [
      runStarted(),
      { type: 'REASONING_START', messageId: 'span-1' },
      { type: 'REASONING_MESSAGE_CONTENT', messageId: 'span-1', delta: 'x' },
    ],
    expect: failed('protocol', { messages: [] }),
  },
  {
    name: 'a span and the message inside it may share an identifier',
    spec: 'events/reasoning.mdx#reasoning-messages',
    rule: 'A span and the message inside it MAY share an identifier, so each is checked against its own open set.',
    events: inRun(
      { type: 'REASONING_START', messageId: 'r1' },
      { type: 'REASONING_MESSAGE_CHUNK', messageId: 'r1', delta: 'think' },
      { type: 'REASONING_END', messageId: 'r1' },
    ),
    expect: succeeded({ messages: [{ id: 'r1', role: 'reasoning', content: 'think' }] }),
  },
  {
    name: 'REASONING_END for a span nothing opened is rejected',
    spec: 'events/reasoning.mdx#reasoning-messages',
    rule: 'A `REASONING_END` naming a span nothing opened is rejected the same way',
    events: [runStarted(), { type: 'REASONING_END', messageId: 'span-1' }],
    expect: failed('protocol'),
  },
  {
    name: 'a span still open when the run finishes fails the run',
    spec: 'events/reasoning.mdx#reasoning-messages',
    rule: 'A span or a reasoning message still open when the run finishes fails the run.',
    events: [runStarted(), { type: 'REASONING_START', messageId: 'span-1' }, runFinished()],
    expect: failed('protocol'),
  },
  {
    name: 'a snapshot restating the message without its artefact withdraws it',
    spec: 'events/reasoning.mdx#reasoning_encrypted_value',
    rule: 'A `MESSAGES_SNAPSHOT` restating the message replaces it wholesale, `encryptedValue` included',
    referenceDiffers: 'it implements AG-UI 1.0 and strips encryptedValueType (1.1)',
    events: inRun(
      ...SPAN_WITH_MESSAGE,
      encrypted('sig', { encryptedValueType: 'anthropic.signature' }),
      { type: 'REASONING_END', messageId: 'span-1' },
      {
        type: 'MESSAGES_SNAPSHOT',
        messages: [{ id: 'msg-9', role: 'reasoning', content: 'Summary.' }],
      },
    ),
    expect: succeeded({
      messages: [{ id: 'msg-9', role: 'reasoning', content: 'Summary.' }],
      nextInputMessages: [{ id: 'msg-9', role: 'reasoning', content: 'Summary.' }],
    }),
  },
  {
    name: 'a snapshot restating the artefact keeps it, type included',
    spec: 'events/reasoning.mdx#reasoning_encrypted_value',
    rule: "a producer that still needs the artefact MUST restate it in the snapshot's copy",
    referenceDiffers: 'it implements AG-UI 1.0 and strips encryptedValueType (1.1)',
    events: inRun(
      ...SPAN_WITH_MESSAGE,
      encrypted('old', { encryptedValueType: 'anthropic.signature' }),
      { type: 'REASONING_END', messageId: 'span-1' },
      {
        type: 'MESSAGES_SNAPSHOT',
        messages: [
          {
            ...REASONING,
            encryptedValue: 'new',
            encryptedValueType: 'anthropic.redacted_thinking',
          },
        ],
      },
    ),
    expect: succeeded({
      nextInputMessages: [
        { ...REASONING, encryptedValue: 'new', encryptedValueType: 'anthropic.redacted_thinking' },
      ],
    }),
  },
];
