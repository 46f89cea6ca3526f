import type { CitationOccurrence, CitationSourceFields } from 'ngx-ag-ui/core';
import {
  buildCitedText,
  createCitationAdapter,
  createOffsetConverter,
  firstString,
  isRecord,
  readProviderOffset,
  toSafeHref,
} from 'ngx-ag-ui/core';
import type { AgentforceMessage } from './agentforce-message';

/**
 * Citations of a Salesforce Agentforce message (format `salesforce.agentforce`).
 *
 * Offset unit: **`utf16`** by default (assumed: Salesforce strings are UTF-16 and the docs say
 * only "character positions"); `options.offsetUnit` overrides it. `claimEndOffset` is exclusive.
 * Each `inlineMetadata` entry is one occurrence: the marker at `citedLocationOffset`, the claim
 * `[claimStartOffset, claimEndOffset)`. Sources are `citedReference.link.url` with `label` and
 * `recordId`, deduplicated by URL, else by `recordId`.
 *
 * @param payload The outbound message payload `{ staticContent: { text, citationContent } }`.
 * @param options `offsetUnit` (default `'utf16'`) and `streaming`.
 * @returns The display text with its numbered citations and diagnostics; never throws.
 * @example
 * const cited = fromAgentforceMessage({
 *   staticContent: {
 *     text: 'Returns are accepted within 30 days.',
 *     citationContent: { citations: [{
 *       citedReference: { citedReferenceType: 'Link', link: { url: 'https://help.example.com/returns' }, label: 'example' },
 *       citedDetails: { citedDetailsType: 'InlineMetadata',
 *         inlineMetadata: [{ citedLocationOffset: 36, claim: { claimStartOffset: 0, claimEndOffset: 36 } }] },
 *     }] },
 *   },
 * });
 * cited.citations[0].spans[0]; // { markerOffset: 36, claimStart: 0, claimEnd: 36, status: 'final' }
 */
export const fromAgentforceMessage = createCitationAdapter<AgentforceMessage | null | undefined>(
  'utf16',
  function fromAgentforceMessage(payload, { offsetUnit, streaming, diagnostics }) {
    const content =
      isRecord(payload) && isRecord(payload['staticContent']) ? payload['staticContent'] : {};
    const text = typeof content['text'] === 'string' ? content['text'] : '';
    if (typeof content['text'] !== 'string') {
      diagnostics.push({
        code: 'schema-violation',
        message: 'staticContent.text is not a string; using an empty text',
      });
    }
    const citationContent = content['citationContent'];
    const citations = isRecord(citationContent) ? citationContent['citations'] : undefined;
    if (citations !== undefined && !Array.isArray(citations)) {
      diagnostics.push({
        code: 'schema-violation',
        message: 'citationContent.citations is not an array; no citations',
      });
    }

    const convert = createOffsetConverter(text, offsetUnit);
    const occurrences: CitationOccurrence[] = [];
    (Array.isArray(citations) ? citations : []).forEach((citation: unknown, position) => {
      if (!isRecord(citation)) {
        diagnostics.push({
          code: 'dropped-entry',
          message: `citation ${position}: not an object; dropped`,
        });
        return;
      }
      const source = toSource(citation['citedReference']);
      const details = citation['citedDetails'];
      const metadata =
        isRecord(details) && Array.isArray(details['inlineMetadata'])
          ? details['inlineMetadata']
          : [];
      const placed = metadata.filter(isRecord);
      for (const entry of placed) {
        const claim = isRecord(entry['claim']) ? entry['claim'] : {};
        occurrences.push({
          source,
          marker: readProviderOffset(entry['citedLocationOffset'], convert),
          claimStart: readProviderOffset(claim['claimStartOffset'], convert),
          claimEnd: readProviderOffset(claim['claimEndOffset'], convert),
        });
      }
      if (placed.length === 0) occurrences.push({ source, sourceOnly: true });
    });
    return buildCitedText(text, occurrences, { provider: 'agentforce', streaming });
  },
);

function toSource(reference: unknown): CitationSourceFields {
  const ref = isRecord(reference) ? reference : {};
  const link = isRecord(ref['link']) ? ref['link'] : {};
  const url = firstString(
    link['url'],
    typeof ref['link'] === 'string' ? ref['link'] : undefined,
    ref['url'],
  );
  const recordId = firstString(ref['recordId'], link['recordId']);
  const label = firstString(ref['label'], link['label']);
  const providerType = firstString(ref['citedReferenceType']);
  return {
    ...(url === undefined ? {} : { url }),
    ...(label === undefined ? {} : { label }),
    ...(recordId === undefined ? {} : { recordId, identity: recordId }),
    ...(providerType === undefined ? {} : { providerType }),
    // A record with no web link is a Salesforce record, not a web page.
    ...(toSafeHref(url) === null && recordId !== undefined ? { kind: 'record' as const } : {}),
  };
}
