import { failed, inRun, runFinished, runStarted, type SpecVector, succeeded } from './spec-vector';

const TOOL_CALL = (args: string) => ({
  id: 'call-1',
  type: 'function',
  function: { name: 'search', arguments: args },
});

/** Vectors of docs/spec/1.1/basic/patterns/streaming.mdx. */
export const STREAMING_VECTORS: readonly SpecVector[] = [
  {
    name: 'deltas concatenate in arrival order (the page example)',
    spec: 'basic/patterns/streaming.mdx#open-content-close',
    rule: "Deltas concatenate in arrival order to form the item's value.",
    events: inRun(
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-1', delta: 'Hello, ' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-1', delta: 'world.' },
      { type: 'TEXT_MESSAGE_END', messageId: 'msg-1' },
    ),
    expect: succeeded({ messages: [{ id: 'msg-1', role: 'assistant', content: 'Hello, world.' }] }),
  },
  {
    name: 'opening an identifier that is already open is fatal',
    spec: 'basic/patterns/streaming.mdx#open-content-close',
    rule: 'A producer MUST NOT open an item whose identifier is already open.',
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1' },
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1' },
    ],
    expect: failed('protocol'),
  },
  {
    name: 'content for an identifier that is not open is fatal, and no message is invented',
    spec: 'basic/patterns/streaming.mdx#open-content-close',
    rule: 'A producer MUST NOT send a content or end event for an identifier that is not open.',
    events: [runStarted(), { type: 'TEXT_MESSAGE_CONTENT', messageId: 'ghost', delta: 'boo' }],
    expect: failed('protocol', { messages: [] }),
  },
  {
    name: 'items interleave freely, each in its own discipline',
    spec: 'basic/patterns/streaming.mdx#interleaving',
    rule: 'a tool call MAY open while a message is still streaming',
    events: inRun(
      { type: 'TEXT_MESSAGE_START', messageId: 'msg-1' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-1', delta: 'Let me ' },
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'call-1',
        toolCallName: 'search',
        parentMessageId: 'msg-1',
      },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'msg-1', delta: 'look.' },
      { type: 'TOOL_CALL_ARGS', toolCallId: 'call-1', delta: '{"q":"x"}' },
      { type: 'TEXT_MESSAGE_END', messageId: 'msg-1' },
      { type: 'TOOL_CALL_END', toolCallId: 'call-1' },
    ),
    expect: succeeded({
      messages: [
        {
          id: 'msg-1',
          role: 'assistant',
          content: 'Let me look.',
          toolCalls: [TOOL_CALL('{"q":"x"}')],
        },
      ],
      thread: { pendingToolCallIds: ['call-1'] },
    }),
  },
  {
    name: 'a tool-call chunk stream is closed by RUN_FINISHED (the page diagram)',
    spec: 'basic/patterns/streaming.mdx#the-chunked-form',
    rule: 'Producer->>Expansion: RUN_FINISHED / Expansion->>Consumer: TOOL_CALL_END',
    events: [
      runStarted(),
      { type: 'TOOL_CALL_CHUNK', toolCallId: 'call-1', toolCallName: 'search', delta: '{"q":' },
      { type: 'TOOL_CALL_CHUNK', delta: '"x"}' },
      runFinished(),
    ],
    expect: succeeded({
      messages: [{ id: 'call-1', role: 'assistant', toolCalls: [TOOL_CALL('{"q":"x"}')] }],
    }),
  },
  {
    name: 'a first text chunk without messageId is a violation, never an invented id',
    spec: 'basic/patterns/streaming.mdx#the-first-chunk',
    rule: 'A consumer MUST treat a first chunk missing a required field as a protocol violation rather than inventing an identifier.',
    events: [runStarted(), { type: 'TEXT_MESSAGE_CHUNK', delta: 'Hi' }],
    expect: failed('protocol', { messages: [] }),
  },
  {
    name: 'a first tool-call chunk without toolCallName is a violation',
    spec: 'basic/patterns/streaming.mdx#the-first-chunk',
    rule: 'The first `TOOL_CALL_CHUNK` for a call MUST carry both `toolCallId` and `toolCallName`.',
    events: [runStarted(), { type: 'TOOL_CALL_CHUNK', toolCallId: 'call-1', delta: '{}' }],
    expect: failed('protocol', { messages: [] }),
  },
  {
    name: 'a continuation claiming a role the opener established by omission is fatal',
    spec: 'basic/patterns/streaming.mdx#continuation-chunks',
    rule: 'a message opened without a role is an `assistant` message, and a later chunk claiming another role contradicts it.',
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'm1', delta: 'Hi' },
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'm1', role: 'user', delta: ' there' },
    ],
    expect: failed('protocol', { messages: [{ id: 'm1', role: 'assistant', content: 'Hi' }] }),
  },
  {
    name: 'a continuation repeating toolCallName with another value is fatal',
    spec: 'basic/patterns/streaming.mdx#continuation-chunks',
    rule: 'A consumer MUST treat a conflicting repeat as a protocol violation.',
    events: [
      runStarted(),
      { type: 'TOOL_CALL_CHUNK', toolCallId: 'call-1', toolCallName: 'search', delta: '{' },
      { type: 'TOOL_CALL_CHUNK', toolCallId: 'call-1', toolCallName: 'delete_all', delta: '}' },
    ],
    expect: failed('protocol'),
  },
  {
    name: 'a continuation repeating its opener fields with the same values is accepted',
    spec: 'basic/patterns/streaming.mdx#continuation-chunks',
    rule: 'A continuation chunk MAY repeat a field its opener established ... but only with the same value.',
    events: inRun(
      {
        type: 'TEXT_MESSAGE_CHUNK',
        messageId: 'm1',
        role: 'assistant',
        name: 'planner',
        delta: 'A',
      },
      {
        type: 'TEXT_MESSAGE_CHUNK',
        messageId: 'm1',
        role: 'assistant',
        name: 'planner',
        delta: 'B',
      },
    ),
    expect: succeeded({
      messages: [{ id: 'm1', role: 'assistant', name: 'planner', content: 'AB' }],
    }),
  },
  {
    name: 'a chunk naming another id closes the open item and opens a new one',
    spec: 'basic/patterns/streaming.mdx#continuation-chunks',
    rule: 'A chunk that names a different identifier opens a new item, and the previous one closes first.',
    events: inRun(
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'm1', delta: 'one' },
      { type: 'TEXT_MESSAGE_CHUNK', delta: '+' },
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'm2', delta: 'two' },
    ),
    expect: succeeded({
      messages: [
        { id: 'm1', role: 'assistant', content: 'one+' },
        { id: 'm2', role: 'assistant', content: 'two' },
      ],
    }),
  },
  {
    name: 'RAW stands aside from a chunk stream; a state event closes it',
    spec: 'basic/patterns/streaming.mdx#closing-a-chunk-stream',
    rule: 'with four exceptions that stand aside from assembly and close nothing: `RAW`, ...',
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'm1', delta: 'a' },
      { type: 'RAW', event: { provider: 'x' } },
      { type: 'TEXT_MESSAGE_CHUNK', delta: 'b' },
      { type: 'STATE_SNAPSHOT', snapshot: {} },
      // The stream was closed by the state event: an id-less chunk is now a first chunk.
      { type: 'TEXT_MESSAGE_CHUNK', delta: 'c' },
    ],
    expect: failed('protocol', { messages: [{ id: 'm1', role: 'assistant', content: 'ab' }] }),
  },
  {
    name: 'an explicit END for a chunk-opened item ends the shorthand, then closes nothing',
    spec: 'basic/patterns/streaming.mdx#the-chunked-form',
    rule: 'mixing the forms within one item [is] a malformed sequence a producer MUST NOT emit.',
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'm1', delta: 'a' },
      { type: 'TEXT_MESSAGE_END', messageId: 'm1' },
    ],
    expect: failed('protocol'),
  },
  {
    name: 'a metadata-only continuation chunk is legal and reaches its item',
    spec: 'basic/patterns/streaming.mdx#chunk-metadata',
    rule: 'A continuation chunk that carries only metadata ... is legal: it adds no content, and its metadata still reaches the item it continues.',
    events: inRun(
      {
        type: 'TEXT_MESSAGE_CHUNK',
        messageId: 'm1',
        delta: 'Done',
        metadata: { 'acme.model': 'm' },
      },
      { type: 'TEXT_MESSAGE_CHUNK', metadata: { 'acme.finish': 'stop' } },
    ),
    expect: succeeded({
      messages: [
        {
          id: 'm1',
          role: 'assistant',
          content: 'Done',
          metadata: { 'acme.model': 'm', 'acme.finish': 'stop' },
        },
      ],
    }),
  },
  {
    name: 'an untagged continuation with only subagent streams open is ambiguous and fatal',
    spec: 'basic/patterns/streaming.mdx#closing-a-chunk-stream',
    rule: "When several lanes hold open streams of that kind and none of them is the parent's, the continuation ... MUST be rejected as ambiguous",
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'a1', delta: 'A', subagentRunId: 'sa' },
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'b1', delta: 'B', subagentRunId: 'sb' },
      { type: 'TEXT_MESSAGE_CHUNK', delta: '?' },
    ],
    expect: failed('protocol'),
  },
  {
    name: 'a continuation repeating name with another value is fatal',
    spec: 'basic/patterns/streaming.mdx#continuation-chunks',
    rule: 'A continuation chunk MAY repeat a field its opener established — `role` or `name` on a text message ... — but only with the same value.',
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'm1', name: 'planner', delta: 'x' },
      { type: 'TEXT_MESSAGE_CHUNK', name: 'critic', delta: 'y' },
    ],
    expect: failed('protocol', {
      messages: [{ id: 'm1', role: 'assistant', name: 'planner', content: 'x' }],
    }),
  },
  {
    name: 'a continuation repeating parentMessageId with another value is fatal',
    spec: 'basic/patterns/streaming.mdx#continuation-chunks',
    rule: '`toolCallName` or `parentMessageId` on a tool call — but only with the same value.',
    events: [
      runStarted(),
      {
        type: 'TOOL_CALL_CHUNK',
        toolCallId: 'c1',
        toolCallName: 'f',
        parentMessageId: 'p1',
        delta: '{',
      },
      { type: 'TOOL_CALL_CHUNK', parentMessageId: 'p2', delta: '}' },
    ],
    expect: failed('protocol'),
  },
  {
    name: 'a first reasoning chunk without messageId is a violation',
    spec: 'basic/patterns/streaming.mdx#the-first-chunk',
    rule: 'The first `REASONING_MESSAGE_CHUNK` for a message MUST carry `messageId`.',
    events: [runStarted(), { type: 'REASONING_MESSAGE_CHUNK', delta: 'hmm' }],
    expect: failed('protocol', { messages: [] }),
  },
];
