import type { BaseEvent } from '@ag-ui/core';
import type { AgentWarning, AgentThread } from 'ngx-ag-ui/core/runtime';

import type { RecordedRun } from '../recording/agent-recorder';

/** What the panel shows of one event. */
export interface EventDetails {
  readonly index: number;
  readonly event: BaseEvent;
  readonly type: string;
  readonly thread: AgentThread | undefined;
  /** For a `STATE_DELTA`: its operations, and the JSON Pointers they touched. */
  readonly patch: readonly unknown[] | undefined;
  readonly changedPaths: ReadonlySet<string>;
  readonly warnings: readonly AgentWarning[];
  /** The error this event ended the run with. */
  readonly error: string | undefined;
}

/** The details of event `index` of `run`. */
export function eventDetails(
  run: RecordedRun | undefined,
  index: number,
): EventDetails | undefined {
  const recorded = run?.recording.events[index];
  if (!run || !recorded) return undefined;
  const { event } = recorded;
  const type = String(event.type);
  const delta = (event as { delta?: unknown }).delta;
  const patch = type === 'STATE_DELTA' && Array.isArray(delta) ? (delta as unknown[]) : undefined;
  const { added, failed } = run.effectOf(index);
  const thread = run.threadAt(index);
  return {
    index,
    event,
    type,
    thread,
    patch,
    changedPaths: new Set(patch?.flatMap(pathsOf) ?? []),
    warnings: added,
    error: failed && thread?.error ? `${thread.error.kind}: ${thread.error.message}` : undefined,
  };
}

function pathsOf(op: unknown): string[] {
  if (typeof op !== 'object' || op === null) return [];
  const { path, from } = op as { path?: unknown; from?: unknown };
  return [path, from].filter((value): value is string => typeof value === 'string');
}
