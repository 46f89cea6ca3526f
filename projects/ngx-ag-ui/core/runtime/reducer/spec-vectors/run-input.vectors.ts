import { inRun, runFinished, runStarted, type SpecVector, succeeded } from './spec-vector';

const PHOTO = {
  type: 'image',
  source: { type: 'file', value: 'file-abc123', provider: 'openai', mimeType: 'image/png' },
  metadata: { 'acme.caption': 'whiteboard' },
};

const ASKED = {
  id: 'u1',
  role: 'user',
  content: [{ type: 'text', text: 'What is on it?' }, PHOTO],
};

/** Vectors of docs/spec/1.1/basic/run-input.mdx. */
export const RUN_INPUT_VECTORS: readonly SpecVector[] = [
  {
    name: 'an input echoed on RUN_STARTED shows what the agent was asked, multimodal parts included',
    spec: 'basic/run-input.mdx#messages',
    rule: 'A producer MAY echo the input back on `RUN_STARTED.input`, so a consumer that did not make the request can still see what the agent was asked.',
    events: [
      runStarted('r1', {
        input: {
          threadId: 't1',
          runId: 'r1',
          messages: [ASKED],
          tools: [],
          context: [],
          state: {},
        },
      }),
      runFinished(),
    ],
    expect: succeeded({ messages: [ASKED] }),
  },
  {
    name: 'a file source is opaque: kept and sent back exactly as the provider issued it',
    spec: 'basic/run-input.mdx#provider-file-handles',
    rule: "A `file` source's `value` is opaque. A peer MUST NOT fetch it, parse it or read a scheme out of it",
    events: inRun(
      { type: 'MESSAGES_SNAPSHOT', messages: [ASKED] },
      { type: 'TEXT_MESSAGE_START', messageId: 'a1' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'a1', delta: 'A diagram.' },
      { type: 'TEXT_MESSAGE_END', messageId: 'a1' },
    ),
    expect: succeeded({
      messages: [ASKED, { id: 'a1', role: 'assistant', content: 'A diagram.' }],
      nextInputMessages: [ASKED, { id: 'a1', role: 'assistant', content: 'A diagram.' }],
    }),
  },
  {
    name: 'an echoed input without tools or context is valid: absent means empty',
    spec: 'basic/run-input.mdx#tools',
    rule: 'An absent list and an empty list mean the same thing: no tools.',
    events: [
      runStarted('r1', {
        input: {
          threadId: 't1',
          runId: 'r1',
          messages: [{ id: 'u1', role: 'user', content: 'hi' }],
        },
      }),
      runFinished(),
    ],
    expect: succeeded({ messages: [{ id: 'u1', role: 'user', content: 'hi' }] }),
  },
  {
    name: 'activity messages never travel back to the producer',
    spec: 'basic/run-input.mdx#messages',
    rule: 'Activity messages never travel back to the producer: a consumer MUST strip them from `messages` before sending.',
    events: inRun(
      {
        type: 'ACTIVITY_SNAPSHOT',
        messageId: 'act-1',
        activityType: 'search',
        content: { found: 2 },
      },
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'a1', delta: 'Two hits.' },
    ),
    expect: succeeded({
      nextInputMessages: [{ id: 'a1', role: 'assistant', content: 'Two hits.' }],
    }),
  },
];
