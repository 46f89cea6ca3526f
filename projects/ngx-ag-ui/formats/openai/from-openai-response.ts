import { buildCitedText, createCitationAdapter, isRecord } from 'ngx-ag-ui/core';
import type { OpenAIResponse } from './openai-response';
import { readOpenAIAnnotations, type OpenAITextPart } from './read-openai-annotations';
import { noText } from '../no-text';

/**
 * Citations of an OpenAI Responses API `Response` (format `openai.responses`).
 *
 * - **Text:** the `text` of every `output_text` part of every `message` output item, concatenated
 *   exactly, in order (reasoning, tool calls and refusals are skipped). Model-written inline links
 *   such as `([example.com](https://example.com/?utm_source=openai))` stay verbatim.
 * - **Unit:** code points by default (assumed; OpenAI does not document it), counted from the start
 *   of each annotation's own `output_text` part; `options.offsetUnit` overrides it.
 * - **Claim/marker rule:** `url_citation` and `container_file_citation` claim
 *   `[start_index, end_index)` (end exclusive), marker at the claim end moved left past whitespace;
 *   `file_citation` is a point marker at `index` (repeats of one file at one point collapse);
 *   `file_path` is not a citation and is ignored.
 * - **Dedup:** by URL (query strings such as `utm_source` are kept and significant), else `file_id`.
 *
 * @param payload One `Response`, or the output of `openAIResponseFromEvents`.
 * @param options `offsetUnit` (default `'codepoint'`) and `streaming`.
 * @returns The display text with its numbered citations and diagnostics; never throws.
 * @example
 * fromOpenAIResponse(response).citations[0].spans[0].markerOffset; // end of the cited sentence
 */
export const fromOpenAIResponse = createCitationAdapter<OpenAIResponse | null | undefined>(
  'codepoint',
  function fromOpenAIResponse(payload, { offsetUnit, streaming, diagnostics }) {
    const output: unknown = isRecord(payload) ? payload['output'] : undefined;
    if (!Array.isArray(output)) {
      return noText('response.output is not an array; no text', 'openai', {
        streaming,
        diagnostics,
      });
    }

    const parts: Omit<OpenAITextPart, 'last'>[] = [];
    let text = '';
    output.forEach((item: unknown, itemIndex) => {
      if (!isRecord(item) || item['type'] !== 'message') return;
      const content = item['content'];
      if (!Array.isArray(content)) {
        diagnostics.push({
          code: 'schema-violation',
          message: `output[${itemIndex}].content is not an array; skipped`,
        });
        return;
      }
      content.forEach((part: unknown, partIndex) => {
        if (!isRecord(part) || part['type'] !== 'output_text') return;
        const label = `output[${itemIndex}].content[${partIndex}]`;
        if (typeof part['text'] !== 'string') {
          diagnostics.push({
            code: 'schema-violation',
            message: `${label}.text is not a string; part skipped`,
          });
          return;
        }
        parts.push({
          text: part['text'],
          base: text.length,
          label,
          annotations: part['annotations'],
        });
        text += part['text'];
      });
    });

    const occurrences = parts.flatMap((part, i) =>
      readOpenAIAnnotations({ ...part, last: i === parts.length - 1 }, offsetUnit, diagnostics),
    );
    return buildCitedText(text, occurrences, { provider: 'openai', streaming });
  },
);
