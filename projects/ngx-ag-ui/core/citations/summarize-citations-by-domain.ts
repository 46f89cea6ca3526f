import type { Citation, CitationDomainCount } from 'ngx-ag-ui/core/runtime';
import { toDomainName } from './to-domain-name';

/**
 * How many sources of a message come from each domain ("3 from wikipedia.org"), largest first;
 * ties keep the order of first appearance in `citations` (sorted by display number, so the
 * domain cited first comes first). Each distinct source counts once, however often it is cited.
 * A source without a domain (no http(s) URL) is grouped under its `displayTitle`. Domains are
 * compared as `toDomainName` writes them, so `www.nasa.gov` and `nasa.gov` are one site.
 *
 * @example
 * summarizeCitationsByDomain(cited.citations); // [{ domain: 'wikipedia.org', count: 3 }, { domain: 'nasa.gov', count: 2 }]
 *
 * @param citations The citations of one message.
 * @returns One entry per domain, largest first.
 */
export function summarizeCitationsByDomain(citations: readonly Citation[]): CitationDomainCount[] {
  const counts = new Map<string, number>();
  for (const citation of Array.isArray(citations) ? citations : []) {
    const name = groupName(citation);
    if (name !== null) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  // Array.prototype.sort is stable, so equal counts keep their first-appearance order.
  return [...counts]
    .map(([domain, count]) => ({ domain, count }))
    .sort((a, b) => b.count - a.count);
}

function groupName(citation: Citation | null | undefined): string | null {
  if (typeof citation !== 'object' || citation === null) return null;
  for (const value of [citation.domain, citation.displayTitle]) {
    if (typeof value === 'string' && value.trim() !== '')
      return toDomainName(value) ?? value.trim();
  }
  return null;
}
