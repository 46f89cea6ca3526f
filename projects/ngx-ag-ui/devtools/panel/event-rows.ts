import type { RecordedRun } from '../recording/agent-recorder';

/** One line of the timeline. */
export interface EventRow {
  readonly index: number;
  readonly type: string;
  /** Milliseconds since the stream opened. */
  readonly t: number;
  /** The event's size as JSON, in characters. */
  readonly size: number;
  readonly costMs: number | undefined;
  /** Warnings this event added to the thread, and whether it ended the run with an error. */
  readonly warnings: number;
  readonly failed: boolean;
}

/** What the timeline shows of a run: rows that match, newest kept when there are many. */
export interface TimelineView {
  readonly rows: readonly EventRow[];
  /** Rows that matched in all. */
  readonly matched: number;
  readonly types: readonly string[];
}

/** How many rows the timeline draws at most (the newest). */
export const MAX_ROWS = 500;

/** Longest JSON text searched per event: a huge payload is searched in its first part. */
const SEARCH_CHARS = 20_000;

const jsonCache = new WeakMap<object, string>();

/** The event as JSON (cached per event object; `"<unreadable>"` when it cannot be written). */
export function eventJson(event: object): string {
  let json = jsonCache.get(event);
  if (json === undefined) {
    try {
      json = JSON.stringify(event) ?? '';
    } catch {
      json = '"<unreadable>"';
    }
    jsonCache.set(event, json);
  }
  return json;
}

/**
 * The rows of `run` whose type is `type` (or any, when empty) and whose JSON contains `search`
 * (case-insensitive), the newest `MAX_ROWS` of them.
 */
export function timeline(run: RecordedRun | undefined, type: string, search: string): TimelineView {
  if (!run) return { rows: [], matched: 0, types: [] };
  const needle = search.trim().toLowerCase();
  const types = new Set<string>();
  const rows: EventRow[] = [];
  run.recording.events.forEach(({ event, t, costMs }, index) => {
    const eventType = String(event.type);
    types.add(eventType);
    if (type && eventType !== type) return;
    const json = eventJson(event);
    if (needle && !json.slice(0, SEARCH_CHARS).toLowerCase().includes(needle)) return;
    const { added, failed } = run.effectOf(index);
    rows.push({
      index,
      type: eventType,
      t,
      size: json.length,
      costMs,
      warnings: added.length,
      failed,
    });
  });
  return { rows: rows.slice(-MAX_ROWS), matched: rows.length, types: [...types].sort() };
}
