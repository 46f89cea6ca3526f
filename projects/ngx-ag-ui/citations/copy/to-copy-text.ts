import { type CitedText, renderCitationMarkers } from 'ngx-ag-ui/core';

import { toLinkSafeCitation } from '../link/to-link-safe-citation';
import { type CitationLabels, DEFAULT_CITATION_LABELS } from '../options/citation-labels';

/**
 * The text to copy for a cited message: `renderCitationMarkers` output (`[n]` at every marker)
 * followed by a numbered source list, one line per source ("[1] Title – https://…"; a source
 * without a safe `href` gives its title only). Without sources, just the text.
 *
 * @example
 * toCopyText(cited); // 'Paris is the capital.[1]\n\nSources:\n[1] Paris – https://en.wikipedia.org/wiki/Paris'
 *
 * @param cited The message's text and citations.
 * @param labels The heading of the source list (`copySourcesHeading`, default `Sources:`).
 * @returns Plain text, ready for the clipboard.
 */
export function toCopyText(
  cited: CitedText,
  labels: Partial<Pick<CitationLabels, 'copySourcesHeading'>> = {},
): string {
  const body = renderCitationMarkers(cited);
  const sources = cited.citations
    .map(toLinkSafeCitation)
    .sort((a, b) => a.index - b.index)
    .map(
      (citation) =>
        `[${citation.index}] ${citation.displayTitle}${citation.href ? ` – ${citation.href}` : ''}`,
    );
  if (sources.length === 0) return body;
  const heading = labels.copySourcesHeading ?? DEFAULT_CITATION_LABELS.copySourcesHeading;
  return `${body}\n\n${heading}\n${sources.join('\n')}`;
}
