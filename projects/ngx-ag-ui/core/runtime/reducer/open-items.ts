/** How many ids an error message names before it says how many more there are. */
export const MAX_NAMED_IDS = 5;

/** Describes an owner for error messages: a subagent run id or the parent agent. */
export function ownerName(owner: string | undefined): string {
  return owner === undefined ? '(the parent agent)' : `'${owner}'`;
}

/**
 * Names the first few of `total` ids for an error message (`a, b, c and 19997 more`), so a run
 * with 20,000 open items gets a message of a line, not of 150,000 characters.
 */
export function nameIds(firstIds: readonly string[], total: number): string {
  const named = firstIds.slice(0, MAX_NAMED_IDS).join(', ');
  return total > MAX_NAMED_IDS ? `${named} and ${total - MAX_NAMED_IDS} more` : named;
}
