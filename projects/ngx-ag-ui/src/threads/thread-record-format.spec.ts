import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { ThreadMessage } from 'ngx-ag-ui/core/runtime';

import { MAX_TURN_VERSIONS, type AnswerVersions } from './answer-versions';
import { readThreadRecord, type ReadThreadRecord } from './read-thread-record';
import { toAgentThread, toThreadRecord } from './thread-record';
import { THREAD_RECORD_FORMAT } from './thread-record-format';

/**
 * A record as the release before answer versions writes it (with its revision, before the
 * record had a format number): fixtures/thread-record-format-1.json. Every later format must keep
 * loading it, with nothing lost.
 */
const formatOne: unknown = JSON.parse(
  readFileSync(join(__dirname, 'fixtures', 'thread-record-format-1.json'), 'utf8'),
);

describe('a thread record of format 1 (revisions, no answer versions)', () => {
  it('loads with every message, its state and its revision', () => {
    const read = readThreadRecord(formatOne, 1, undefined);
    expect(read.warning).toBeUndefined();
    expect(read.record?.revision).toBe(7);
    const thread = toAgentThread(read.record!);
    expect(thread.messages.map((message) => message.id)).toEqual(['u1', 'a1', 'u2', 'a2']);
    expect(thread.state).toEqual({ topic: 'fetch' });
    expect(thread.status).toBe('success');
  });
});

const record = formatOne as Record<string, unknown>;
const answer = (id: string): ThreadMessage => ({ id, role: 'assistant', content: `Answer ${id}` });

/** What a reading says was dropped of the versions, when it has a record. */
const versionsProblem = (read: ReadThreadRecord): string | undefined =>
  read.record ? read.versionsProblem : undefined;

describe('the thread record format 2 (answer versions)', () => {
  it('migrates a format 1 record to format 2 with no versions', () => {
    const read = readThreadRecord(formatOne, 1, undefined);
    expect(read.record?.format).toBe(THREAD_RECORD_FORMAT);
    expect(read.record?.versions).toEqual({});
    expect(versionsProblem(read)).toBeUndefined();
  });

  it('writes its versions and reads them back as they were', () => {
    const thread = toAgentThread(readThreadRecord(formatOne, 1, undefined).record!);
    const versions: AnswerVersions = { u2: { active: 1, tails: [[answer('a2-old')], []] } };
    const written = toThreadRecord({ ...thread, threadId: 'thread-format-1' }, '', 1, 1, versions);
    const read = readThreadRecord(JSON.parse(JSON.stringify(written)), 1, undefined);
    expect(read.record?.format).toBe(2);
    expect(read.record?.versions?.['u2']?.tails[0]?.[0]?.id).toBe('a2-old');
    expect(read.record?.versions?.['u2']?.active).toBe(1);
  });

  it('drops a damaged turn of versions with a problem, keeping the thread and the sound turns', () => {
    const read = readThreadRecord(
      {
        ...record,
        format: 2,
        versions: {
          u2: { active: 1, tails: [[answer('a2-old')], []] },
          a1: { active: 5, tails: [[]] },
          u1: { active: 0, tails: [[{ id: 'x', role: 'assistant', content: 42 }], []] },
        },
      },
      1,
      undefined,
    );
    expect(read.warning).toBeUndefined();
    expect(Object.keys(read.record?.versions ?? {})).toEqual(['u2']);
    expect(versionsProblem(read)).toContain('the turn after "a1" has no active version');
    expect(versionsProblem(read)).toContain('the turn after "u1" has a version that is not');
    expect(read.record?.messages).toHaveLength(4);
  });

  it('reads a versions field that is not an object as none, with a problem', () => {
    const read = readThreadRecord({ ...record, format: 2, versions: 'garbage' }, 1, undefined);
    expect(read.record?.messages).toHaveLength(4);
    expect(read.record?.versions).toEqual({});
    expect(versionsProblem(read)).toBe('"versions" is not an object');
  });

  it('keeps the active version and the most recent others of a turn saved with 1,000', () => {
    const tails = Array.from({ length: 1000 }, (_, n) => (n === 3 ? [] : [answer(`a-${n}`)]));
    const read = readThreadRecord(
      { ...record, format: 2, versions: { u2: { active: 3, tails } } },
      1,
      undefined,
    );
    const turn = read.record?.versions?.['u2'];
    expect(turn?.tails).toHaveLength(MAX_TURN_VERSIONS);
    expect(turn?.active).toBe(0);
    expect(turn?.tails[1]?.[0]?.id).toBe(`a-${1000 - MAX_TURN_VERSIONS + 1}`);
    expect(turn?.tails.at(-1)?.[0]?.id).toBe('a-999');
    expect(versionsProblem(read)).toContain(
      `had ${1000 - MAX_TURN_VERSIONS} versions over the limit`,
    );
  });

  it('skips a record of a newer format with a typed warning', () => {
    const read = readThreadRecord({ ...record, format: 3 }, 1, undefined);
    expect(read.record).toBeUndefined();
    expect(read.warning?.kind).toBe('unsupported-version');
  });

  it('keeps the versions across an app migrate hook that builds a record without a format', () => {
    const versions: AnswerVersions = { u2: { active: 1, tails: [[answer('a2-old')], []] } };
    const read = readThreadRecord(
      { ...record, format: 2, versions },
      2,
      ({ format: _format, versions: _versions, ...rest }) => ({ ...rest, version: 2 }),
    );
    expect(read.record?.versions?.['u2']?.tails[0]?.[0]?.id).toBe('a2-old');
  });
});
