import { inRun, type SpecVector, succeeded, textMessage } from './spec-vector';

/** Vectors of docs/spec/1.1/events/state.mdx. */
export const STATE_VECTORS: readonly SpecVector[] = [
  {
    name: 'a state snapshot replaces the state wholesale, no merging',
    spec: 'events/state.mdx#state_snapshot',
    rule: 'A consumer MUST replace its state with `snapshot` — no merging.',
    events: inRun(
      { type: 'STATE_SNAPSHOT', snapshot: { plan: ['a'], user: 'x' } },
      { type: 'STATE_SNAPSHOT', snapshot: { plan: ['b'] } },
    ),
    expect: succeeded({ state: { plan: ['b'] } }),
  },
  {
    name: 'state may be any JSON value, not only an object',
    spec: 'events/state.mdx#data-types',
    rule: '`State` deliberately unconstrained — any JSON value, not only an object',
    events: inRun({ type: 'STATE_SNAPSHOT', snapshot: ['step one', 2] }),
    expect: succeeded({ state: ['step one', 2] }),
  },
  {
    name: 'the page flow: a snapshot amended by deltas in order',
    spec: 'events/state.mdx#message-flow',
    rule: 'STATE_SNAPSHOT {"draft": {"sections": []}} / STATE_DELTA (add /draft/sections/0) / STATE_DELTA (replace /draft/sections/0/status)',
    events: inRun(
      { type: 'STATE_SNAPSHOT', snapshot: { draft: { sections: [] } } },
      {
        type: 'STATE_DELTA',
        delta: [
          { op: 'add', path: '/draft/sections/0', value: { title: 'Intro', status: 'todo' } },
        ],
      },
      {
        type: 'STATE_DELTA',
        delta: [{ op: 'replace', path: '/draft/sections/0/status', value: 'done' }],
      },
    ),
    expect: succeeded({
      state: { draft: { sections: [{ title: 'Intro', status: 'done' }] } },
      thread: { stateDiverged: false },
    }),
  },
  {
    name: 'MESSAGES_SNAPSHOT replaces in place, appends new ids, drops the rest',
    spec: 'events/state.mdx#messages_snapshot',
    rule: 'the consumer keeps its existing position for a message it already holds. A snapshot message the consumer has never seen is appended, in snapshot order.',
    events: inRun(
      ...textMessage('m1', 'one'),
      ...textMessage('m2', 'two'),
      ...textMessage('m3', 'three'),
      {
        type: 'MESSAGES_SNAPSHOT',
        messages: [
          { id: 'm4', role: 'assistant', content: 'four' },
          { id: 'm3', role: 'assistant', content: 'THREE' },
          { id: 'm1', role: 'assistant', content: 'ONE' },
        ],
      },
    ),
    expect: succeeded({
      messages: [
        { id: 'm1', role: 'assistant', content: 'ONE' },
        { id: 'm3', role: 'assistant', content: 'THREE' },
        { id: 'm4', role: 'assistant', content: 'four' },
      ],
    }),
  },
  {
    name: 'MESSAGES_SNAPSHOT keeps client-only activity and reasoning messages it does not mention',
    spec: 'events/state.mdx#messages_snapshot',
    rule: '**except** client-only material the producer cannot know about: activity messages ... and reasoning messages',
    events: inRun(
      {
        type: 'ACTIVITY_SNAPSHOT',
        messageId: 'act-1',
        activityType: 'search',
        content: { found: 1 },
      },
      { type: 'REASONING_MESSAGE_CHUNK', messageId: 'r1', delta: 'hmm' },
      ...textMessage('m1', 'answer'),
      {
        type: 'MESSAGES_SNAPSHOT',
        messages: [{ id: 'm1', role: 'assistant', content: 'Answer.' }],
      },
    ),
    expect: succeeded({
      messages: [
        { id: 'act-1', role: 'activity', activityType: 'search', content: { found: 1 } },
        { id: 'r1', role: 'reasoning', content: 'hmm' },
        { id: 'm1', role: 'assistant', content: 'Answer.' },
      ],
    }),
  },
  {
    name: 'a snapshot carrying an activity message declares the complete activity set',
    spec: 'events/state.mdx#messages_snapshot',
    rule: 'a snapshot that itself carries any activity message is declaring the complete activity set',
    events: inRun(
      {
        type: 'ACTIVITY_SNAPSHOT',
        messageId: 'act-1',
        activityType: 'search',
        content: { found: 1 },
      },
      {
        type: 'ACTIVITY_SNAPSHOT',
        messageId: 'act-2',
        activityType: 'plan',
        content: { steps: 2 },
      },
      { type: 'REASONING_MESSAGE_CHUNK', messageId: 'r1', delta: 'hmm' },
      {
        type: 'MESSAGES_SNAPSHOT',
        messages: [{ id: 'act-2', role: 'activity', activityType: 'plan', content: { steps: 3 } }],
      },
    ),
    expect: succeeded({
      messages: [
        { id: 'act-2', role: 'activity', activityType: 'plan', content: { steps: 3 } },
        { id: 'r1', role: 'reasoning', content: 'hmm' },
      ],
    }),
  },
];
