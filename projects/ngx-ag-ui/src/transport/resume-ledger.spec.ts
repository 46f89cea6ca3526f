import { EventType, type BaseEvent } from '@ag-ui/core';

import { MAX_HELD_CHARS, MAX_REMEMBERED_IDS, ResumeLedger } from './resume-ledger';

const started: BaseEvent = {
  type: EventType.RUN_STARTED,
  threadId: 't1',
  runId: 'r1',
} as BaseEvent;
const delta = (text: string): BaseEvent =>
  ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: 'a1', delta: text }) as BaseEvent;

/** A ledger whose run `r1` started on a first connection and dropped. */
function droppedRun(): ResumeLedger {
  const ledger = new ResumeLedger();
  ledger.connect(false, false);
  ledger.admit(started, '1', 50);
  ledger.connect(true, true);
  return ledger;
}

describe('ResumeLedger', () => {
  it('fails a resumed run that holds back more than MAX_HELD_CHARS without confirming it', () => {
    const ledger = droppedRun();
    expect(ledger.admit(delta('a'), '2', MAX_HELD_CHARS - 10)).toEqual({});
    expect(ledger.admit(delta('b'), '3', 11)).toEqual({
      refuse: expect.objectContaining({ kind: 'invalid-response', code: 'RESUME_UNCONFIRMED' }),
    });
  });

  it('remembers the most recent MAX_REMEMBERED_IDS ids', () => {
    const ledger = new ResumeLedger();
    ledger.connect(false, false);
    for (let i = 0; i <= MAX_REMEMBERED_IDS; i++) ledger.admit(delta('x'), `${i}`, 10);
    ledger.connect(true, false);
    // The newest are replays; the oldest one has been forgotten and passes as new.
    expect(ledger.admit(delta('x'), `${MAX_REMEMBERED_IDS}`, 10)).toEqual({});
    expect(ledger.admit(delta('x'), '0', 10)).toEqual({ deliver: [delta('x')] });
    expect(ledger.progressed).toBe(true);
  });

  it('keeps repeated ids on a first connection, where nothing is a replay', () => {
    const ledger = new ResumeLedger();
    ledger.connect(false, false);
    expect(ledger.admit(delta('a'), 'same', 10)).toEqual({ deliver: [delta('a')] });
    expect(ledger.admit(delta('b'), 'same', 10)).toEqual({ deliver: [delta('b')] });
  });
});
