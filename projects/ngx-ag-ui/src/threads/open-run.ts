import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { readMessages } from 'ngx-ag-ui/core/runtime';

import { sseEventId } from '../transport/sse-event-id';
import { jsonDataProblem } from './json-data-problem';
import type { ThreadRecordRun } from './thread-record';

/**
 * How many events of one run a record keeps to resume it (the demo agent's replay keeps as
 * many): a longer run is saved without them, and a reload cuts it short as before.
 */
export const MAX_SAVED_RUN_EVENTS = 5_000;

/** The longest `Last-Event-ID` the transport sends (resume-ledger.ts). */
const MAX_EVENT_ID_CHARS = 1_024;

/**
 * The run in progress, as a reload needs it to resume: the request as sent, and its events up
 * to the last one that came with an SSE id (those after it, the agent sends again). A run whose
 * stream ended is kept whole, ids or not: what follows it (a tool call waiting for a person)
 * is still open, and a reload replays it without asking the agent for anything.
 */
export class OpenRunLog {
  #input: RunAgentInput | undefined;
  #events: BaseEvent[] = [];
  /** How many of `#events` lead up to the last event with an id. */
  #resumable = 0;
  #lastEventId: string | undefined;
  #ended = false;

  /** A run is sent (or resumed from `saved`, whose events the store replays first). */
  begin(input: RunAgentInput, saved?: ThreadRecordRun): void {
    this.#input = input;
    this.#events = [];
    this.#resumable = saved?.events.length ?? 0;
    this.#lastEventId = saved?.lastEventId;
    this.#ended = false;
  }

  /** One event of the run. */
  push(event: BaseEvent): void {
    if (!this.#input) return;
    if (this.#events.length >= MAX_SAVED_RUN_EVENTS) {
      this.#input = undefined;
      return;
    }
    this.#events.push(event);
    if (endsRun(event)) this.#ended = true;
    const id = sseEventId(event);
    if (id === undefined) return;
    this.#lastEventId = id;
    this.#resumable = this.#events.length;
  }

  /** What a record keeps of the run, or `undefined` when it could not be resumed. */
  saved(): ThreadRecordRun | undefined {
    const input = this.#input;
    const lastEventId = this.#lastEventId;
    if (input && this.#ended)
      return { input, lastEventId: lastEventId ?? '', events: this.#events };
    if (!input || lastEventId === undefined || this.#resumable === 0) return undefined;
    return { input, lastEventId, events: this.#events.slice(0, this.#resumable) };
  }
}

/** Whether `event` ends its run: nothing after it needs the agent. */
function endsRun(event: BaseEvent): boolean {
  return event.type === EventType.RUN_FINISHED || event.type === EventType.RUN_ERROR;
}

/** Whether a saved run's events reach its end (a reload replays them, asking the agent nothing). */
export function savedRunEnded(run: ThreadRecordRun): boolean {
  const last = run.events.at(-1);
  return last !== undefined && endsRun(last);
}

/** A saved run read back, or what is wrong with it (a corrupt or foreign record). */
export function readOpenRun(value: unknown, threadId: string): ThreadRecordRun | string {
  if (!isObject(value)) return 'it is not an object';
  const problem = jsonDataProblem(value);
  if (problem !== undefined) return `it ${problem}`;
  const { input, events, lastEventId } = value as Record<string, unknown>;
  if (!isObject(input)) return 'its request is missing';
  const request = input as Record<string, unknown>;
  if (request['threadId'] !== threadId) return 'its request belongs to another thread';
  if (typeof request['runId'] !== 'string' || request['runId'] === '')
    return 'its run id is missing';
  const messages = readMessages(request['messages'], 'run.input.messages');
  if (messages.problem !== undefined) return messages.problem;
  if (!Array.isArray(request['tools']) || !Array.isArray(request['context']))
    return 'its request has no tools or context';
  if (!Array.isArray(events) || events.length === 0 || events.length > MAX_SAVED_RUN_EVENTS)
    return 'its events are missing';
  if (!events.every((event) => isObject(event) && typeof (event as BaseEvent).type === 'string'))
    return 'its events are not AG-UI events';
  const ended = endsRun(events.at(-1) as BaseEvent);
  if (
    typeof lastEventId !== 'string' ||
    (lastEventId === '' && !ended) ||
    lastEventId.length > MAX_EVENT_ID_CHARS
  )
    return 'its last event id is missing';
  return { input: input as RunAgentInput, events: events as BaseEvent[], lastEventId };
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
