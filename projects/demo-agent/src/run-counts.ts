import type { ResumeEntry, RunAgentInput } from '@ag-ui/core';

/** Threads whose runs are counted at once; the oldest is forgotten past it. */
const MAX_THREADS = 1_000;

/** The counts of a thread never seen. */
const NEVER_RUN: ThreadRunCount = { runs: 0, actions: 0, lastQuestions: [] };

/** How many runs one thread sent, and how many of them carried an A2UI surface's action. */
export interface ThreadRunCount {
  readonly runs: number;
  readonly actions: number;
  /**
   * The text of each of the person's messages in the last run, in order: what the page sent as
   * the conversation (answer versions send only the path shown).
   */
  readonly lastQuestions: readonly string[];
}

/**
 * The runs the server received, by thread: `GET /runs?threadId=…` answers them, so that an
 * end-to-end test can check at the agent what a page sent (a double click on a surface's button
 * must reach it as one action run).
 */
export class RunCounts {
  readonly #threads = new Map<string, ThreadRunCount>();
  /** The `Last-Event-ID` of each resume request, by thread (a page reloaded mid-answer). */
  readonly #resumes = new Map<string, string[]>();

  /** The `resume` entries of each run that answered interrupts, by thread. */
  readonly #answers = new Map<string, (readonly ResumeEntry[])[]>();

  /** The `resume` of each run of one thread that answered interrupts (`GET /interrupt-answers`). */
  answers(threadId: string): readonly (readonly ResumeEntry[])[] {
    return this.#answers.get(threadId) ?? [];
  }

  /** Counts one resume request (the same run sent again with `Last-Event-ID`): never a new run. */
  addResume(threadId: string, lastEventId: string): void {
    const known = this.#resumes.get(threadId) ?? [];
    this.#resumes.delete(threadId);
    this.#resumes.set(threadId, [...known, lastEventId]);
    if (this.#resumes.size > MAX_THREADS) this.#resumes.delete(this.#resumes.keys().next().value!);
  }

  /** The `Last-Event-ID` of each resume of one thread, in order (`GET /resumes?threadId=…`). */
  resumes(threadId: string): readonly string[] {
    return this.#resumes.get(threadId) ?? [];
  }

  /** Counts one new run request (a resume is counted by `addResume`). */
  add(input: RunAgentInput): void {
    const known = this.#threads.get(input.threadId) ?? NEVER_RUN;
    this.#threads.delete(input.threadId);
    this.#threads.set(input.threadId, {
      runs: known.runs + 1,
      actions: known.actions + (isAction(input.forwardedProps) ? 1 : 0),
      lastQuestions: input.messages.flatMap((message) =>
        message.role === 'user' ? [typeof message.content === 'string' ? message.content : ''] : [],
      ),
    });
    if (this.#threads.size > MAX_THREADS) this.#threads.delete(this.#threads.keys().next().value!);
    if (!input.resume?.length) return;
    const answered = this.#answers.get(input.threadId) ?? [];
    this.#answers.delete(input.threadId);
    this.#answers.set(input.threadId, [...answered, input.resume]);
    if (this.#answers.size > MAX_THREADS) this.#answers.delete(this.#answers.keys().next().value!);
  }

  /** The counts of one thread (zero for a thread never seen). */
  get(threadId: string): ThreadRunCount {
    return this.#threads.get(threadId) ?? NEVER_RUN;
  }
}

function isAction(props: unknown): boolean {
  const action = (props as { a2uiAction?: { userAction?: unknown } } | null)?.a2uiAction;
  return typeof action?.userAction === 'object' && action.userAction !== null;
}
