import type {
  CitationDiagnostic,
  CitationOccurrence,
  CitationSourceFields,
  TextMarkerSyntax,
} from 'ngx-ag-ui/core';
import {
  buildCitedText,
  createCitationAdapter,
  extractTextMarkers,
  firstString,
  isRecord,
} from 'ngx-ag-ui/core';
import type { PerplexityCompletion } from './perplexity-completion';

const NUMBERED: TextMarkerSyntax = { pattern: /\[([1-9]\d{0,5})\]/g, partial: /^\[\d*$/ };

/**
 * Citations of a Perplexity Sonar chat completion (format `perplexity.sonar`).
 *
 * There are no offsets: the text carries `[n]` markers, 1-based into the source list (so
 * `options.offsetUnit` is accepted and unused; positions are UTF-16 by construction).
 *
 * - The source list is `citations[]` when present and non-empty, else `search_results[].url`.
 *   Title, snippet and date come from the search result with exactly the same URL string.
 * - A `[n]` with 1 ≤ n ≤ the list length, outside inline and fenced code, is removed from the
 *   text and becomes a marker. Other bracketed numbers (`arr[0]`, `[2024]`) stay literal when
 *   final; while streaming they are hidden (pending), like a half-typed `[1` at the very end.
 * - Duplicate URLs merge into one source; numbers are by first appearance (`[3]` before `[1]`
 *   reads 1, 2), sources never cited follow in list order.
 *
 * @param payload One chat completion (or the completion accumulated from a stream so far).
 * @param options `streaming`; `offsetUnit` is accepted and unused (no offsets to convert).
 * @returns The display text (its `[n]` markers removed) with its numbered citations and
 *   diagnostics; never throws.
 * @example
 * const cited = fromPerplexityCompletion({
 *   choices: [{ message: { content: 'Rust 1.0 shipped in 2015.[2] It is fast.[1]' } }],
 *   citations: ['https://www.rust-lang.org/', 'https://blog.rust-lang.org/2015/05/15/Rust-1.0.html'],
 * });
 * cited.text;                                   // 'Rust 1.0 shipped in 2015. It is fast.'
 * cited.citations.map((c) => c.domain);         // ['blog.rust-lang.org', 'rust-lang.org']
 */
export const fromPerplexityCompletion = createCitationAdapter<
  PerplexityCompletion | null | undefined
>('utf16', function fromPerplexityCompletion(payload, { streaming, diagnostics }) {
  const given: Record<string, unknown> = isRecord(payload) ? payload : {};
  const content = readContent(given['choices']);
  if (content === undefined) {
    diagnostics.push({
      code: 'schema-violation',
      message: 'choices[0] has no text content; using an empty text',
    });
  }
  const sources = readSources(given, diagnostics);
  const extracted = extractTextMarkers(
    content ?? '',
    NUMBERED,
    (key) => (sources[Number(key) - 1] ?? null) !== null,
    streaming,
  );

  const occurrences: CitationOccurrence[] = sources
    .filter((source): source is CitationSourceFields => source !== null)
    .map((source) => ({ source, sourceOnly: true }));
  for (const marker of extracted.markers) {
    occurrences.push({
      source: sources[Number(marker.key) - 1] as CitationSourceFields,
      marker: marker.offset,
    });
  }
  if (!streaming) {
    for (const key of extracted.unresolved) {
      diagnostics.push({
        code: 'unknown-marker',
        message: `[${key}] does not name one of the ${sources.length} sources; kept as text`,
      });
    }
  }
  return buildCitedText(extracted.text, occurrences, { provider: 'perplexity', streaming });
});

function readContent(choices: unknown): string | undefined {
  const choice = Array.isArray(choices) && isRecord(choices[0]) ? choices[0] : {};
  for (const holder of [choice['message'], choice['delta']]) {
    const content = isRecord(holder) ? holder['content'] : undefined;
    if (typeof content === 'string') return content;
    if (Array.isArray(content)) {
      return content
        .map((part: unknown) =>
          isRecord(part) && typeof part['text'] === 'string' ? part['text'] : '',
        )
        .join('');
    }
  }
  return undefined;
}

/** One slot per list position (`null` when unusable), so that `[n]` keeps pointing at slot n. */
function readSources(
  completion: Record<string, unknown>,
  diagnostics: CitationDiagnostic[],
): (CitationSourceFields | null)[] {
  const results = Array.isArray(completion['search_results'])
    ? completion['search_results'].filter(isRecord)
    : [];
  const byUrl = new Map<string, Record<string, unknown>>();
  for (const result of results) {
    const url = result['url'];
    if (typeof url === 'string' && !byUrl.has(url)) byUrl.set(url, result);
  }
  const citations = completion['citations'];
  if (Array.isArray(citations) && citations.length > 0) {
    return citations.map((url: unknown, position) => {
      if (typeof url === 'string' && url.trim() !== '')
        return toSource(url, byUrl.get(url), position);
      diagnostics.push({
        code: 'dropped-entry',
        message: `citations[${position}] is not a URL string; [${position + 1}] stays text`,
      });
      return null;
    });
  }
  return results.map((result, position) => {
    const url = firstString(result['url']);
    if (url !== undefined || firstString(result['title']) !== undefined)
      return toSource(url, result, position);
    diagnostics.push({
      code: 'dropped-entry',
      message: `search_results[${position}] has no url and no title; [${position + 1}] stays text`,
    });
    return null;
  });
}

function toSource(
  url: string | undefined,
  result: Record<string, unknown> | undefined,
  position: number,
): CitationSourceFields {
  const title = firstString(result?.['title']);
  const snippet = firstString(result?.['snippet']);
  const publishedAt = firstString(result?.['date']);
  const lastUpdated = firstString(result?.['last_updated']);
  return {
    ...(url === undefined ? { identity: `perplexity-${position + 1}` } : { url }),
    ...(title === undefined ? {} : { title }),
    ...(snippet === undefined ? {} : { snippet }),
    ...(publishedAt === undefined ? {} : { publishedAt }),
    ...(result?.['source'] === 'attachment' ? { kind: 'document' as const } : {}),
    ...(lastUpdated === undefined ? {} : { extra: { lastUpdated } }),
  };
}
