import type { CitationDiagnostic, CitationOccurrence, CitationSourceFields } from 'ngx-ag-ui/core';
import { buildCitedText, createCitationAdapter, firstString, isRecord } from 'ngx-ag-ui/core';
import type { VercelUIMessage } from './vercel-ui-message';
import { noText } from '../no-text';

/**
 * Citations of a Vercel AI SDK `UIMessage` (format `vercel.ai-sdk-ui-message`).
 *
 * - **Text:** the `text` parts concatenated exactly, in order (reasoning, tool, data and file
 *   parts are skipped).
 * - **Unit:** none. The SDK drops citation offsets, so `options.offsetUnit` has nothing to convert.
 * - **Claim/marker rule:** none. `source-url` and `source-document` parts become a Sources list
 *   without inline markers, numbered in part order.
 * - **Dedup:** `source-url` by URL, `source-document` by `sourceId`.
 * - A `source-url` without a url is dropped, with a diagnostic: it names no source.
 *
 * @param payload One `UIMessage`.
 * @param options `streaming`; `offsetUnit` is accepted and unused (no offsets to convert).
 * @returns The display text with its numbered citations (sources only, no spans) and
 *   diagnostics; never throws.
 * @example
 * fromVercelUIMessage(message).citations.map((c) => c.displayTitle); // ['Vite guide', 'spec.pdf']
 */
export const fromVercelUIMessage = createCitationAdapter<VercelUIMessage | null | undefined>(
  'utf16',
  function fromVercelUIMessage(payload, { streaming, diagnostics }) {
    const parts: unknown = isRecord(payload) ? payload['parts'] : undefined;
    if (!Array.isArray(parts)) {
      return noText('message.parts is not an array; no text', 'vercel', { streaming, diagnostics });
    }

    let text = '';
    const occurrences: CitationOccurrence[] = [];
    parts.forEach((part: unknown, i) => {
      const label = `parts[${i}]`;
      if (!isRecord(part)) {
        diagnostics.push({ code: 'dropped-entry', message: `${label}: not an object; dropped` });
        return;
      }
      switch (part['type']) {
        case 'text':
          if (typeof part['text'] === 'string') text += part['text'];
          else
            diagnostics.push({
              code: 'schema-violation',
              message: `${label}.text is not a string; skipped`,
            });
          return;
        case 'source-url': {
          const source = urlSource(part, label, diagnostics);
          if (source) occurrences.push({ source, sourceOnly: true });
          return;
        }
        case 'source-document':
          occurrences.push({ source: documentSource(part, label, diagnostics), sourceOnly: true });
          return;
      }
    });
    return buildCitedText(text, occurrences, { provider: 'vercel', streaming });
  },
);

function urlSource(
  part: Record<string, unknown>,
  label: string,
  diagnostics: CitationDiagnostic[],
): CitationSourceFields | null {
  const url = firstString(part['url']);
  if (url === undefined) {
    diagnostics.push({
      code: 'schema-violation',
      message: `${label}: source-url without a url; dropped`,
    });
    return null;
  }
  return { ...common(part, 'source-url'), kind: 'web', url };
}

function documentSource(
  part: Record<string, unknown>,
  label: string,
  diagnostics: CitationDiagnostic[],
): CitationSourceFields {
  const sourceId = firstString(part['sourceId']);
  if (sourceId === undefined) {
    diagnostics.push({
      code: 'schema-violation',
      message: `${label}: source-document without a sourceId`,
    });
  }
  const mediaType = firstString(part['mediaType']);
  const filename = firstString(part['filename']);
  return {
    ...common(part, 'source-document'),
    kind: 'document',
    ...(sourceId === undefined ? {} : { recordId: sourceId, identity: `document:${sourceId}` }),
    ...(mediaType === undefined ? {} : { mediaType }),
    ...(filename === undefined ? {} : { filename }),
  };
}

function common(part: Record<string, unknown>, providerType: string): CitationSourceFields {
  const id = firstString(part['sourceId']);
  const title = firstString(part['title']);
  const metadata = part['providerMetadata'];
  return {
    providerType,
    ...(id === undefined ? {} : { id }),
    ...(title === undefined ? {} : { title }),
    ...(isRecord(metadata) ? { extra: { providerMetadata: metadata } } : {}),
  };
}
