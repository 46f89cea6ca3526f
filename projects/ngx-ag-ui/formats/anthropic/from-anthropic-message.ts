import type {
  CitationDiagnostic,
  CitationOccurrence,
  CitationSourceFields,
  SourceLocation,
} from 'ngx-ag-ui/core';
import {
  buildCitedText,
  createCitationAdapter,
  describeValue,
  firstString,
  isIndex,
  isRecord,
  toSafeHref,
} from 'ngx-ag-ui/core';
import type { AnthropicMessage } from './anthropic-message';
import { noText } from '../no-text';

/**
 * Citations of an Anthropic Messages API `Message` (format `anthropic.messages`).
 *
 * - **Text:** every `text` block, concatenated exactly, in order; tool, thinking and search-result
 *   blocks are skipped.
 * - **Claim/marker rule:** every citation on a text block claims the whole block (its range in the
 *   concatenated text); the marker sits at the block end, moved left past trailing whitespace.
 * - **Unit:** none. Anthropic gives no response offsets, so `options.offsetUnit` has nothing to
 *   convert. The char / page / content-block / search-result indices point into the *source*:
 *   they are kept as raw `locations` and never used as response offsets.
 * - **Dedup:** by URL (web search, search results with a URL source), else by `document_index`
 *   or `search_result_index`. A null `document_title` falls back to `Source n`.
 *
 * @param payload One `Message`, or the output of `anthropicMessageFromEvents`.
 * @param options `streaming`; `offsetUnit` is accepted and unused (no offsets to convert).
 * @returns The display text with its numbered citations and diagnostics; never throws.
 * @example
 * fromAnthropicMessage(message).citations[0].locations; // [{ kind: 'page', documentIndex: 0, start: 3, end: 4 }]
 */
export const fromAnthropicMessage = createCitationAdapter<AnthropicMessage | null | undefined>(
  'utf16',
  function fromAnthropicMessage(payload, { streaming, diagnostics }) {
    const content: unknown = isRecord(payload) ? payload['content'] : undefined;
    if (!Array.isArray(content)) {
      return noText('message.content is not an array; no text', 'anthropic', {
        streaming,
        diagnostics,
      });
    }

    let text = '';
    const occurrences: CitationOccurrence[] = [];
    content.forEach((block: unknown, blockIndex) => {
      if (!isRecord(block) || block['type'] !== 'text') return;
      const blockText = block['text'];
      if (typeof blockText !== 'string') {
        diagnostics.push({
          code: 'schema-violation',
          message: `content[${blockIndex}].text is not a string; block skipped`,
        });
        return;
      }
      const start = text.length;
      text += blockText;
      const citations = block['citations'];
      if (citations === undefined || citations === null) return;
      if (!Array.isArray(citations)) {
        diagnostics.push({
          code: 'schema-violation',
          message: `content[${blockIndex}].citations is not an array; ignored`,
        });
        return;
      }
      citations.forEach((citation: unknown, i) => {
        const label = `content[${blockIndex}].citations[${i}]`;
        const source = toSource(citation, label, diagnostics);
        if (!source) return;
        const cited = isRecord(citation) ? firstString(citation['cited_text']) : undefined;
        occurrences.push({
          source,
          ...blockClaim(start, text.length, streaming),
          ...(cited === undefined ? {} : { citedText: cited }),
        });
      });
    });
    return buildCitedText(text, occurrences, { provider: 'anthropic', streaming });
  },
);

/**
 * The block is the claim. A citation that arrives before any text of its block (streaming) has
 * its marker pending at the block end; in a final message an empty block has no marker.
 */
function blockClaim(start: number, end: number, streaming: boolean): Partial<CitationOccurrence> {
  if (end > start) return { claimStart: start, claimEnd: end };
  return streaming ? { marker: 'beyond' } : {};
}

function toSource(
  citation: unknown,
  label: string,
  diagnostics: CitationDiagnostic[],
): CitationSourceFields | null {
  if (!isRecord(citation)) {
    diagnostics.push({ code: 'dropped-entry', message: `${label}: not an object; dropped` });
    return null;
  }
  const type = citation['type'];
  const snippet = firstString(citation['cited_text']);
  const common = { providerType: String(type), ...(snippet === undefined ? {} : { snippet }) };
  switch (type) {
    case 'char_location':
    case 'page_location':
    case 'content_block_location':
      return { ...common, ...documentSource(citation, type, label, diagnostics) };
    case 'search_result_location':
      return { ...common, ...searchResultSource(citation, label, diagnostics) };
    case 'web_search_result_location': {
      const url = firstString(citation['url']);
      const title = firstString(citation['title']);
      if (url === undefined) {
        diagnostics.push({
          code: 'schema-violation',
          message: `${label}: web search result without a url`,
        });
      }
      return {
        ...common,
        kind: 'web',
        ...(url === undefined ? {} : { url }),
        ...(title === undefined ? {} : { title }),
      };
    }
    default:
      diagnostics.push({
        code: 'unknown-citation',
        message: `${label}: unknown citation type ${describeValue(type)}; dropped`,
      });
      return null;
  }
}

const DOCUMENT_RANGES = {
  char_location: ['char', 'start_char_index', 'end_char_index'],
  page_location: ['page', 'start_page_number', 'end_page_number'],
  content_block_location: ['block', 'start_block_index', 'end_block_index'],
} as const;

function documentSource(
  citation: Record<string, unknown>,
  type: keyof typeof DOCUMENT_RANGES,
  label: string,
  diagnostics: CitationDiagnostic[],
): CitationSourceFields {
  const [kind, startKey, endKey] = DOCUMENT_RANGES[type];
  const documentIndex = readIndex(citation['document_index']);
  const title = firstString(citation['document_title']);
  const fileId = firstString(citation['file_id']);
  const start = readRaw(citation[startKey]);
  const end = readRaw(citation[endKey]);
  const locations: SourceLocation[] = [];
  if (start !== undefined && end !== undefined) {
    locations.push({ kind, ...(documentIndex === undefined ? {} : { documentIndex }), start, end });
  } else {
    diagnostics.push({
      code: 'schema-violation',
      message: `${label}: ${startKey}/${endKey} missing; no location`,
    });
  }
  if (documentIndex === undefined) {
    diagnostics.push({
      code: 'schema-violation',
      message: `${label}: document_index is not an index`,
    });
  }
  return {
    kind: 'document',
    ...(title === undefined ? {} : { title }),
    ...(fileId === undefined ? {} : { recordId: fileId }),
    ...(documentIndex === undefined ? {} : { identity: `document:${documentIndex}` }),
    locations,
  };
}

function searchResultSource(
  citation: Record<string, unknown>,
  label: string,
  diagnostics: CitationDiagnostic[],
): CitationSourceFields {
  const index = readIndex(citation['search_result_index']);
  const url = firstString(citation['source']);
  const title = firstString(citation['title']);
  const start = readRaw(citation['start_block_index']);
  const end = readRaw(citation['end_block_index']);
  const locations: SourceLocation[] = [];
  if (index !== undefined && start !== undefined && end !== undefined) {
    locations.push({ kind: 'search_result', searchResultIndex: index, start, end });
  } else {
    diagnostics.push({
      code: 'schema-violation',
      message: `${label}: search result index or block range missing; no location`,
    });
  }
  return {
    kind: toSafeHref(url) ? 'web' : 'document',
    ...(url === undefined ? {} : { url }),
    ...(title === undefined ? {} : { title }),
    ...(index === undefined ? {} : { identity: `search_result:${index}` }),
    locations,
  };
}

/** A source-side index: a non-negative integer. */
function readIndex(value: unknown): number | undefined {
  return isIndex(value) ? value : undefined;
}

/** A raw location value, kept as given when it is a finite number. */
function readRaw(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
