import type { ThreadMessage } from 'ngx-ag-ui/core/runtime';

/** The key of the branch point before `messages[index]`: the id of the message before it. */
export function branchKey(messages: readonly ThreadMessage[], index: number): string {
  return index > 0 ? (messages[index - 1]?.id ?? '') : '';
}
