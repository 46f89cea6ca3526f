import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { readThreadRecord } from './read-thread-record';
import { toAgentThread } from './thread-record';

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
