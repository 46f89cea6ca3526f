import type { CitationSourceFields } from 'ngx-ag-ui/core';
import { firstString, toSafeHref } from 'ngx-ag-ui/core';

/** Fields of a Cohere document / tool output that become source fields rather than `extra`. */
const READ_FIELDS = /* @__PURE__ */ new Set(['id', 'title', 'url', 'snippet', 'text']);

/**
 * The source fields of a Cohere document or tool output: `title`, `url`, `snippet` (else `text`);
 * the source id is the record id and the dedup identity; other fields go to `extra`.
 */
export function toCohereSource(
  id: string | undefined,
  fields: Readonly<Record<string, unknown>>,
  providerType: 'document' | 'tool',
): CitationSourceFields {
  const recordId = id ?? firstString(fields['id']);
  const url = firstString(fields['url']);
  const extra = Object.fromEntries(Object.entries(fields).filter(([key]) => !READ_FIELDS.has(key)));
  return {
    kind: providerType === 'tool' ? 'record' : toSafeHref(url) ? 'web' : 'document',
    title: firstString(fields['title']),
    url,
    snippet: firstString(fields['snippet'], fields['text']),
    recordId,
    identity: recordId,
    providerType,
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  };
}
