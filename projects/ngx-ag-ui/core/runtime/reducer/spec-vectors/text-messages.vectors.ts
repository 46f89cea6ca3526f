import { failed, inRun, runFinished, runStarted, type SpecVector, succeeded } from './spec-vector';

/** Vectors of docs/spec/1.1/events/text-messages.mdx. */
export const TEXT_MESSAGE_VECTORS: readonly SpecVector[] = [
  {
    name: 'an absent role means assistant; name labels the speaker',
    spec: 'events/text-messages.mdx#text_message_start',
    rule: '`role` is OPTIONAL; an absent role means `assistant`.',
    events: inRun(
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1', name: 'researcher' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-1', delta: 'Hello, world.' },
      { type: 'TEXT_MESSAGE_END', messageId: 'msg-1' },
    ),
    expect: succeeded({
      messages: [{ id: 'msg-1', role: 'assistant', name: 'researcher', content: 'Hello, world.' }],
    }),
  },
  {
    name: 'a closed message reopened by a new START continues, content appending',
    spec: 'events/text-messages.mdx#text_message_end',
    rule: 'a producer MAY reopen the same `messageId` with a new `TEXT_MESSAGE_START`, and the message continues',
    events: inRun(
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-1', delta: 'Hel' },
      { type: 'TEXT_MESSAGE_END', messageId: 'msg-1' },
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1', role: 'assistant' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-1', delta: 'lo' },
      { type: 'TEXT_MESSAGE_END', messageId: 'msg-1' },
    ),
    expect: succeeded({ messages: [{ id: 'msg-1', role: 'assistant', content: 'Hello' }] }),
  },
  {
    name: 'a reopening START that disagrees on role and name leaves the established values',
    spec: 'events/text-messages.mdx#text_message_end',
    rule: "the message's established values stand, and a consumer is not required to detect the disagreement.",
    events: inRun(
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1', role: 'assistant', name: 'a' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-1', delta: 'one ' },
      { type: 'TEXT_MESSAGE_END', messageId: 'msg-1' },
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1', role: 'system', name: 'b' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-1', delta: 'two' },
      { type: 'TEXT_MESSAGE_END', messageId: 'msg-1' },
    ),
    expect: succeeded({
      messages: [{ id: 'msg-1', role: 'assistant', name: 'a', content: 'one two' }],
    }),
  },
  {
    name: 'an END for a message that is not open is fatal',
    spec: 'events/text-messages.mdx#error-handling',
    rule: 'A `TEXT_MESSAGE_CONTENT` or `TEXT_MESSAGE_END` for a `messageId` that is not open ... is a malformed sequence and fatal to the run.',
    events: [runStarted(), { type: 'TEXT_MESSAGE_END', messageId: 'msg-1' }],
    expect: failed('protocol', { messages: [] }),
  },
  {
    name: 'reopening a message under another owner within the run is rejected',
    spec: 'events/text-messages.mdx#text_message_end',
    rule: 'Within a run, a reopening under a different owner is the attribution mismatch the subagent rules already reject.',
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1' },
      { type: 'TEXT_MESSAGE_END', messageId: 'msg-1' },
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1', subagentRunId: 'sa-1' },
    ],
    expect: failed('protocol'),
  },
  {
    name: 'a later run reopening a message under another owner keeps the established owner',
    spec: 'events/text-messages.mdx#text_message_end',
    rule: "Across runs the consumer's ownership tracking has reset, which is why detection of a cross-run mismatch is not required",
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-1', delta: 'one ' },
      { type: 'TEXT_MESSAGE_END', messageId: 'msg-1' },
      runFinished(),
      runStarted('r2'),
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1', subagentRunId: 'sa-1' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-1', delta: 'two' },
      { type: 'TEXT_MESSAGE_END', messageId: 'msg-1' },
      runFinished('r2'),
    ],
    expect: succeeded({ messages: [{ id: 'msg-1', role: 'assistant', content: 'one two' }] }),
  },
];
