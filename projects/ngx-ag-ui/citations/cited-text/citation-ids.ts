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

/** `toCitationEntryId` and `toCitationReferenceId` of one message, its key escaped once. */
export interface CitationIds {
  entry(n: number): string;
  reference(n: number, k: number): string;
}

/**
 * The id functions of one message: the same ids as `toCitationEntryId` and
 * `toCitationReferenceId`, for a component that names every marker of a long answer.
 */
export function citationIdsOf(messageKey: string): CitationIds {
  const part = toIdPart(messageKey);
  return {
    entry: (n) => `agui-cite-${part}-${n}`,
    reference: (n, k) => `agui-cite-ref-${part}-${n}-${k}`,
  };
}
