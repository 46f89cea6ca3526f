import { EventType, type AGUIEvent, type Message, type RunAgentInput } from '@ag-ui/core';

import { BOOKING_SCHEMA, interruptRun } from './interrupt-run';

const NOW = Date.parse('2026-01-01T12:00:00.000Z');
const input = (content: string, resume?: RunAgentInput['resume']): RunAgentInput => ({
  threadId: 't1',
  runId: 'r2',
  state: {},
  messages: [{ id: 'u1', role: 'user', content } as Message],
  tools: [],
  context: [],
  ...(resume ? { resume } : {}),
});
const events = (run: ReturnType<typeof interruptRun>): AGUIEvent[] =>
  run!.steps.flatMap((step) => ('event' in step ? [step.event] : []));
const text = (run: ReturnType<typeof interruptRun>) =>
  events(run)
    .map((event) => (event.type === EventType.TEXT_MESSAGE_CONTENT ? event.delta : ''))
    .join('');

describe('interruptRun', () => {
  it.each(['How do signals work?', 'Book a follow-up', 'Approve of signals?'])(
    'leaves other questions alone: %s',
    (question) => {
      expect(interruptRun(input(question), NOW)).toBeUndefined();
    },
  );

  it('ends "Book …" with an interrupt asking for the room by a responseSchema', () => {
    const finished = events(interruptRun(input('Book a room for the review'), NOW)).at(-1);
    expect(finished).toMatchObject({
      type: EventType.RUN_FINISHED,
      outcome: {
        type: 'interrupt',
        interrupts: [{ id: 'book-u1', reason: 'input_required', responseSchema: BOOKING_SCHEMA }],
      },
    });
  });

  it('ends "Approve quickly: …" with an approval that expires in seconds', () => {
    const finished = events(interruptRun(input('Approve quickly: publish the report'), NOW)).at(-1);
    expect(finished).toMatchObject({
      outcome: {
        type: 'interrupt',
        interrupts: [
          {
            id: 'approve-u1',
            message: 'Approve: publish the report?',
            expiresAt: '2026-01-01T12:00:03.000Z',
          },
        ],
      },
    });
  });

  it('continues the answer with what the resume says', () => {
    const booked = interruptRun(
      input('Book a room for the review', [
        { interruptId: 'book-u1', status: 'resolved', payload: { room: 'Turing', people: 4 } },
      ]),
      NOW,
    );
    expect(text(booked)).toBe('Booked Turing for 4 people.');
    expect(events(booked).at(-1)).toEqual({
      type: EventType.RUN_FINISHED,
      threadId: 't1',
      runId: 'r2',
    });

    const cancelled = interruptRun(
      input('Approve: publish the report', [{ interruptId: 'approve-u1', status: 'cancelled' }]),
      NOW,
    );
    expect(text(cancelled)).toBe('Cancelled: nothing was done.');
    const rejected = interruptRun(
      input('Approve: publish the report', [
        { interruptId: 'approve-u1', status: 'resolved', payload: { approved: false } },
      ]),
      NOW,
    );
    expect(text(rejected)).toBe('Not approved: nothing was done.');
  });
});
