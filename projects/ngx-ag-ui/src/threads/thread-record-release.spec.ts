import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { readThreadRecord } from './read-thread-record';
import { toAgentThread } from './thread-record';

/**
 * A record exactly as release 0.1.0 wrote it (fixtures/thread-record-0.1.0.json, written before
 * the record gained anything): later record formats must keep loading it, with nothing lost.
 */
const released: unknown = JSON.parse(
  readFileSync(join(__dirname, 'fixtures', 'thread-record-0.1.0.json'), 'utf8'),
);

describe('a thread record written by release 0.1.0', () => {
  it('loads with every message, its state and its pending interrupt', () => {
    const read = readThreadRecord(released, 1, undefined);
    expect(read.warning).toBeUndefined();
    const thread = toAgentThread(read.record!);
    expect(thread.threadId).toBe('thread-0-1-0');
    expect(thread.messages.map((message) => message.id)).toEqual(['u1', 'a1', 't1', 'u2', 'a2']);
    expect(thread.messages[4]?.content).toBe('Use AbortSignal.timeout(5000).');
    expect(thread.state).toEqual({ topic: 'fetch' });
    expect(thread.status).toBe('interrupted');
    expect(thread.interrupts.map((interrupt) => interrupt.id)).toEqual(['int-1']);
  });
});
