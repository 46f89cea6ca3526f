import type { ThreadMessage } from 'ngx-ag-ui/core/runtime';

import type { AnswerVersions } from './answer-versions';
import { branchKey } from './branch-key';

/** Where a message's versions stand, for `‹ 2 / 3 ›` controls. */
export interface VersionPosition {
  /** The branch point's key in `AnswerVersions`. */
  readonly key: string;
  /** 1-based, as shown. */
  readonly index: number;
  /** How many versions the turn has. */
  readonly count: number;
}

/**
 * The versions of the turn `messages[index]` starts, when it has more than one; only the first
 * message after a branch point carries the controls.
 */
export function versionPosition(
  versions: AnswerVersions,
  messages: readonly ThreadMessage[],
  index: number,
): VersionPosition | undefined {
  const key = branchKey(messages, index);
  const turn = versions[key];
  if (!turn || turn.tails.length < 2) return undefined;
  return { key, index: turn.active + 1, count: turn.tails.length };
}
