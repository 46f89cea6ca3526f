import type { BaseEvent } from '@ag-ui/core';

import type { AgentRecording, RecordedEvent } from './agent-recording';
import { sseEvents } from './sse-events';

/** The `kind` of the first line of a recording file, which tells it from a bare event log. */
export const RECORDING_KIND = 'ngx-ag-ui-recording';

/** What loading a file gives: the recording, and every line that could not be read, and why. */
export interface RecordingLoad {
  readonly recording: AgentRecording;
  readonly problems: readonly string[];
}

/**
 * A recording as JSON Lines: a header line (agent, input, start thread, end, outcome), then one
 * line per event (`{ t, costMs, event }`), so a long run diffs and greps line by line.
 */
export function toJsonl(recording: AgentRecording): string {
  const { events, ...header } = recording;
  const lines = [JSON.stringify({ kind: RECORDING_KIND, version: 1, ...header })];
  for (const event of events) lines.push(JSON.stringify(event));
  return lines.join('\n') + '\n';
}

/**
 * Reads a recording from text: a `.jsonl` written by `toJsonl()`, a `.jsonl` of bare AG-UI
 * events (one per line), or an SSE capture (`data: {...}` frames, as the network tab or `curl`
 * shows them). Never throws: a line that is not an event is skipped and named in `problems`.
 *
 * @param text The file's content.
 * @param agentId The agent to name when the file does not (bare events, SSE captures).
 */
export function parseRecording(text: string, agentId = 'default'): RecordingLoad {
  const problems: string[] = [];
  const firstLine = text.trimStart().split('\n', 1)[0] ?? '';
  const isSse = /^(data|event|id|retry)\s*:|^:/.test(firstLine);
  const values = isSse ? sseEvents(text, problems) : jsonLines(text, problems);
  let header: Partial<AgentRecording> = {};
  const events: RecordedEvent[] = [];
  values.forEach(({ value, line }) => {
    if (!isObject(value)) problems.push(`Line ${line}: not a JSON object.`);
    else if (value['kind'] === RECORDING_KIND && line === firstRecordLine(values)) {
      header = value as Partial<AgentRecording>;
    } else if (isObject(value['event']) && typeof value['event']['type'] === 'string') {
      events.push(recordedEvent(value, events.length));
    } else if (typeof value['type'] === 'string') {
      events.push({ t: events.length, event: value as unknown as BaseEvent });
    } else problems.push(`Line ${line}: not an AG-UI event (no "type").`);
  });
  return { recording: recordingFrom(header, events, agentId), problems: byLine(problems) };
}

interface Line {
  readonly value: unknown;
  readonly line: number;
}

function jsonLines(text: string, problems: string[]): Line[] {
  const lines: Line[] = [];
  text.split('\n').forEach((raw, index) => {
    const source = raw.trim();
    if (!source) return;
    try {
      lines.push({ value: JSON.parse(source), line: index + 1 });
    } catch {
      problems.push(`Line ${index + 1}: not JSON.`);
    }
  });
  return lines;
}

/** Problems in file order (reading and checking name them in two passes). */
function byLine(problems: readonly string[]): string[] {
  const line = (problem: string): number => Number(/^Line (\d+)/.exec(problem)?.[1] ?? 0);
  return [...problems].sort((a, b) => line(a) - line(b));
}

function firstRecordLine(values: readonly Line[]): number | undefined {
  return values[0]?.line;
}

function recordedEvent(value: Record<string, unknown>, index: number): RecordedEvent {
  const t = typeof value['t'] === 'number' ? value['t'] : index;
  const costMs = typeof value['costMs'] === 'number' ? value['costMs'] : undefined;
  const event = value['event'] as BaseEvent;
  return costMs === undefined ? { t, event } : { t, costMs, event };
}

/** The header's fields where they are well formed; the rest from the events themselves. */
function recordingFrom(
  header: Partial<AgentRecording>,
  events: readonly RecordedEvent[],
  agentId: string,
): AgentRecording {
  const started = events.find(({ event }) => event.type === 'RUN_STARTED')?.event as
    { threadId?: unknown; input?: AgentRecording['input'] } | undefined;
  const input = isObject(header.input)
    ? header.input
    : isObject(started?.input)
      ? started.input
      : undefined;
  const start =
    isObject(header.start) && Array.isArray(header.start.messages)
      ? header.start
      : {
          threadId:
            input?.threadId ??
            (typeof started?.threadId === 'string' ? started.threadId : undefined),
          messages: input?.messages ?? [],
          state: input?.state ?? {},
        };
  return {
    agentId: typeof header.agentId === 'string' ? header.agentId : agentId,
    ...(input ? { input } : {}),
    start,
    startedAt: typeof header.startedAt === 'number' ? header.startedAt : 0,
    events,
    ...(isObject(header.end) ? { end: header.end } : {}),
    ...(isObject(header.outcome) ? { outcome: header.outcome } : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> & object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
