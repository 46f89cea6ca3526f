import { contentToText, type BaseEvent, type Interrupt, type RunAgentInput } from '@ag-ui/core';
import {
  createAgentThread,
  type AgentError,
  type AgentStatus,
  type AgentThread,
  type ThreadMessage,
} from 'ngx-ag-ui/core/runtime';

import type { AnswerVersions } from './answer-versions';
import { PAGE_CLOSED_CODE } from './page-closed-code';
import { THREAD_RECORD_FORMAT } from './thread-record-format';

/** What a saved thread's error keeps: the displayable fields (never `cause` or `event`). */
export type ThreadRecordError = Pick<AgentError, 'kind' | 'message' | 'code' | 'status'>;

/**
 * One saved conversation, as `withThreadStorage()` writes it to its `ThreadStorage`: plain data
 * (JSON and structured-clone safe), versioned so that an app can migrate older records.
 */
export interface ThreadRecord {
  /** The version of the app's records it was written with (`ThreadStorageOptions.version`). */
  readonly version: number;
  /**
   * The library's record format (`2` since answer versions; absent, it reads as 1). Records
   * read back always have it; a `migrate` hook may leave it out.
   */
  readonly format?: number;
  readonly threadId: string;
  /** The name shown in the thread list; `''` until the first question names it. */
  readonly title: string;
  /** When it was last saved, in milliseconds since the epoch. */
  readonly updatedAt: number;
  /**
   * Counted up at each save of this thread (0 for a record written before revisions). A save
   * never replaces a record of the same or a higher revision: that copy is newer (another tab
   * saved it). A counter, not a time, so a clock that is off cannot reorder saves. Records read
   * back always have it; a `migrate` hook may leave it out.
   */
  readonly revision?: number;
  /** Every message, with the citations bridged onto it. */
  readonly messages: readonly ThreadMessage[];
  /** The agent state (with its `citations`, when the agent keeps them there). */
  readonly state: unknown;
  /** Where the run was when saved: `'running'` means the page went away mid-answer. */
  readonly status: AgentStatus;
  /** What ended the last run badly, or `null`. */
  readonly error: ThreadRecordError | null;
  /** Open interrupts of the last run, to answer after a reload. */
  readonly interrupts: readonly Interrupt[];
  /**
   * The run in progress when saved (`status: 'running'`), as an agent that numbers its SSE
   * events can resume it after a reload; absent otherwise.
   */
  readonly run?: ThreadRecordRun;
  /**
   * The earlier versions of edited and regenerated turns, keyed by the message they follow
   * (format 2; absent in older records, which read as having none).
   */
  readonly versions?: AnswerVersions;
}

/** What a record keeps of a run in progress, to resume it after a reload. */
export interface ThreadRecordRun {
  /** The request as it was sent (a resume sends it again, with `Last-Event-ID`). */
  readonly input: RunAgentInput;
  /** The run's events up to the one with `lastEventId`: replayed over the thread it started from. */
  readonly events: readonly BaseEvent[];
  /**
   * The SSE id of the last event kept; `''` when the events reach the run's end and the agent
   * numbered none of them (a reload then replays them and asks the agent for nothing).
   */
  readonly lastEventId: string;
}

/** One entry of the thread list: what is shown without loading the messages. */
export interface ThreadSummary {
  readonly threadId: string;
  /** The saved title, or `''` for a thread nobody named and without a question yet. */
  readonly title: string;
  readonly updatedAt: number;
}

const TITLE_LENGTH = 60;

/** The record of `thread` (which must have a `threadId`), as saved at `updatedAt`. */
export function toThreadRecord(
  thread: AgentThread & { readonly threadId: string },
  title: string,
  version: number,
  updatedAt: number,
  versions: AnswerVersions = {},
): ThreadRecord {
  const error = thread.error;
  return {
    version,
    format: THREAD_RECORD_FORMAT,
    threadId: thread.threadId,
    title: title || autoTitle(thread.messages),
    updatedAt,
    revision: 0,
    messages: thread.messages,
    state: thread.state,
    status: thread.status,
    error: error
      ? {
          kind: error.kind,
          message: error.message,
          ...(error.code !== undefined ? { code: error.code } : {}),
          ...(error.status !== undefined ? { status: error.status } : {}),
        }
      : null,
    interrupts: thread.interrupts,
    versions,
  };
}

/**
 * The thread a record restores. A run saved while it streamed comes back failed as
 * `'truncated'` (code `PAGE_CLOSED`), its partial answer kept: the same "cut short" outcome as a
 * stream that dropped, so the UI offers Regenerate for it.
 */
export function toAgentThread(record: ThreadRecord): AgentThread {
  const thread = createAgentThread({
    threadId: record.threadId,
    messages: record.messages,
    state: record.state,
  });
  switch (record.status) {
    case 'running':
      return {
        ...thread,
        status: 'error',
        error: {
          kind: 'truncated',
          code: PAGE_CLOSED_CODE,
          message: 'The page was closed before the run finished: the answer was cut short.',
        },
      };
    case 'error':
      return {
        ...thread,
        status: 'error',
        error: record.error ?? { kind: 'truncated', message: 'The run failed.' },
      };
    case 'interrupted':
      return { ...thread, status: 'interrupted', interrupts: record.interrupts };
    default:
      return { ...thread, status: record.status };
  }
}

/** The summary the thread list shows for `record`. */
export function toThreadSummary(record: ThreadRecord): ThreadSummary {
  return { threadId: record.threadId, title: record.title, updatedAt: record.updatedAt };
}

/** The first question, cut to a list-friendly length, or `''` when there is none yet. */
function autoTitle(messages: readonly ThreadMessage[]): string {
  const first = messages.find((message) => message.role === 'user');
  if (!first) return '';
  const text = contentToText(first.content).replace(/\s+/g, ' ').trim();
  return text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : text;
}
