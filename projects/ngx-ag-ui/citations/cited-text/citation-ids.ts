/** Id of source `n`'s entry in `<agui-sources>`: `agui-cite-<messageKey>-<n>`. */
export function toCitationEntryId(messageKey: string, n: number): string {
  return `agui-cite-${toIdPart(messageKey)}-${n}`;
}

/** Id of the `k`-th marker of source `n` in the text: `agui-cite-ref-<messageKey>-<n>-<k>`. */
export function toCitationReferenceId(messageKey: string, n: number, k: number): string {
  return `agui-cite-ref-${toIdPart(messageKey)}-${n}-${k}`;
}

function toIdPart(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}
