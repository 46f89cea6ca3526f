import type { CitationDiagnosticCode, CitationOccurrence } from 'ngx-ag-ui/core';
import { buildCitedText, createCitationAdapter, isRecord } from 'ngx-ag-ui/core';
import type { BedrockConverseResponse } from './bedrock-converse-response';
import { toBedrockConverseSource } from './to-bedrock-converse-source';

type Report = (code: CitationDiagnosticCode, message: string) => void;

/**
 * Citations of a Bedrock Runtime `ConverseResponse` (format `aws.bedrock-converse`).
 *
 * Document and search-result citations.
 *
 * - Display text: every `{ text }` block and the `content[].text` of every `citationsContent`
 *   block, concatenated in order; reasoning and tool blocks are skipped.
 * - Offset unit: none. The response carries no text offsets, so `options.offsetUnit` has no
 *   effect; `documentChar` / `documentPage` / `documentChunk` / `searchResultLocation` ranges
 *   point into the **source** and are kept raw as `locations`.
 * - Claim and marker: each citation claims the whole text of its `citationsContent` block; the
 *   marker sits at the block end (trailing whitespace skipped).
 * - Sources: `title`, the `web` location URL (else the search result `source`), the cited
 *   passages as snippet; deduplicated by URL, else by document (or search result) index.
 *
 * @param payload One `ConverseResponse` (SDK object or JSON).
 * @param options `streaming`; `offsetUnit` is accepted and unused (no offsets to convert).
 * @returns The display text with its numbered citations and diagnostics; never throws.
 * @example
 * const cited = fromBedrockConverse(await client.send(new ConverseCommand(input)));
 */
export const fromBedrockConverse = createCitationAdapter<
  BedrockConverseResponse | null | undefined
>('utf16', function fromBedrockConverse(payload, { streaming, diagnostics }) {
  const report: Report = (code, message) => diagnostics.push({ code, message });

  let text = '';
  const occurrences: CitationOccurrence[] = [];
  readContent(payload, report).forEach((block, position) => {
    if (!isRecord(block)) {
      report('dropped-entry', `content[${position}]: not an object; skipped`);
      return;
    }
    if (typeof block['text'] === 'string') {
      text += block['text'];
      return;
    }
    const cited = block['citationsContent'];
    if (!isRecord(cited)) return;
    const start = text.length;
    const generated = Array.isArray(cited['content']) ? cited['content'] : [];
    for (const part of generated) {
      if (isRecord(part) && typeof part['text'] === 'string') text += part['text'];
    }
    const citations = Array.isArray(cited['citations']) ? cited['citations'] : [];
    citations.forEach((citation: unknown, j) => {
      if (!isRecord(citation)) {
        report(
          'dropped-entry',
          `content[${position}].citationsContent.citations[${j}]: not an object; dropped`,
        );
        return;
      }
      occurrences.push({
        source: toBedrockConverseSource(citation),
        claimStart: start,
        claimEnd: text.length,
      });
    });
  });

  return buildCitedText(text, occurrences, { provider: 'bedrock', streaming });
});

function readContent(payload: unknown, report: Report): readonly unknown[] {
  const output = isRecord(payload) ? payload['output'] : undefined;
  const message = isRecord(output) ? output['message'] : undefined;
  const content = isRecord(message) ? message['content'] : undefined;
  if (!Array.isArray(content)) {
    report('schema-violation', 'output.message.content is not an array; no text, no citations');
    return [];
  }
  return content;
}
