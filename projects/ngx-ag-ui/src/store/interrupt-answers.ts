import type { Interrupt, ResumeEntry } from '@ag-ui/core';

import { expiredInterruptsError, unansweredInterruptsError } from '../ag-ui-errors';

/** One answer to an open interrupt (`AgentStore.answerInterrupt()`). */
export interface InterruptAnswer {
  /** The resume entry's status sent back for this interrupt; `'resolved'` when absent. */
  readonly status?: ResumeEntry['status'];
  /** What the person answered, sent back to the agent with the next run. */
  readonly payload?: unknown;
  /**
   * `AgentStore.interruptGeneration()` when the question was shown: an answer from an older
   * generation (a stale card) changes nothing and `answerInterrupt()` returns `false`, as for a
   * double click. Absent: the current one.
   */
  readonly generation?: number;
}

/**
 * The answers given so far to the open interrupts, by interrupt id, one by one until every one
 * has an answer and the run resumes with them all. `clear()` forgets them (a new run, or a run
 * that ended without interrupts).
 */
export class InterruptAnswers extends Map<string, ResumeEntry> {
  /**
   * Records the answer to `interruptId`, one of `open`.
   * @returns Every answer, in the order of `open`, once each open interrupt has one.
   */
  answer(
    open: readonly Interrupt[],
    interruptId: string,
    answer: InterruptAnswer,
  ): ResumeEntry[] | undefined {
    this.set(interruptId, {
      interruptId,
      status: answer.status ?? 'resolved',
      ...(answer.payload !== undefined ? { payload: answer.payload } : {}),
    } as ResumeEntry);
    if (!open.every((interrupt) => this.has(interrupt.id))) return undefined;
    return open.map((interrupt) => this.get(interrupt.id)!);
  }
}

/**
 * Whether the consumer judges `interrupt` expired: its `expiresAt` read as a date, now or earlier
 * (AG-UI leaves the format open; one that is not a date is never judged expired).
 */
export function isExpired(interrupt: Interrupt): boolean {
  return Date.parse(interrupt.expiresAt ?? '') <= Date.now();
}

/**
 * @throws When `resume` leaves one of the open `interrupts` unanswered, or resolves one that
 *   has expired (it can only be cancelled), before anything is sent.
 */
export function assertAnswered(
  interrupts: readonly Interrupt[],
  resume: readonly ResumeEntry[] = [],
): void {
  const answered = new Set(resume.map((entry) => entry.interruptId));
  const unanswered = interrupts.filter((interrupt) => !answered.has(interrupt.id));
  if (unanswered.length > 0)
    throw unansweredInterruptsError(unanswered.map((interrupt) => interrupt.id));
  const expired = resume.filter(
    (entry) =>
      entry.status === 'resolved' &&
      interrupts.some((i) => i.id === entry.interruptId && isExpired(i)),
  );
  if (expired.length > 0) throw expiredInterruptsError(expired.map((entry) => entry.interruptId));
}
