/**
 * The AG-UI version this library speaks, declared on every `RunAgentInput.protocolVersion`.
 * Ours, not `@ag-ui/core`'s `PROTOCOL_VERSION`: that package (1.0.0) still says 1.0, while the
 * reducer implements 1.1's additions (`encryptedValueType`).
 */
export const AG_UI_PROTOCOL_VERSION = '1.1';

/**
 * Whether a peer's declared version is newer than ours, compared as the spec says: `MAJOR.MINOR`,
 * numerically component by component (`1.10` is newer than `1.9`). A declaration that cannot be
 * read counts as newer, so it is warned about rather than trusted.
 */
export function isNewerProtocol(declared: string, ours: string = AG_UI_PROTOCOL_VERSION): boolean {
  const theirs = /^(\d{1,9})\.(\d{1,9})$/.exec(declared);
  if (!theirs) return true;
  const [major, minor] = ours.split('.').map(Number);
  const [theirMajor, theirMinor] = [Number(theirs[1]), Number(theirs[2])];
  return theirMajor !== major ? theirMajor > major : theirMinor > minor;
}
