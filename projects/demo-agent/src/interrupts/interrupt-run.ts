import {
  contentToText,
  EventType,
  type AGUIEvent,
  type Interrupt,
  type ResumeEntry,
  type RunAgentInput,
} from '@ag-ui/core';

import type { ScriptStep } from '../research/research-run';

/** "Book a room for the review": the run asks which room, with a form (a `responseSchema`). */
export const BOOK_PROMPT = /^book a room\b/i;
/** "Approve: publish the report": a plain approval; "Approve quickly: …" expires in seconds. */
export const APPROVE_PROMPT = /^approve( quickly)?:/i;
/** How long an "Approve quickly" approval stays open: short enough for a test to outwait. */
export const QUICK_APPROVAL_MS = 3_000;

/** What the booking interrupt asks for; the page draws its form from it. */
export const BOOKING_SCHEMA = {
  type: 'object',
  required: ['room', 'people'],
  properties: {
    room: { title: 'Room', enum: ['Ada', 'Turing', 'Hopper'] },
    people: {
      type: 'integer',
      title: 'People',
      description: 'How many will attend (1 to 12).',
      minimum: 1,
      maximum: 12,
    },
    projector: { type: 'boolean', title: 'Projector' },
    note: { type: 'string', title: 'Note', description: 'Anything the front desk should know.' },
  },
} as const;

/**
 * The runs of the interrupt scenarios (AG-UI 1.1 interrupts): the first run of "Book …" or
 * "Approve: …" ends with `outcome: { type: 'interrupt' }`; the run that answers it (its input
 * carries `resume`) continues the answer with what was chosen. `undefined` for any other
 * conversation. `now` (ms) dates the quick approval's `expiresAt`.
 */
export function interruptRun(
  input: RunAgentInput,
  now = Date.now(),
): { readonly steps: ScriptStep[]; readonly chaos?: undefined } | undefined {
  const lastUser = [...input.messages].reverse().find((message) => message.role === 'user');
  const question =
    lastUser && (typeof lastUser.content === 'string' || Array.isArray(lastUser.content))
      ? contentToText(lastUser.content as never)
      : '';
  const booking = BOOK_PROMPT.test(question);
  const approval = APPROVE_PROMPT.exec(question);
  if (!lastUser || (!booking && !approval)) return undefined;
  const { threadId, runId } = input;
  const steps: ScriptStep[] = [];
  const emit = (event: AGUIEvent, wait = 1) => steps.push({ event, wait });
  const say = (text: string) => {
    const messageId = `answer-${runId}`;
    emit({ type: EventType.TEXT_MESSAGE_START, messageId, role: 'assistant' }, 0);
    for (const word of text.split(/(?<= )/))
      emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta: word });
    emit({ type: EventType.TEXT_MESSAGE_END, messageId }, 0);
  };
  emit({ type: EventType.RUN_STARTED, threadId, runId }, 0);
  const answer = input.resume?.[0];
  if (answer) {
    say(booking ? bookingText(answer) : approvalText(answer));
    emit({ type: EventType.RUN_FINISHED, threadId, runId }, 0);
    return { steps };
  }
  const interrupt: Interrupt = booking
    ? {
        id: `book-${lastUser.id}`,
        reason: 'input_required',
        message: 'Which room should I book, and for how many people?',
        responseSchema: BOOKING_SCHEMA,
      }
    : {
        id: `approve-${lastUser.id}`,
        reason: 'confirmation',
        message: `Approve: ${question.replace(APPROVE_PROMPT, '').trim()}?`,
        ...(approval?.[1] ? { expiresAt: new Date(now + QUICK_APPROVAL_MS).toISOString() } : {}),
      };
  say(booking ? 'I can book that. ' : 'This needs your approval. ');
  emit(
    {
      type: EventType.RUN_FINISHED,
      threadId,
      runId,
      outcome: { type: 'interrupt', interrupts: [interrupt] },
    } as AGUIEvent,
    0,
  );
  return { steps };
}

function bookingText(answer: ResumeEntry): string {
  if (answer.status === 'cancelled') return 'Cancelled: nothing was booked.';
  const payload = (answer.payload ?? {}) as { room?: unknown; people?: unknown };
  return `Booked ${String(payload.room)} for ${String(payload.people)} people.`;
}

function approvalText(answer: ResumeEntry): string {
  if (answer.status === 'cancelled') return 'Cancelled: nothing was done.';
  const approved = (answer.payload as { approved?: unknown } | undefined)?.approved === true;
  return approved ? 'Approved: done.' : 'Not approved: nothing was done.';
}
