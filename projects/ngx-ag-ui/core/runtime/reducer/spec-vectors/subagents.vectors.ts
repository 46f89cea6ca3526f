import { failed, inRun, runFinished, runStarted, type SpecVector, succeeded } from './spec-vector';

const STARTED = { type: 'SUBAGENT_STARTED', subagentRunId: 'sa-1', name: 'researcher' };
const FINISHED = { type: 'SUBAGENT_FINISHED', subagentRunId: 'sa-1' };

/** Vectors of docs/spec/1.1/events/subagents.mdx. */
export const SUBAGENT_VECTORS: readonly SpecVector[] = [
  {
    name: 'an announced invocation streams attributed work and finishes',
    spec: 'events/subagents.mdx#lifecycle',
    rule: '`SUBAGENT_STARTED` announces an invocation, `SUBAGENT_FINISHED` closes it',
    events: [
      runStarted(),
      STARTED,
      { type: 'TEXT_MESSAGE_START', messageId: 's1', subagentRunId: 'sa-1' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 's1', delta: 'Found 3 papers.' },
      { type: 'TEXT_MESSAGE_END', messageId: 's1', subagentRunId: 'sa-1' },
      { ...FINISHED, result: { papers: 3 } },
      runFinished(),
    ],
    expect: succeeded({
      messages: [
        { id: 's1', role: 'assistant', content: 'Found 3 papers.', subagentRunId: 'sa-1' },
      ],
      thread: {
        subagents: [
          { subagentRunId: 'sa-1', name: 'researcher', status: 'success', result: { papers: 3 } },
        ],
      },
    }),
  },
  {
    name: 'attribution without announcement is accepted',
    spec: 'events/subagents.mdx#lifecycle',
    rule: 'A producer MAY attribute events without announcing anything. ... a consumer MUST accept it',
    events: inRun({
      type: 'TEXT_MESSAGE_CHUNK',
      messageId: 's1',
      delta: 'hi',
      subagentRunId: 'sa-9',
    }),
    expect: succeeded({
      messages: [{ id: 's1', role: 'assistant', content: 'hi', subagentRunId: 'sa-9' }],
    }),
  },
  {
    name: 'subagentRunId spelled as null is rejected',
    spec: 'events/subagents.mdx#attribution',
    rule: 'An absent `subagentRunId` means the parent agent, and MUST NOT be spelled as `null`.',
    events: [runStarted(), { type: 'TEXT_MESSAGE_START', messageId: 'm1', subagentRunId: null }],
    expect: failed('malformed-event', { messages: [] }),
  },
  {
    name: 'a continuation whose tag disagrees with its opener is rejected',
    spec: 'events/subagents.mdx#ownership',
    rule: 'A consumer MUST reject a continuation whose tag disagrees with its opener.',
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_START', messageId: 's1', subagentRunId: 'sa-1' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 's1', delta: 'mine', subagentRunId: 'sa-1' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 's1', delta: 'yours', subagentRunId: 'sa-2' },
    ],
    expect: failed('protocol', {
      messages: [{ id: 's1', role: 'assistant', content: 'mine', subagentRunId: 'sa-1' }],
    }),
  },
  {
    name: 'parent and subagent each close their own step of the same name',
    spec: 'events/subagents.mdx#ownership',
    rule: 'a parent and a subagent MAY each have a step of the same name open at once, and each closes its own.',
    events: [
      runStarted(),
      { type: 'STEP_STARTED', stepName: 'plan' },
      { type: 'STEP_STARTED', stepName: 'plan', subagentRunId: 'sa-1' },
      { type: 'STEP_FINISHED', stepName: 'plan' },
    ],
    expect: {
      status: 'running',
      error: null,
      warnings: [],
      thread: { steps: [{ stepName: 'plan', subagentRunId: 'sa-1' }] },
    },
  },
  {
    name: 'SUBAGENT_ERROR ends the invocation, not the run',
    spec: 'events/subagents.mdx#lifecycle',
    rule: '`SUBAGENT_ERROR` ends the invocation, not the run.',
    events: inRun(
      STARTED,
      { type: 'SUBAGENT_ERROR', subagentRunId: 'sa-1', message: 'tool crashed', code: 'E1' },
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'm1', delta: 'Recovered without it.' },
    ),
    expect: succeeded({
      messages: [{ id: 'm1', role: 'assistant', content: 'Recovered without it.' }],
      thread: {
        subagents: [
          {
            subagentRunId: 'sa-1',
            name: 'researcher',
            status: 'error',
            error: { message: 'tool crashed', code: 'E1' },
          },
        ],
      },
    }),
  },
  {
    name: 'a run finishing with an invocation still active is a violation',
    spec: 'events/subagents.mdx#termination',
    rule: 'A run MUST NOT finish while an invocation is still active.',
    events: [runStarted(), STARTED, runFinished()],
    expect: failed('protocol'),
  },
  {
    name: 'RUN_ERROR abandons every open invocation without a closing event',
    spec: 'events/subagents.mdx#termination',
    rule: 'A consumer MUST treat every open invocation as abandoned when a run errors, and MUST NOT expect a closing event for any of them.',
    events: [runStarted(), STARTED, { type: 'RUN_ERROR', message: 'upstream failed' }],
    expect: failed('run-error'),
  },
  {
    name: 'announcing an invocation whose id is already active is a violation',
    spec: 'events/subagents.mdx#lifecycle',
    rule: 'A producer MUST NOT announce an invocation whose id is already active.',
    events: [runStarted(), STARTED, STARTED],
    expect: failed('protocol'),
  },
  {
    name: 'a nested invocation names its parent, and runs in parallel with others',
    spec: 'events/subagents.mdx#nesting-and-parallelism',
    rule: "Each invocation's entities are tracked separately, so two subagents MAY stream messages at the same time.",
    events: inRun(
      STARTED,
      {
        type: 'SUBAGENT_STARTED',
        subagentRunId: 'sa-2',
        name: 'reader',
        parentSubagentRunId: 'sa-1',
      },
      { type: 'TEXT_MESSAGE_START', messageId: 'a', subagentRunId: 'sa-1' },
      { type: 'TEXT_MESSAGE_START', messageId: 'b', subagentRunId: 'sa-2' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'b', delta: 'B' },
      { type: 'TEXT_MESSAGE_CONTENT', messageId: 'a', delta: 'A' },
      { type: 'TEXT_MESSAGE_END', messageId: 'b' },
      { type: 'SUBAGENT_FINISHED', subagentRunId: 'sa-2' },
      { type: 'TEXT_MESSAGE_END', messageId: 'a' },
      FINISHED,
    ),
    expect: succeeded({
      messages: [
        { id: 'a', role: 'assistant', content: 'A', subagentRunId: 'sa-1' },
        { id: 'b', role: 'assistant', content: 'B', subagentRunId: 'sa-2' },
      ],
      thread: {
        subagents: [
          { subagentRunId: 'sa-1', name: 'researcher', status: 'success' },
          { subagentRunId: 'sa-2', name: 'reader', parentSubagentRunId: 'sa-1', status: 'success' },
        ],
      },
    }),
  },
  {
    name: "a subagent's state delta updates the run's one state",
    spec: 'events/subagents.mdx#state',
    rule: "A `STATE_SNAPSHOT` or `STATE_DELTA` a subagent sends updates the run's state exactly as one from the parent agent does",
    events: inRun(
      { type: 'STATE_SNAPSHOT', snapshot: { notes: [] } },
      STARTED,
      {
        type: 'STATE_DELTA',
        subagentRunId: 'sa-1',
        delta: [{ op: 'add', path: '/notes/-', value: 'from the researcher' }],
      },
      FINISHED,
    ),
    expect: succeeded({ state: { notes: ['from the researcher'] } }),
  },
  {
    name: "a subagent's chunk stream closes no later than its terminal event",
    spec: 'events/subagents.mdx#termination',
    rule: "A chunk stream MUST NOT outlive its owner: an item opened by a subagent closes no later than that subagent's terminal event.",
    events: [
      runStarted(),
      STARTED,
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 's1', delta: 'partial', subagentRunId: 'sa-1' },
      FINISHED,
      { type: 'TEXT_MESSAGE_CHUNK', delta: ' more', subagentRunId: 'sa-1' },
    ],
    expect: failed('protocol', {
      messages: [{ id: 's1', role: 'assistant', content: 'partial', subagentRunId: 'sa-1' }],
    }),
  },
  {
    name: 'a suspended invocation and its attributed interrupt end the run interrupted',
    spec: 'events/subagents.mdx#termination',
    rule: 'An interrupt tagged with a `subagentRunId` was raised inside that invocation',
    events: [
      runStarted(),
      STARTED,
      {
        type: 'SUBAGENT_FINISHED',
        subagentRunId: 'sa-1',
        outcome: { type: 'suspended', interruptIds: ['int-1'] },
      },
      runFinished('r1', {
        outcome: {
          type: 'interrupt',
          interrupts: [{ id: 'int-1', reason: 'approval', subagentRunId: 'sa-1' }],
        },
      }),
    ],
    expect: {
      status: 'interrupted',
      error: null,
      warnings: [],
      thread: {
        interrupts: [{ id: 'int-1', reason: 'approval', subagentRunId: 'sa-1' }],
        subagents: [
          {
            subagentRunId: 'sa-1',
            name: 'researcher',
            status: 'suspended',
            interruptIds: ['int-1'],
          },
        ],
      },
    },
  },
  {
    name: 'a STEP_FINISHED under another owner than its STEP_STARTED is rejected',
    spec: 'events/subagents.mdx#ownership',
    rule: 'A `STEP_FINISHED` MUST carry the same attribution as the `STEP_STARTED` it closes.',
    events: [
      runStarted(),
      { type: 'STEP_STARTED', stepName: 'plan' },
      { type: 'STEP_FINISHED', stepName: 'plan', subagentRunId: 'sa-1' },
    ],
    expect: failed('protocol'),
  },
  {
    name: 'tool-call arguments tagged with another owner than the call are rejected',
    spec: 'events/subagents.mdx#ownership',
    rule: 'The same holds for reasoning messages, for tool calls against their `TOOL_CALL_START`',
    events: [
      runStarted(),
      { type: 'TOOL_CALL_START', toolCallId: 'c1', toolCallName: 'search', subagentRunId: 'sa-1' },
      { type: 'TOOL_CALL_ARGS', toolCallId: 'c1', delta: '{}', subagentRunId: 'sa-2' },
    ],
    expect: failed('protocol'),
  },
  {
    name: 'an activity delta tagged with another owner than its snapshot is rejected',
    spec: 'events/subagents.mdx#ownership',
    rule: 'and for activity messages against the snapshot that opened them.',
    events: [
      runStarted(),
      {
        type: 'ACTIVITY_SNAPSHOT',
        messageId: 'act-1',
        activityType: 'search',
        content: {},
        subagentRunId: 'sa-1',
      },
      {
        type: 'ACTIVITY_DELTA',
        messageId: 'act-1',
        activityType: 'search',
        patch: [{ op: 'add', path: '/found', value: 1 }],
        subagentRunId: 'sa-2',
      },
    ],
    expect: failed('protocol', {
      messages: [
        {
          id: 'act-1',
          role: 'activity',
          activityType: 'search',
          content: {},
          subagentRunId: 'sa-1',
        },
      ],
    }),
  },
  {
    name: 'a tool call tagged with another owner than the message carrying it is rejected',
    spec: 'events/subagents.mdx#ownership',
    rule: 'A producer MUST NOT attribute a tool call to one owner while the message carrying it is attributed to another.',
    events: [
      runStarted(),
      { type: 'TEXT_MESSAGE_START', messageId: 'a1', subagentRunId: 'sa-1' },
      { type: 'TEXT_MESSAGE_END', messageId: 'a1' },
      {
        type: 'TOOL_CALL_START',
        toolCallId: 'c1',
        toolCallName: 'search',
        parentMessageId: 'a1',
        subagentRunId: 'sa-2',
      },
    ],
    expect: failed('protocol'),
  },
  {
    name: 'the id of an invocation that finished in this run cannot start again',
    spec: 'events/subagents.mdx#lifecycle',
    rule: 'A producer MUST NOT reuse the id of an invocation that has already finished in this run.',
    events: [runStarted(), STARTED, FINISHED, STARTED],
    expect: failed('protocol'),
  },
  {
    name: 'a parent invocation that was never announced is rejected',
    spec: 'events/subagents.mdx#nesting-and-parallelism',
    rule: 'A producer MUST NOT name a parent invocation that has not been announced in this run.',
    events: [
      runStarted(),
      {
        type: 'SUBAGENT_STARTED',
        subagentRunId: 'sa-2',
        name: 'reader',
        parentSubagentRunId: 'sa-0',
      },
    ],
    expect: failed('protocol'),
  },
  {
    name: 'a success outcome carrying interrupt ids is stripped of them',
    spec: 'events/subagents.mdx#lifecycle',
    rule: 'A producer ... MUST NOT attach interrupt ids to a success outcome.',
    events: inRun(STARTED, { ...FINISHED, outcome: { type: 'success', interruptIds: ['int-1'] } }),
    expect: {
      status: 'success',
      error: null,
      warnings: ['unknown-member'],
      thread: { subagents: [{ subagentRunId: 'sa-1', name: 'researcher', status: 'success' }] },
    },
  },
];
