import { failed, inRun, runStarted, type SpecVector, succeeded, textMessage } from './spec-vector';

const SEARCH = {
  type: 'ACTIVITY_SNAPSHOT',
  messageId: 'act-1',
  activityType: 'web_search',
  content: { query: 'ag-ui', found: 0 },
};

/** Vectors of docs/spec/1.1/events/activity.mdx. */
export const ACTIVITY_VECTORS: readonly SpecVector[] = [
  {
    name: 'a snapshot for an unseen id creates the activity where it arrives; deltas amend it',
    spec: 'events/activity.mdx#message-flow',
    rule: 'ACTIVITY_DELTA (act-1, replace /found → 3) / ACTIVITY_DELTA (act-1, add /results/0 …) / widget updates in place',
    events: inRun(
      ...textMessage('m1', 'Searching.'),
      SEARCH,
      ...textMessage('m2', 'Found some.'),
      {
        type: 'ACTIVITY_DELTA',
        messageId: 'act-1',
        activityType: 'web_search',
        patch: [{ op: 'replace', path: '/found', value: 3 }],
      },
      {
        type: 'ACTIVITY_DELTA',
        messageId: 'act-1',
        activityType: 'web_search',
        patch: [{ op: 'add', path: '/results', value: ['https://docs.ag-ui.com'] }],
      },
    ),
    expect: succeeded({
      messages: [
        { id: 'm1', role: 'assistant', content: 'Searching.' },
        {
          id: 'act-1',
          role: 'activity',
          activityType: 'web_search',
          content: { query: 'ag-ui', found: 3, results: ['https://docs.ag-ui.com'] },
        },
        { id: 'm2', role: 'assistant', content: 'Found some.' },
      ],
      nextInputMessages: [
        { id: 'm1', role: 'assistant', content: 'Searching.' },
        { id: 'm2', role: 'assistant', content: 'Found some.' },
      ],
    }),
  },
  {
    name: 'a snapshot for a held activity replaces content and type, keeping merged metadata',
    spec: 'events/activity.mdx#activity_snapshot',
    rule: 'Replacement replaces *content*, not the metadata accumulated so far',
    events: inRun(
      { ...SEARCH, metadata: { 'acme.ui': 'card' } },
      {
        type: 'ACTIVITY_SNAPSHOT',
        messageId: 'act-1',
        activityType: 'checklist',
        content: { done: 1 },
        metadata: { 'acme.rev': 2 },
      },
    ),
    expect: succeeded({
      messages: [
        {
          id: 'act-1',
          role: 'activity',
          activityType: 'checklist',
          content: { done: 1 },
          metadata: { 'acme.ui': 'card', 'acme.rev': 2 },
        },
      ],
    }),
  },
  {
    name: 'replace: false leaves a held activity as it stands, content and type',
    spec: 'events/activity.mdx#activity_snapshot',
    rule: 'An explicit `replace: false` asks the consumer to leave the existing message as it stands — content *and* `activityType`',
    events: inRun(
      SEARCH,
      {
        type: 'ACTIVITY_SNAPSHOT',
        messageId: 'act-1',
        activityType: 'checklist',
        content: { done: 1 },
        replace: false,
      },
      {
        type: 'ACTIVITY_SNAPSHOT',
        messageId: 'act-2',
        activityType: 'checklist',
        content: { done: 0 },
        replace: false,
      },
    ),
    expect: succeeded({
      messages: [
        {
          id: 'act-1',
          role: 'activity',
          activityType: 'web_search',
          content: { query: 'ag-ui', found: 0 },
        },
        { id: 'act-2', role: 'activity', activityType: 'checklist', content: { done: 0 } },
      ],
    }),
  },
  {
    name: 'a delta may retype the activity it amends',
    spec: 'events/activity.mdx#activity_delta',
    rule: "The delta's `activityType` replaces the message's — a delta MAY retype the activity it amends",
    events: inRun(SEARCH, {
      type: 'ACTIVITY_DELTA',
      messageId: 'act-1',
      activityType: 'web_search_done',
      patch: [{ op: 'replace', path: '/found', value: 1 }],
    }),
    expect: succeeded({
      messages: [
        {
          id: 'act-1',
          role: 'activity',
          activityType: 'web_search_done',
          content: { query: 'ag-ui', found: 1 },
        },
      ],
    }),
  },
  {
    name: 'a delta for a missing or non-activity message is skipped with a warning',
    spec: 'events/activity.mdx#activity_delta',
    rule: 'A delta naming a message that does not exist, or one that is not an activity message, is skipped; the consumer SHOULD surface a warning, and MUST NOT fail the run.',
    events: inRun(
      ...textMessage('m1', 'text'),
      {
        type: 'ACTIVITY_DELTA',
        messageId: 'ghost',
        activityType: 'x',
        patch: [{ op: 'add', path: '/a', value: 1 }],
      },
      {
        type: 'ACTIVITY_DELTA',
        messageId: 'm1',
        activityType: 'x',
        patch: [{ op: 'add', path: '/a', value: 1 }],
      },
    ),
    expect: {
      status: 'success',
      error: null,
      warnings: ['activity-patch-failed', 'activity-patch-failed'],
      messages: [{ id: 'm1', role: 'assistant', content: 'text' }],
    },
  },
  {
    name: 'a delta that does not apply keeps the content and warns; a snapshot repairs it',
    spec: 'events/activity.mdx#error-handling',
    rule: "a well-formed patch that does not apply — warn and skip, as above; ... which the producer's next snapshot repairs.",
    events: inRun(
      SEARCH,
      {
        type: 'ACTIVITY_DELTA',
        messageId: 'act-1',
        activityType: 'web_search',
        patch: [{ op: 'replace', path: '/missing', value: 1 }],
      },
      { ...SEARCH, content: { query: 'ag-ui', found: 5 } },
    ),
    expect: {
      status: 'success',
      error: null,
      warnings: ['activity-patch-failed'],
      messages: [
        {
          id: 'act-1',
          role: 'activity',
          activityType: 'web_search',
          content: { query: 'ag-ui', found: 5 },
        },
      ],
    },
  },
  {
    name: 'an activity snapshot without content is malformed and fatal',
    spec: 'events/activity.mdx#error-handling',
    rule: 'Malformed activity events are fatal as malformed known values.',
    events: [runStarted(), { type: 'ACTIVITY_SNAPSHOT', messageId: 'act-1', activityType: 'x' }],
    expect: failed('malformed-event', { messages: [] }),
  },
  {
    name: 'a replacing snapshot re-mints ownership, down to none',
    spec: 'events/activity.mdx#activity_snapshot',
    rule: "a replacing snapshot re-mints the activity, so the message's `subagentRunId` becomes the snapshot's own, including becoming absent.",
    events: inRun(
      { ...SEARCH, subagentRunId: 'sa-1' },
      { ...SEARCH, content: { query: 'ag-ui', found: 2 } },
    ),
    expect: succeeded({
      messages: [
        {
          id: 'act-1',
          role: 'activity',
          activityType: 'web_search',
          content: { query: 'ag-ui', found: 2 },
        },
      ],
    }),
  },
  {
    name: 'a replace: false snapshot does not re-mint: the established owner stands',
    spec: 'events/activity.mdx#activity_snapshot',
    rule: 'A `replace: false` snapshot for an existing activity does not re-mint ownership: the established owner stands',
    events: inRun(
      { ...SEARCH, subagentRunId: 'sa-1' },
      { ...SEARCH, content: { found: 9 }, replace: false, subagentRunId: 'sa-1' },
    ),
    expect: succeeded({
      messages: [
        {
          id: 'act-1',
          role: 'activity',
          activityType: 'web_search',
          content: { query: 'ag-ui', found: 0 },
          subagentRunId: 'sa-1',
        },
      ],
    }),
  },
];
