import { readAt, writeAt } from '../model/json-pointer';

/** What the person changed at one path, and the agent's value there when they did. */
export interface A2uiEdit {
  readonly segments: readonly string[];
  readonly value: unknown;
  readonly agentValue: unknown;
}

/**
 * The data a surface shows: the agent's data model with the person's edits on top. An edit
 * holds while the agent's value at its path is the one it replaced; once the agent writes a
 * new value there, the agent's wins. Nothing is lost when the agent's snapshots repeat the
 * same data (unchanged branches keep their identity).
 */
export function applyEdits(agentData: unknown, edits: ReadonlyMap<string, A2uiEdit>): unknown {
  let data = agentData;
  for (const edit of edits.values()) {
    if (readAt(agentData, edit.segments) === edit.agentValue) {
      data = writeAt(data, edit.segments, edit.value);
    }
  }
  return data;
}
