import { hostileProxy } from 'ngx-ag-ui/testing';

import { readThreadRecord } from './read-thread-record';

/** A good record of thread `t1`, with `fields` over it. */
function record(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    version: 1,
    threadId: 't1',
    title: 'Moon',
    updatedAt: 1_700_000_000_000,
    messages: [
      { id: 'u1', role: 'user', content: 'How far is the Moon?' },
      { id: 'a1', role: 'assistant', content: 'About 384,400 km.' },
    ],
    state: { citations: {} },
    status: 'success',
    error: null,
    interrupts: [],
    ...fields,
  };
}

/** A record whose second message is `message`. */
const withMessage = (message: unknown) =>
  record({ messages: [{ id: 'u1', role: 'user', content: 'q' }, message] });

/** `{ a: [ { a: … } ] }` nested `depth` deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

function cyclic(): unknown {
  const state: Record<string, unknown> = { name: 'loop' };
  state['self'] = { back: state };
  return state;
}

describe('readThreadRecord with hostile records', () => {
  it.each<[string, unknown, RegExp]>([
    [
      'an assistant message whose toolCalls is { length: 1 }',
      withMessage({ id: 'a1', role: 'assistant', toolCalls: { length: 1 } }),
      /messages\[1\]\.toolCalls: expected an array/,
    ],
    [
      'an assistant message whose toolCalls is a string',
      withMessage({ id: 'a1', role: 'assistant', toolCalls: 'abc' }),
      /messages\[1\]\.toolCalls: expected an array/,
    ],
    [
      'a tool call without a function name',
      withMessage({
        id: 'a1',
        role: 'assistant',
        toolCalls: [{ id: 'c1', type: 'function', function: { arguments: '{}' } }],
      }),
      /messages\[1\]\.toolCalls\[0\]\.function\.name: required/,
    ],
    [
      'a user message whose content is a number',
      withMessage({ id: 'u2', role: 'user', content: 42 }),
      /messages\[1\]\.content/,
    ],
    [
      'an assistant message whose content is an object',
      withMessage({ id: 'a1', role: 'assistant', content: { text: 'hi' } }),
      /messages\[1\]\.content: expected a string/,
    ],
    [
      'a tool message without its toolCallId',
      withMessage({ id: 't1', role: 'tool', content: 'ok' }),
      /messages\[1\]\.toolCallId: required/,
    ],
    ['a message that is a string', withMessage('hello'), /messages\[1\]: expected an object/],
    [
      'a message whose id is a number',
      withMessage({ id: 7, role: 'user', content: 'q' }),
      /messages\[1\]\.id: expected a string/,
    ],
    ['state nested 100,000 deep', record({ state: nested(100_000) }), /"state" is nested deeper/],
    [
      'message metadata nested 100,000 deep',
      withMessage({ id: 'u2', role: 'user', content: 'q', metadata: { deep: nested(100_000) } }),
      /"messages" is nested deeper/,
    ],
    ['state with a cycle', record({ state: cyclic() }), /"state" holds a cycle/],
    ['state with a BigInt', record({ state: { n: 10n } }), /"state" is not JSON data/],
    ['state with NaN', record({ state: { n: Number.NaN } }), /"state" is not JSON data/],
    ['state with a Map', record({ state: { m: new Map() } }), /"state" is not JSON data/],
    [
      'an interrupt without its reason',
      record({ status: 'interrupted', interrupts: [{ id: 'i1' }] }),
      /"interrupts" is not a list of interrupts/,
    ],
    ['a record whose every read throws', hostileProxy(), /unreadable/],
    ['messages whose every read throws', record({ messages: hostileProxy([]) }), /unreadable/],
  ])('refuses %s as a corrupt record', (_, value, reason) => {
    const read = readThreadRecord(value, 1, undefined);
    expect(read.record).toBeUndefined();
    expect(read.warning).toMatchObject({ kind: 'corrupt-record', message: expect.any(String) });
    expect(read.warning!.message).toMatch(reason);
  });

  it('refuses a record that a migrate hook turned hostile', () => {
    const read = readThreadRecord(record({ version: 0 }), 1, (old) => ({
      ...old,
      version: 1,
      state: nested(100_000),
    }));
    expect(read.warning).toMatchObject({ kind: 'migration-failed', threadId: 't1' });
  });

  it('strips unknown members and drops messages of unknown roles, keeping the rest', () => {
    const read = readThreadRecord(
      record({
        messages: [
          { id: 'u1', role: 'user', content: 'q', injected: '<script>' },
          { id: 'x1', role: 'narrator', content: 'not an AG-UI role' },
          { id: 'a1', role: 'assistant', content: 'a' },
        ],
      }),
      1,
      undefined,
    );
    expect(read.record?.messages).toEqual([
      { id: 'u1', role: 'user', content: 'q' },
      { id: 'a1', role: 'assistant', content: 'a' },
    ]);
  });

  it('bridges the citations again from the state, whatever the record says they are', () => {
    const read = readThreadRecord(
      record({
        state: { citations: { a1: ['https://www.nasa.gov/moon'] } },
        messages: [
          { id: 'u1', role: 'user', content: 'q', citations: 'junk' },
          { id: 'a1', role: 'assistant', content: 'a [^1]', citations: [{ evil: true }] },
        ],
      }),
      1,
      undefined,
    );
    const [question, answer] = read.record!.messages;
    expect(question).toEqual({ id: 'u1', role: 'user', content: 'q' });
    expect(answer.citations).toEqual([
      expect.objectContaining({ index: 1, href: 'https://www.nasa.gov/moon', domain: 'nasa.gov' }),
    ]);
  });

  it('drops an error it cannot show, keeping only the fields a record keeps', () => {
    const bad = readThreadRecord(
      record({ status: 'error', error: { kind: 'no such kind', message: 'x' } }),
      1,
      undefined,
    );
    expect(bad.record?.error).toBeNull();
    const good = readThreadRecord(
      record({
        status: 'error',
        error: { kind: 'http', message: 'Bad gateway', status: 502, cause: { huge: true } },
      }),
      1,
      undefined,
    );
    expect(good.record?.error).toEqual({ kind: 'http', message: 'Bad gateway', status: 502 });
  });

  it('reads a record with shared (not cyclic) values, as IndexedDB may hand it back', () => {
    const shared = { title: 'Moon' };
    const read = readThreadRecord(record({ state: { a: shared, b: [shared] } }), 1, undefined);
    expect(read.record?.state).toEqual({ a: shared, b: [shared] });
  });
});
