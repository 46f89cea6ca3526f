import { EventType } from '@ag-ui/core';

import {
  failed,
  inRun,
  runFinished,
  runStarted,
  type SpecVector,
  succeeded,
  textMessage,
} from './spec-vector';

/** Vectors of docs/spec/1.1/basic/processing.mdx and the event model's absent-means-absent rule. */
export const PROCESSING_VECTORS: readonly SpecVector[] = [
  {
    name: 'an event of an unknown type is dropped with a warning and the run goes on',
    spec: 'basic/processing.mdx#the-rule',
    rule: 'An event of a type this implementation does not recognise MUST NOT abort the run.',
    events: inRun(
      { type: 'TEXT_MESSAGE_REWRITE', messageId: 'm1', text: 'from a newer protocol' },
      ...textMessage('m1', 'Hello'),
    ),
    expect: {
      status: 'success',
      error: null,
      warnings: ['unknown-event'],
      messages: [{ id: 'm1', role: 'assistant', content: 'Hello' }],
    },
  },
  {
    name: 'an unknown property is stripped before the value reaches the thread',
    spec: 'basic/processing.mdx#what-a-consumer-does-with-unrecognised-material',
    rule: 'A consumer MUST NOT let a stripped property survive into the value application code receives',
    events: inRun(
      { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: 'assistant', mood: 'cheerful' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'Hi' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
    ),
    expect: {
      status: 'success',
      error: null,
      warnings: ['unknown-member'],
      messages: [{ id: 'm1', role: 'assistant', content: 'Hi' }],
    },
  },
  {
    name: 'an unknown content part inside a list is dropped and the list survives',
    spec: 'basic/processing.mdx#what-a-consumer-does-with-unrecognised-material',
    rule: 'Inside a **list**, the unrecognisable element is dropped and the list survives.',
    events: inRun({
      type: 'TOOL_CALL_RESULT',
      messageId: 'tm1',
      toolCallId: 'c1',
      content: [
        { type: 'text', text: 'Found it.' },
        { type: 'hologram', frames: 24 },
      ],
    }),
    expect: {
      status: 'success',
      error: null,
      // The call is not in the thread: its result is kept at the end, with a warning (§7.5).
      warnings: ['unknown-member', 'unknown-target'],
      messages: [
        {
          id: 'tm1',
          role: 'tool',
          toolCallId: 'c1',
          content: [{ type: 'text', text: 'Found it.' }],
        },
      ],
    },
  },
  {
    name: 'a media part whose required source is of an unknown kind is removed whole',
    spec: 'basic/processing.mdx#what-a-consumer-does-with-unrecognised-material',
    rule: 'A media part whose source is of a kind this implementation has never heard of is removed whole',
    events: inRun({
      type: 'TOOL_CALL_RESULT',
      messageId: 'tm1',
      toolCallId: 'c1',
      content: [
        { type: 'image', source: { type: 'hologram', value: 'abc' } },
        { type: 'text', text: 'caption' },
      ],
    }),
    expect: {
      status: 'success',
      error: null,
      warnings: ['unknown-member', 'unknown-target'],
      messages: [
        { id: 'tm1', role: 'tool', toolCallId: 'c1', content: [{ type: 'text', text: 'caption' }] },
      ],
    },
  },
  {
    name: 'a known field with a wrong value fails the run and keeps what was delivered',
    spec: 'basic/processing.mdx#the-rule',
    rule: 'A field the protocol DOES describe, carrying a value the schema rejects, MUST be fatal',
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_START', messageId: 'm1' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1', delta: 'partial' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 5, delta: 'x' },
    ],
    expect: failed('malformed-event', {
      messages: [{ id: 'm1', role: 'assistant', content: 'partial' }],
    }),
  },
  {
    name: 'a missing required delta is fatal, never defaulted to the empty string',
    spec: 'basic/processing.mdx#the-rule',
    rule: 'the consumer MUST fail the run rather than repair, coerce or ignore the value',
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_START', messageId: 'm1' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'm1' },
    ],
    expect: failed('malformed-event'),
  },
  {
    name: 'a patch operation left open by RFC 6902 keeps its extra member, without a warning',
    spec: 'basic/processing.mdx#what-a-consumer-does-with-unrecognised-material',
    rule: 'a `remove` carrying a leftover `value` is a valid patch and arrives whole',
    events: inRun(
      { type: 'STATE_SNAPSHOT', snapshot: { a: 1, b: 2 } },
      { type: 'STATE_DELTA', delta: [{ op: 'remove', path: '/a', value: 1 }] },
    ),
    expect: succeeded({ state: { b: 2 } }),
  },
  {
    name: 'a whole optional field sent as null is malformed',
    spec: 'basic/index.mdx#absent-means-absent',
    rule: 'An optional field that has no value MUST be omitted rather than sent as `null`.',
    events: [runStarted(), { type: 'TEXT_MESSAGE_START', messageId: 'm1', role: null }],
    expect: failed('malformed-event'),
  },
  {
    name: 'a null inside open data is preserved',
    spec: 'basic/index.mdx#absent-means-absent',
    rule: 'A `null` *value under an open-by-key object* — a metadata value, something inside `state` — is data and MUST be preserved.',
    events: inRun(
      { type: 'STATE_SNAPSHOT', snapshot: { draft: null, tags: [null] } },
      { type: 'CUSTOM', name: 'ping', value: null },
    ),
    expect: succeeded({
      state: { draft: null, tags: [null] },
      thread: { customEvents: [{ type: EventType.CUSTOM, name: 'ping', value: null }] },
    }),
  },
  {
    name: 'metadata sent as null is malformed: the object is absent or an object',
    spec: 'basic/index.mdx#absent-means-absent',
    rule: 'A whole optional field set to `null` MUST be omitted.',
    events: [runStarted(), { type: 'TEXT_MESSAGE_START', messageId: 'm1', metadata: null }],
    expect: failed('malformed-event', { messages: [] }),
  },
  {
    name: 'a legacy null the protocol already tolerated is read as absent, with a warning',
    spec: 'basic/index.mdx#absent-means-absent',
    rule: 'Where the protocol has already shipped tolerance for a `null` in an optional position, it is handled by a compatibility shim rather than by this rule.',
    events: [runStarted(), runFinished('r1', { result: null })],
    expect: { status: 'success', error: null, warnings: ['other'], thread: { result: undefined } },
  },
];
