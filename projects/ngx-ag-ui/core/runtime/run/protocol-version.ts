/**
 * The AG-UI version this library speaks, declared on every `RunAgentInput.protocolVersion`.
 * Ours, not `@ag-ui/core`'s `PROTOCOL_VERSION`: that package (1.0.0) still says 1.0, while the
 * reducer implements 1.1's additions (`encryptedValueType`).
 */
export const AG_UI_PROTOCOL_VERSION = '1.1';

/**
 * Whether a peer's declared version is newer than ours (1.1), compared as the spec says:
 * `MAJOR.MINOR`, numerically component by component (`1.10` is newer than `1.9`). A declaration
 * that cannot be read counts as newer, so it is warned about rather than trusted.
 */
export function isNewerProtocol(declared: string): boolean {
  const version = /^(\d{1,9})\.(\d{1,9})$/.exec(declared);
  // Written out for 1.1: the first component that differs decides.
  return !version || +version[1] > 1 || (+version[1] === 1 && +version[2] > 1);
}
