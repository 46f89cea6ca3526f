import type { ThreadMessage } from 'ngx-ag-ui/core/runtime';

import { branchKey } from './branch-key';

/**
 * The versions of one turn: what followed one message each time the person edited or
 * regenerated there. The thread shows the active version; the others wait here.
 */
export interface TurnVersions {
  /** Which version the thread shows (0-based). */
  readonly active: number;
  /**
   * Each version's messages after the branch point. The active one is always `[]`: its messages
   * are the thread's own, so a saved record never holds them twice.
   */
  readonly tails: readonly (readonly ThreadMessage[])[];
}

/**
 * Every turn that has versions, keyed by the id of the message the versions follow (`''` for a
 * first question edited). Versions inside an inactive version stay here under their own key,
 * so they come back with it.
 */
export type AnswerVersions = Readonly<Record<string, TurnVersions>>;

/**
 * How many versions one turn keeps. Past it the oldest inactive version is dropped (with a
 * warning): a turn regenerated a thousand times would otherwise make every save carry them all.
 */
export const MAX_TURN_VERSIONS = 100;

/**
 * Keeps `messages` from `index` on as a version, before an edit or a regenerate replaces them:
 * the new (empty) version becomes the active one. `dropped` counts the oldest versions let go
 * past `MAX_TURN_VERSIONS`.
 */
export function addVersion(
  versions: AnswerVersions,
  messages: readonly ThreadMessage[],
  index: number,
): { readonly versions: AnswerVersions; readonly dropped: number } {
  const key = branchKey(messages, index);
  const turn = versions[key] ?? { active: 0, tails: [[]] };
  const tails = turn.tails.slice();
  tails[turn.active] = messages.slice(index);
  tails.push([]);
  const dropped = Math.max(0, tails.length - MAX_TURN_VERSIONS);
  // The new version is last and active: the oldest are never it.
  const kept = dropped > 0 ? tails.slice(dropped) : tails;
  return { versions: { ...versions, [key]: { active: kept.length - 1, tails: kept } }, dropped };
}

/**
 * Shows version `to` (0-based) of the turn at `key`: the messages before the branch point keep
 * their identity, so a view tracking messages by id redraws only the switched rows. `undefined`
 * when the turn, the version or the branch point is not in `messages`.
 */
export function switchVersion(
  versions: AnswerVersions,
  messages: readonly ThreadMessage[],
  key: string,
  to: number,
): { readonly versions: AnswerVersions; readonly messages: readonly ThreadMessage[] } | undefined {
  const turn = versions[key];
  if (!turn || !Number.isInteger(to) || to < 0 || to >= turn.tails.length) return undefined;
  const index = key === '' ? 0 : messages.findIndex((message) => message.id === key) + 1;
  if (index === 0 && key !== '') return undefined;
  if (to === turn.active) return { versions, messages };
  const tails = turn.tails.slice();
  tails[turn.active] = messages.slice(index);
  const shown = tails[to] ?? [];
  tails[to] = [];
  return {
    versions: { ...versions, [key]: { active: to, tails } },
    messages: [...messages.slice(0, index), ...shown],
  };
}
