import { inRun, runStarted, type SpecVector, succeeded } from './spec-vector';

/** Vectors of docs/spec/1.1/basic/patterns/snapshots.mdx. */
export const SNAPSHOT_VECTORS: readonly SpecVector[] = [
  {
    name: 'a patch whose second op fails leaves the state as it was, warns, and a snapshot resynchronises',
    spec: 'basic/patterns/snapshots.mdx#when-a-patch-does-not-apply',
    rule: 'The consumer MUST NOT keep a partially applied result — RFC 6902 application is atomic.',
    events: inRun(
      { type: 'STATE_SNAPSHOT', snapshot: { items: [] } },
      {
        type: 'STATE_DELTA',
        delta: [
          { op: 'add', path: '/items/0', value: 'kept?' },
          { op: 'replace', path: '/missing/status', value: 'x' },
        ],
      },
    ),
    expect: {
      status: 'success',
      error: null,
      warnings: ['state-patch-failed'],
      state: { items: [] },
      thread: { stateDiverged: true },
    },
  },
  {
    name: 'the next snapshot is adopted regardless of what failed before it',
    spec: 'basic/patterns/snapshots.mdx#when-a-patch-does-not-apply',
    rule: 'a consumer MUST adopt the next snapshot regardless of what it skipped before it',
    events: inRun(
      { type: 'STATE_SNAPSHOT', snapshot: { items: [] } },
      { type: 'STATE_DELTA', delta: [{ op: 'remove', path: '/nope' }] },
      { type: 'STATE_SNAPSHOT', snapshot: { items: ['fresh'] } },
      { type: 'STATE_DELTA', delta: [{ op: 'add', path: '/items/-', value: 'next' }] },
    ),
    expect: {
      status: 'success',
      error: null,
      warnings: ['state-patch-failed'],
      state: { items: ['fresh', 'next'] },
      thread: { stateDiverged: false },
    },
  },
  {
    name: 'a failing test op is a patch that does not apply',
    spec: 'basic/patterns/snapshots.mdx#when-a-patch-does-not-apply',
    rule: 'A `test` operation that fails is this same case: the patch does not apply, and the consumer keeps its prior value.',
    events: inRun(
      { type: 'STATE_SNAPSHOT', snapshot: { version: 1, title: 'a' } },
      {
        type: 'STATE_DELTA',
        delta: [
          { op: 'test', path: '/version', value: 2 },
          { op: 'replace', path: '/title', value: 'b' },
        ],
      },
    ),
    expect: {
      status: 'success',
      error: null,
      warnings: ['state-patch-failed'],
      state: { version: 1, title: 'a' },
    },
  },
  {
    name: 'an op RFC 6902 does not define is dropped from the patch, the rest applies',
    spec: 'basic/patterns/snapshots.mdx#when-a-patch-does-not-apply',
    rule: 'the element is dropped from the patch with a warning and the run survives.',
    events: inRun(
      { type: 'STATE_SNAPSHOT', snapshot: {} },
      {
        type: 'STATE_DELTA',
        delta: [
          { op: 'add', path: '/a', value: 1 },
          { op: 'merge', path: '/b', value: { c: 2 } },
        ],
      },
    ),
    expect: { status: 'success', error: null, warnings: ['unknown-member'], state: { a: 1 } },
  },
  {
    name: 'a patch that is not an array is malformed and fatal',
    spec: 'basic/patterns/snapshots.mdx#when-a-patch-does-not-apply',
    rule: 'A malformed *operation* — a patch that is not an array, an operation missing a required member ... — is a malformed known value and fatal',
    events: [
      runStarted(),
      { type: 'STATE_SNAPSHOT', snapshot: { a: 1 } },
      { type: 'STATE_DELTA', delta: { op: 'replace', path: '/a', value: 2 } },
    ],
    // Also reported like any patch that did not apply (the op and the reason): docs/ag-ui.md §6.4.
    expect: {
      status: 'error',
      error: 'malformed-event',
      warnings: ['state-patch-failed'],
      state: { a: 1 },
    },
  },
  {
    name: 'an op missing its required path is malformed and fatal',
    spec: 'basic/patterns/snapshots.mdx#when-a-patch-does-not-apply',
    rule: 'an operation missing a required member or carrying one of the wrong type',
    events: [
      runStarted(),
      { type: 'STATE_SNAPSHOT', snapshot: { a: 1 } },
      { type: 'STATE_DELTA', delta: [{ op: 'replace', value: 2 }] },
    ],
    // Also reported like any patch that did not apply (the op and the reason): docs/ag-ui.md §6.4.
    expect: {
      status: 'error',
      error: 'malformed-event',
      warnings: ['state-patch-failed'],
      state: { a: 1 },
    },
  },
  {
    name: 'a delta before any snapshot applies to the empty object',
    spec: 'basic/patterns/snapshots.mdx#deltas',
    rule: "For state, the value a run starts from is the input's `state`, or the empty object when the input carried none.",
    events: inRun({ type: 'STATE_DELTA', delta: [{ op: 'add', path: '/plan', value: ['draft'] }] }),
    expect: succeeded({ state: { plan: ['draft'] } }),
  },
];
