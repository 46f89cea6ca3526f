import { readMessages } from 'ngx-ag-ui/core/runtime';

import { MAX_TURN_VERSIONS, type AnswerVersions, type TurnVersions } from './answer-versions';
import { jsonDataProblem } from './json-data-problem';

/** A stored `versions` field read back: every turn that is sound, and what was dropped. */
export interface AnswerVersionsReading {
  readonly versions: AnswerVersions;
  /** What was dropped and why; `undefined` when everything was kept. */
  readonly problem?: string;
}

/**
 * Reads a record's `versions` field turn by turn: a damaged turn is dropped, the sound ones are
 * kept (a corrupt field never costs the thread or its other versions), and a turn over
 * `MAX_TURN_VERSIONS` keeps its active version and the most recent others. Never throws.
 */
export function readAnswerVersions(value: unknown): AnswerVersionsReading {
  if (value === undefined) return { versions: {} };
  const problem = jsonDataProblem(value);
  if (problem !== undefined) return { versions: {}, problem: `"versions" ${problem}` };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { versions: {}, problem: '"versions" is not an object' };
  const versions: Record<string, TurnVersions> = {};
  const problems: string[] = [];
  for (const [key, stored] of Object.entries(value)) {
    const turn = readTurn(stored);
    if (typeof turn === 'string') problems.push(`the turn after "${key}" ${turn}`);
    else {
      versions[key] = turn.turn;
      if (turn.trimmed > 0)
        problems.push(`the turn after "${key}" had ${turn.trimmed} versions over the limit`);
    }
  }
  return problems.length > 0 ? { versions, problem: problems.join('; ') } : { versions };
}

function readTurn(value: unknown): { turn: TurnVersions; trimmed: number } | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'is not an object';
  const { active, tails } = value as Record<string, unknown>;
  if (!Array.isArray(tails) || tails.length === 0) return 'has no list of versions';
  if (!Number.isInteger(active) || (active as number) < 0 || (active as number) >= tails.length)
    return 'has no active version';
  const read = tails.map((tail: unknown) => readMessages(tail));
  const bad = read.findIndex((reading) => reading.problem !== undefined);
  if (bad >= 0) return `has a version that is not a list of messages: ${read[bad]?.problem}`;
  const messages = read.map((reading) => reading.messages ?? []);
  // The active version's messages are the thread's own: stored as [] whatever was there.
  messages[active as number] = [];
  return trim(active as number, messages);
}

/** Keeps the active version and the most recent others, up to `MAX_TURN_VERSIONS`. */
function trim(
  active: number,
  tails: TurnVersions['tails'],
): { turn: TurnVersions; trimmed: number } {
  const trimmed = Math.max(0, tails.length - MAX_TURN_VERSIONS);
  if (trimmed === 0) return { turn: { active, tails }, trimmed };
  const kept = tails.filter(
    (_, index) => index === active || index >= trimmed + (active < trimmed ? 1 : 0),
  );
  return { turn: { active: active < trimmed ? 0 : active - trimmed, tails: kept }, trimmed };
}
