import type { Citation, CitationSpan, CitedText } from 'ngx-ag-ui/core';

const DEFINITION = /^ {0,3}\[\^([^\]\s]+)\]:[ \t]*<?([^\s>]+)>?(?:[ \t]+"([^"\n]*)")?[ \t]*$/gm;
// `[` is left out of the label so each `[^` is tried once (linear on `[^x[^x…`).
const REFERENCE = /\[\^([^\]\s[]+)\](?!:)/g;
const cache = new WeakMap<CitedText, CitedText>();

/**
 * The cited text with its Markdown footnotes as citations: each definition
 * `[^label]: <url> "title"` that is referenced becomes a citation numbered after the given ones,
 * with a marker at the end of each `[^label]` reference. `<agui-markdown>` does this itself; give
 * the result to `<agui-sources>` so the definitions are listed there (and not as a second list).
 * Returns `cited` itself when the text has no such footnotes.
 *
 * @example
 * const withFootnotes = computed(() => toMarkdownCitedText(cited()));
 * // <agui-markdown [cited]="cited()" /> <agui-sources [cited]="withFootnotes()" />
 * @param cited The message's cited text.
 * @returns The cited text with the footnote citations appended.
 */
export function toMarkdownCitedText(cited: CitedText): CitedText {
  const cachedValue = cache.get(cited);
  if (cachedValue) return cachedValue;
  const result = build(cited);
  cache.set(cited, result);
  return result;
}

function build(cited: CitedText): CitedText {
  const text = cited.text;
  if (!text.includes('[^')) return cited;
  const definitions = new Map<string, { url: string; title?: string }>();
  for (const match of text.matchAll(DEFINITION)) {
    const label = match[1].toLowerCase();
    if (!definitions.has(label)) definitions.set(label, { url: match[2], title: match[3] });
  }
  if (definitions.size === 0) return cited;
  const spans = new Map<string, CitationSpan[]>();
  for (const match of text.matchAll(REFERENCE)) {
    const label = match[1].toLowerCase();
    if (!definitions.has(label)) continue;
    const list = spans.get(label) ?? [];
    list.push({ markerOffset: match.index + match[0].length, status: 'final' });
    spans.set(label, list);
  }
  if (spans.size === 0) return cited;
  const citations: Citation[] = [...cited.citations];
  for (const [label, occurrences] of spans) {
    const { url, title } = definitions.get(label)!;
    const href = toHttpHref(url);
    const domain = href ? new URL(href).hostname.replace(/^www\./, '') : null;
    citations.push({
      id: `footnote:${label}`,
      index: citations.length + 1,
      kind: href ? 'web' : 'unknown',
      url,
      href,
      domain,
      ...(title ? { title } : {}),
      label,
      displayTitle: title || domain || url,
      spans: occurrences,
      provider: 'markdown',
      providerType: 'footnote',
    });
  }
  return { ...cited, citations };
}

function toHttpHref(url: string): string | null {
  try {
    // URL throws on anything that is not absolute; such a footnote keeps its text, no link.
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
