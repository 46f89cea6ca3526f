import type { CitationSourceFields, SourceLocation } from 'ngx-ag-ui/core';
import { firstString, isIndex, isRecord } from 'ngx-ag-ui/core';

type Fields = Readonly<Record<string, unknown>>;

const DOCUMENT_KINDS = {
  documentChar: 'char',
  documentPage: 'page',
  documentChunk: 'chunk',
} as const;

/**
 * The source fields of one Converse citation: `title`, the URL of a `web` location (else the
 * search result `source`), the cited passages as snippet, and the raw location. A source without
 * a URL is identified by its document index (or search result index).
 */
export function toBedrockConverseSource(citation: Fields): CitationSourceFields {
  const location = isRecord(citation['location']) ? citation['location'] : {};
  const passages = Array.isArray(citation['sourceContent']) ? citation['sourceContent'] : [];
  const snippet = passages
    .map((passage: unknown) => (isRecord(passage) ? firstString(passage['text']) : undefined))
    .filter((text): text is string => text !== undefined)
    .join('\n');
  const base: CitationSourceFields = {
    title: firstString(citation['title']),
    url: firstString(citation['source']),
    ...(snippet !== '' ? { snippet } : {}),
  };

  const web = location['web'];
  if (isRecord(web)) {
    return { ...base, kind: 'web', url: firstString(web['url']) ?? base.url, providerType: 'web' };
  }
  for (const key of ['documentChar', 'documentPage', 'documentChunk'] as const) {
    const range = location[key];
    if (!isRecord(range)) continue;
    const documentIndex = range['documentIndex'];
    const hasIndex = isIndex(documentIndex);
    return {
      ...base,
      kind: 'document',
      identity: hasIndex ? `document:${documentIndex}` : undefined,
      providerType: key,
      locations: [toLocation(DOCUMENT_KINDS[key], range, hasIndex ? { documentIndex } : {})],
    };
  }
  const search = location['searchResultLocation'];
  if (isRecord(search)) {
    const searchResultIndex = search['searchResultIndex'];
    const hasIndex = isIndex(searchResultIndex);
    return {
      ...base,
      kind: 'document',
      identity: hasIndex ? `search_result:${searchResultIndex}` : undefined,
      providerType: 'searchResultLocation',
      locations: [
        hasIndex && isIndex(search['start']) && isIndex(search['end'])
          ? { kind: 'search_result', searchResultIndex, start: search['start'], end: search['end'] }
          : { kind: 'other', value: search },
      ],
    };
  }
  return { ...base, identity: base.title === undefined ? undefined : `title:${base.title}` };
}

function toLocation(
  kind: 'char' | 'page' | 'chunk',
  range: Fields,
  index: { readonly documentIndex?: number },
): SourceLocation {
  const start = range['start'];
  const end = range['end'];
  if (!isIndex(start) || !isIndex(end)) return { kind: 'other', value: range };
  return { kind, ...index, start, end };
}
