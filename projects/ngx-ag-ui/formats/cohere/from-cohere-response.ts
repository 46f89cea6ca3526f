import type {
  CitationDiagnosticCode,
  CitationOccurrence,
  CitationSourceFields,
  PartOffsetConverter,
  TextPart,
} from 'ngx-ag-ui/core';
import {
  buildCitedText,
  createCitationAdapter,
  createPartOffsetConverter,
  firstString,
  isIndex,
  isRecord,
} from 'ngx-ag-ui/core';
import type { CohereChatResponse } from './cohere-chat-response';
import { toCohereSource } from './to-cohere-source';

type Report = (code: CitationDiagnosticCode, message: string) => void;
type Fields = Readonly<Record<string, unknown>>;

/** The display text, its text items by `content` index, and how to find a citation's sources. */
interface Answer {
  readonly text: string;
  readonly blocks: readonly (TextPart | undefined)[];
  readonly citations: readonly unknown[];
  readonly sourcesOf: (citation: Fields, label: string, report: Report) => CitationSourceFields[];
}

/**
 * Citations of a Cohere chat response, v1 or v2 (format `cohere.chat`).
 *
 * A payload with a `message` key is read as v2, any other as v1; snake_case JSON and the camelCase
 * SDK both work.
 *
 * - Display text: v2 the `text` items of `message.content` (thinking items skipped), v1 `text`.
 * - Offset unit: **code points** by default (assumed; Cohere does not document it), end
 *   exclusive, relative to `message.content[content_index]` when given, else to the answer.
 *   `options.offsetUnit` overrides the unit.
 * - Claim and marker: `[start, end)` is the claim, re-anchored on `citation.text` when the slice
 *   differs; the marker sits at the claim end (trailing whitespace skipped). Only `TEXT_CONTENT`
 *   (or untyped) citations count: `PLAN` and `THINKING_CONTENT` cite text nobody sees.
 * - Sources: v2 `sources[]` (document or tool output), v1 `document_ids` resolved in
 *   `documents[]`; title, url, snippet (else text), record id = source id, other fields in
 *   `extra`. Deduplicated by URL, else by source id. Only cited documents are listed; a v1 id
 *   missing from `documents[]`, or a v2 source without its document or tool output, is dropped
 *   with a diagnostic (it names no source).
 *
 * @param payload One v2 or v1 chat response.
 * @param options `offsetUnit` (default `'codepoint'`) and `streaming`.
 * @returns The display text with its numbered citations and diagnostics; never throws.
 * @example
 * const cited = fromCohereResponse(await cohere.chat({ model, messages, documents }));
 */
export const fromCohereResponse = createCitationAdapter<CohereChatResponse | null | undefined>(
  'codepoint',
  function fromCohereResponse(payload, { offsetUnit, streaming, diagnostics }) {
    const report: Report = (code, message) => diagnostics.push({ code, message });
    const toDisplayOffset = createPartOffsetConverter(offsetUnit, 'content item', diagnostics);

    let answer: Answer = { text: '', blocks: [], citations: [], sourcesOf: () => [] };
    if (!isRecord(payload)) {
      report(
        'schema-violation',
        'payload is not a Cohere chat response object; no text, no citations',
      );
    } else if ('message' in payload) {
      answer = readV2(payload['message'], report);
    } else {
      if (typeof payload['text'] !== 'string') {
        report('schema-violation', 'neither message (v2) nor text (v1) is present; no text');
      }
      answer = readV1(payload);
    }

    const whole: TextPart = { text: answer.text, base: 0, last: true };
    const occurrences: CitationOccurrence[] = [];
    answer.citations.forEach((citation, position) => {
      const label = `citations[${position}]`;
      if (!isRecord(citation)) {
        report('dropped-entry', `${label}: not an object; dropped`);
        return;
      }
      const type = citation['type'];
      if (typeof type === 'string' && type !== 'TEXT_CONTENT') return;
      const sources = answer.sourcesOf(citation, label, report);
      if (sources.length === 0) {
        report('dropped-entry', `${label}: cites no source; dropped`);
        return;
      }
      const claim = readClaim(citation, label, answer.blocks, whole, toDisplayOffset, report);
      for (const source of sources) occurrences.push({ source, ...claim });
    });

    return buildCitedText(answer.text, occurrences, { provider: 'cohere', streaming });
  },
);

function readV2(message: unknown, report: Report): Answer {
  if (!isRecord(message)) {
    report('schema-violation', 'message is not an object; no text, no citations');
    return { text: '', blocks: [], citations: [], sourcesOf: () => [] };
  }
  const content = message['content'];
  const items =
    typeof content === 'string'
      ? [{ type: 'text', text: content }]
      : Array.isArray(content)
        ? content
        : [];
  const shown = items.map((item: unknown) =>
    isRecord(item) &&
    (item['type'] === undefined || item['type'] === 'text') &&
    typeof item['text'] === 'string'
      ? item['text']
      : undefined,
  );
  const { text, blocks } = toBlocks(shown);
  return {
    text,
    blocks,
    citations: Array.isArray(message['citations']) ? message['citations'] : [],
    sourcesOf: (citation, label, report) => {
      const sources = Array.isArray(citation['sources']) ? citation['sources'] : [];
      return sources.flatMap((source: unknown, j) => {
        if (!isRecord(source)) {
          report('dropped-entry', `${label}: sources[${j}] is not an object; skipped`);
          return [];
        }
        const output = source['tool_output'] ?? source['toolOutput'];
        const isTool =
          source['type'] === 'tool' || (source['type'] === undefined && isRecord(output));
        const fields = isTool ? output : source['document'];
        if (!isRecord(fields)) {
          report(
            'dropped-entry',
            `${label}: sources[${j}] has no ${isTool ? 'tool output' : 'document'}; skipped`,
          );
          return [];
        }
        return [toCohereSource(firstString(source['id']), fields, isTool ? 'tool' : 'document')];
      });
    },
  };
}

function readV1(payload: Fields): Answer {
  const text = typeof payload['text'] === 'string' ? payload['text'] : '';
  const documents = Array.isArray(payload['documents'])
    ? payload['documents'].filter(isRecord)
    : [];
  const byId = new Map<string, Fields>();
  for (const document of documents) {
    const id = firstString(document['id']);
    if (id !== undefined && !byId.has(id)) byId.set(id, document);
  }
  return {
    text,
    blocks: [],
    citations: Array.isArray(payload['citations']) ? payload['citations'] : [],
    sourcesOf: (citation, label, report) => {
      const raw = citation['document_ids'] ?? citation['documentIds'];
      const ids = Array.isArray(raw) ? raw : [];
      return ids.flatMap((id: unknown, j) => {
        const key = firstString(id);
        if (key === undefined) {
          report('dropped-entry', `${label}: document_ids[${j}] is not a document id; skipped`);
          return [];
        }
        const document = byId.get(key);
        if (!document) {
          report('unknown-source', `${label}: document "${key}" is not in documents; dropped`);
          return [];
        }
        return [toCohereSource(key, document, 'document')];
      });
    },
  };
}

function toBlocks(shown: readonly (string | undefined)[]): Pick<Answer, 'text' | 'blocks'> {
  let lastShown = shown.length - 1;
  while (lastShown >= 0 && shown[lastShown] === undefined) lastShown--;
  let text = '';
  const blocks = shown.map((value, i) => {
    if (value === undefined) return undefined;
    const block: TextPart = { text: value, base: text.length, last: i === lastShown };
    text += value;
    return block;
  });
  return { text, blocks };
}

function readClaim(
  citation: Fields,
  label: string,
  blocks: readonly (TextPart | undefined)[],
  whole: TextPart,
  toDisplayOffset: PartOffsetConverter,
  report: Report,
): Pick<CitationOccurrence, 'claimStart' | 'claimEnd' | 'anchorText' | 'sourceOnly'> {
  const contentIndex = citation['content_index'] ?? citation['contentIndex'];
  let block = whole;
  if (contentIndex !== undefined && contentIndex !== null) {
    const indexed = isIndex(contentIndex) ? blocks[contentIndex] : undefined;
    if (!indexed) {
      report(
        'invalid-claim',
        `${label}: content_index ${String(contentIndex)} is not a displayed text item; no marker`,
      );
      return { sourceOnly: true };
    }
    block = indexed;
  }
  const anchor = citation['text'];
  return {
    claimStart: toDisplayOffset(block, citation['start'], label),
    claimEnd: toDisplayOffset(block, citation['end'], label),
    ...(typeof anchor === 'string' && anchor !== '' ? { anchorText: anchor } : {}),
  };
}
