import { buildCitedText, createCitationAdapter, isRecord } from 'ngx-ag-ui/core';
import type { OpenAIChatCompletion } from './openai-chat-completion';
import { readOpenAIAnnotations } from './read-openai-annotations';
import { noText } from '../no-text';

/**
 * Citations of an OpenAI `ChatCompletion` (format `openai.chat-completions`).
 *
 * From a search model. Only `choices[0]` is read. Gateways that reuse this shape (xAI,
 * Perplexity's `annotations`, ...) work too.
 *
 * - **Text:** `choices[0].message.content` as is (`null` gives an empty text).
 * - **Unit:** code points by default (assumed, as for the Responses API); `options.offsetUnit`
 *   overrides it.
 * - **Claim/marker rule:** each `url_citation` claims `[start_index, end_index)` (end exclusive);
 *   the marker sits at the claim end, moved left past whitespace.
 * - **Dedup:** by URL (query strings are kept and significant).
 *
 * @param payload One `ChatCompletion`.
 * @param options `offsetUnit` (default `'codepoint'`) and `streaming`.
 * @returns The display text with its numbered citations and diagnostics; never throws.
 * @example
 * fromOpenAIChatCompletion(completion).citations.map((c) => c.domain); // ['nodejs.org', ...]
 */
export const fromOpenAIChatCompletion = createCitationAdapter<
  OpenAIChatCompletion | null | undefined
>('codepoint', function fromOpenAIChatCompletion(payload, { offsetUnit, streaming, diagnostics }) {
  const choices: unknown = isRecord(payload) ? payload['choices'] : undefined;
  const choice: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const message: unknown = isRecord(choice) ? choice['message'] : undefined;
  if (!isRecord(message)) {
    return noText('choices[0].message is not an object; no text', 'openai', {
      streaming,
      diagnostics,
    });
  }
  const content = message['content'];
  let text = '';
  if (typeof content === 'string') text = content;
  else if (content !== null && content !== undefined) {
    diagnostics.push({
      code: 'schema-violation',
      message: 'choices[0].message.content is not a string; no text',
    });
  }
  const occurrences = readOpenAIAnnotations(
    {
      text,
      base: 0,
      last: true,
      label: 'choices[0].message',
      annotations: message['annotations'],
    },
    offsetUnit,
    diagnostics,
  );
  return buildCitedText(text, occurrences, { provider: 'openai', streaming });
});
