import type { CitationSourceFields, SourceLocation } from 'ngx-ag-ui/core';
import { firstString, isRecord, toDomainName } from 'ngx-ag-ui/core';

const REDIRECT_HOST = 'vertexaisearch.cloud.google.com';

/**
 * The source fields of one Gemini grounding chunk (`web`, `retrievedContext` or `maps`).
 *
 * Redirect URIs (`vertexaisearch.cloud.google.com`) hide the real site, so their display domain
 * is `web.domain`, else the title when it is a bare hostname (`uefa.com`), else `null`
 * (docs/citations.md §B.10). A chunk without a URI is identified by its position in
 * `groundingChunks`; one that names nothing (no URI, title, text or document) gets no identity,
 * so the builder drops it rather than list a "Source n" that points nowhere.
 */
export function toGeminiSource(chunk: unknown, chunkIndex: number): CitationSourceFields {
  const fields = readChunk(chunk, `gemini-chunk:${chunkIndex}`);
  // The positional identity only tells chunks apart; a chunk that names nothing (not an object,
  // an unknown kind, an empty web entry) is no source and is dropped by `buildCitedText`.
  const named = [fields.url, fields.title, fields.snippet, fields.recordId].some(
    (value) => value !== undefined,
  );
  return named ? fields : { ...fields, identity: undefined };
}

function readChunk(chunk: unknown, identity: string): CitationSourceFields {
  if (!isRecord(chunk)) return { kind: 'unknown' };

  const web = chunk['web'];
  if (isRecord(web)) {
    const url = firstString(web['uri']);
    const title = firstString(web['title']);
    return {
      kind: 'web',
      title,
      url,
      ...(isRedirect(url) ? { domain: toDomainName(web['domain']) ?? toDomainName(title) } : {}),
      identity,
      providerType: 'web',
    };
  }

  const retrieved = chunk['retrievedContext'];
  if (isRecord(retrieved)) {
    const ragChunk = isRecord(retrieved['ragChunk']) ? retrieved['ragChunk'] : {};
    const documentName = firstString(retrieved['documentName']);
    const pages = toPageLocation(ragChunk['pageSpan']);
    return {
      kind: 'document',
      title: firstString(retrieved['title']),
      url: firstString(retrieved['uri']),
      snippet: firstString(retrieved['text'], ragChunk['text']),
      recordId: documentName,
      identity: documentName ?? identity,
      providerType: 'retrievedContext',
      ...(pages ? { locations: [pages] } : {}),
    };
  }

  const maps = chunk['maps'];
  if (isRecord(maps)) {
    const placeId = firstString(maps['placeId']);
    return {
      kind: 'web',
      title: firstString(maps['title']),
      url: firstString(maps['uri']),
      snippet: firstString(maps['text']),
      recordId: placeId,
      identity: placeId ?? identity,
      providerType: 'maps',
    };
  }

  return { kind: 'unknown' };
}

function isRedirect(url: string | undefined): boolean {
  if (url === undefined || !URL.canParse(url.trim())) return false;
  return new URL(url.trim()).hostname.toLowerCase() === REDIRECT_HOST;
}

/** RAG `pageSpan` (1-based, both ends inclusive) as a page location with an exclusive end. */
function toPageLocation(pageSpan: unknown): SourceLocation | null {
  if (!isRecord(pageSpan)) return null;
  const first = pageSpan['firstPage'];
  const last = pageSpan['lastPage'] ?? first;
  if (!isPositiveInteger(first) || !isPositiveInteger(last) || last < first) return null;
  return { kind: 'page', start: first, end: last + 1 };
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
