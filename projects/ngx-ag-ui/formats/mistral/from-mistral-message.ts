import type { CitationDiagnostic, CitationOccurrence, CitationSourceFields } from 'ngx-ag-ui/core';
import {
  buildCitedText,
  createCitationAdapter,
  firstString,
  isRecord,
  toSafeHref,
} from 'ngx-ag-ui/core';
import type { MistralMessagePayload } from './mistral-message';
import { noText } from '../no-text';

/**
 * Citations of a Mistral assistant message with its reference map (format `mistral.chat`).
 *
 * - **Text:** a string `content` as is, or the `text` chunks concatenated exactly (thinking,
 *   image and other chunks are skipped).
 * - **Unit:** none. Positions come from the chunk order, so `options.offsetUnit` has nothing to
 *   convert.
 * - **Claim/marker rule:** no claims. A `tool_reference` or `reference` chunk puts its marker at
 *   the end of the text accumulated so far, moved left past trailing whitespace.
 * - **Sources:** `tool_reference` chunks carry their own title, url, favicon and description;
 *   `reference` chunk ids resolve against `references` (an unknown id is dropped, with a
 *   diagnostic: it names no source). `recordId` is the reference id as a string.
 * - **Dedup:** by URL, else reference id (tool references without a URL: tool and title).
 *
 * @param payload `{ message: { content }, references? }`.
 * @param options `streaming`; `offsetUnit` is accepted and unused (no offsets to convert).
 * @returns The display text with its numbered citations and diagnostics; never throws.
 * @example
 * fromMistralMessage({ message: { content: chunks }, references }).citations[0].recordId; // '0'
 */
export const fromMistralMessage = createCitationAdapter<MistralMessagePayload | null | undefined>(
  'utf16',
  function fromMistralMessage(payload, { streaming, diagnostics }) {
    const message: unknown = isRecord(payload) ? payload['message'] : undefined;
    const content = isRecord(message) ? message['content'] : undefined;
    if (typeof content === 'string' || content === null) {
      return buildCitedText(content ?? '', [], { provider: 'mistral', streaming });
    }
    if (!Array.isArray(content)) {
      return noText('message.content is neither a string nor a chunk list; no text', 'mistral', {
        streaming,
        diagnostics,
      });
    }
    const references = readReferences(
      isRecord(payload) ? payload['references'] : undefined,
      diagnostics,
    );

    let text = '';
    const occurrences: CitationOccurrence[] = [];
    content.forEach((chunk: unknown, i) => {
      const label = `message.content[${i}]`;
      if (!isRecord(chunk)) {
        diagnostics.push({ code: 'dropped-entry', message: `${label}: not an object; dropped` });
        return;
      }
      switch (chunkType(chunk)) {
        case 'text':
          if (typeof chunk['text'] === 'string') text += chunk['text'];
          else
            diagnostics.push({
              code: 'schema-violation',
              message: `${label}.text is not a string; skipped`,
            });
          return;
        case 'tool_reference':
          occurrences.push({ source: toolReferenceSource(chunk), marker: markerAt(text) });
          return;
        case 'reference': {
          const ids = chunk['reference_ids'] ?? chunk['referenceIds'];
          if (!Array.isArray(ids)) {
            diagnostics.push({
              code: 'schema-violation',
              message: `${label}: reference_ids is not an array; dropped`,
            });
            return;
          }
          ids.forEach((id: unknown) => {
            const source = referenceSource(id, references, label, diagnostics);
            if (source) occurrences.push({ source, marker: markerAt(text) });
          });
          return;
        }
      }
    });
    return buildCitedText(text, occurrences, { provider: 'mistral', streaming });
  },
);

/** The chunk's type; the TypeScript SDK omits `type`, so it is inferred from the fields. */
function chunkType(chunk: Record<string, unknown>): string | undefined {
  if (typeof chunk['type'] === 'string') return chunk['type'];
  if (typeof chunk['text'] === 'string') return 'text';
  if (Array.isArray(chunk['reference_ids']) || Array.isArray(chunk['referenceIds']))
    return 'reference';
  if (typeof chunk['tool'] === 'string' && 'title' in chunk) return 'tool_reference';
  return undefined;
}

/** End of the text so far, moved left past trailing whitespace. */
function markerAt(text: string): number {
  let offset = text.length;
  while (offset > 0 && /\s/.test(text[offset - 1])) offset--;
  return offset;
}

function toolReferenceSource(chunk: Record<string, unknown>): CitationSourceFields {
  const url = firstString(chunk['url']);
  const title = firstString(chunk['title']);
  const tool = firstString(chunk['tool']);
  const snippet = firstString(chunk['description']);
  const faviconUrl = firstString(chunk['favicon']);
  return {
    kind: url === undefined ? 'unknown' : toSafeHref(url) ? 'web' : 'document',
    providerType: 'tool_reference',
    ...(url === undefined ? {} : { url }),
    ...(title === undefined ? {} : { title }),
    ...(snippet === undefined ? {} : { snippet }),
    ...(faviconUrl === undefined ? {} : { faviconUrl }),
    ...(url === undefined && title !== undefined
      ? { identity: `tool_reference:${tool ?? ''}:${title}` }
      : {}),
    ...(tool === undefined ? {} : { extra: { tool } }),
  };
}

function referenceSource(
  id: unknown,
  references: Readonly<Record<string, unknown>>,
  label: string,
  diagnostics: CitationDiagnostic[],
): CitationSourceFields | null {
  if (!(
    (typeof id === 'number' && Number.isFinite(id)) ||
    (typeof id === 'string' && id.trim() !== '')
  )) {
    diagnostics.push({
      code: 'dropped-entry',
      message: `${label}: reference id ${typeof id} is not a number or string; dropped`,
    });
    return null;
  }
  const recordId = String(id);
  const reference = Object.hasOwn(references, recordId) ? references[recordId] : undefined;
  if (!isRecord(reference)) {
    diagnostics.push({
      code: 'unknown-reference',
      message: `${label}: reference ${recordId} is not in references; dropped`,
    });
    return null;
  }
  const fields = reference;
  const url = firstString(fields['url']);
  const title = firstString(fields['title']);
  const snippet = firstString(fields['snippet'], fields['description']);
  const origin = firstString(fields['source']);
  return {
    kind: toSafeHref(url) ? 'web' : 'document',
    providerType: 'reference',
    recordId,
    identity: `reference:${recordId}`,
    ...(url === undefined ? {} : { url }),
    ...(title === undefined ? {} : { title }),
    ...(snippet === undefined ? {} : { snippet }),
    ...(origin === undefined ? {} : { extra: { source: origin } }),
  };
}

function readReferences(
  value: unknown,
  diagnostics: CitationDiagnostic[],
): Readonly<Record<string, unknown>> {
  if (value === undefined || value === null) return {};
  if (isRecord(value)) return value;
  diagnostics.push({ code: 'schema-violation', message: 'references is not an object; ignored' });
  return {};
}
