import type { SourceLocation } from '../../citation';
import type { CitationSourceFields } from '../../citation-occurrence';

const REDIRECT_HOST = 'vertexaisearch.cloud.google.com';

/**
 * The source fields of one Gemini grounding chunk (`web`, `retrievedContext` or `maps`).
 *
 * Redirect URIs (`vertexaisearch.cloud.google.com`) hide the real site, so their display domain
 * is `web.domain`, else the title when it is a bare hostname (`uefa.com`), else `null`
 * (CITATIONS.md §B.10). A chunk without a URI is identified by its position in
 * `groundingChunks`.
 */
export function toGeminiSource(chunk: unknown, chunkIndex: number): CitationSourceFields {
  const identity = `gemini-chunk:${chunkIndex}`;
  if (!isRecord(chunk)) return { kind: 'unknown', identity };

  const web = chunk['web'];
  if (isRecord(web)) {
    const url = readString(web['uri']);
    const title = readString(web['title']);
    return {
      kind: 'web',
      title,
      url,
      ...(isRedirect(url) ? { domain: toHostname(web['domain']) ?? toHostname(title) } : {}),
      identity,
      providerType: 'web',
    };
  }

  const retrieved = chunk['retrievedContext'];
  if (isRecord(retrieved)) {
    const ragChunk = isRecord(retrieved['ragChunk']) ? retrieved['ragChunk'] : {};
    const documentName = readString(retrieved['documentName']);
    const pages = toPageLocation(ragChunk['pageSpan']);
    return {
      kind: 'document',
      title: readString(retrieved['title']),
      url: readString(retrieved['uri']),
      snippet: readString(retrieved['text']) ?? readString(ragChunk['text']),
      recordId: documentName,
      identity: documentName ?? identity,
      providerType: 'retrievedContext',
      ...(pages ? { locations: [pages] } : {}),
    };
  }

  const maps = chunk['maps'];
  if (isRecord(maps)) {
    const placeId = readString(maps['placeId']);
    return {
      kind: 'web',
      title: readString(maps['title']),
      url: readString(maps['uri']),
      snippet: readString(maps['text']),
      recordId: placeId,
      identity: placeId ?? identity,
      providerType: 'maps',
    };
  }

  return { kind: 'unknown', identity };
}

function isRedirect(url: string | undefined): boolean {
  if (url === undefined || !URL.canParse(url.trim())) return false;
  return new URL(url.trim()).hostname.toLowerCase() === REDIRECT_HOST;
}

/** A bare hostname (`uefa.com`, `www.bbc.co.uk`) without `www.`, or `null` for anything else. */
function toHostname(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const candidate = value.trim().toLowerCase();
  const hostname =
    /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}][\p{L}\p{N}-]{0,62}$/u;
  return hostname.test(candidate) ? candidate.replace(/^www\./, '') : null;
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

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
