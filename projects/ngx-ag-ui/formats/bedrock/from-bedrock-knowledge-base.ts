import type { CitationDiagnosticCode, CitationOccurrence, ConvertedOffset } from 'ngx-ag-ui/core';
import {
  buildCitedText,
  createCitationAdapter,
  createOffsetConverter,
  isRecord,
} from 'ngx-ag-ui/core';
import type { BedrockKnowledgeBaseResponse } from './bedrock-knowledge-base-response';
import { toBedrockKnowledgeBaseSource } from './to-bedrock-knowledge-base-source';

type Report = (code: CitationDiagnosticCode, message: string) => void;
type Fields = Readonly<Record<string, unknown>>;

/**
 * Citations of a Bedrock Knowledge Bases `RetrieveAndGenerate` response (format `aws.bedrock-kb`).
 *
 * The response is `{ output: { text }, citations }`.
 *
 * - Display text: `output.text`.
 * - Offset unit: **code points** by default (assumed; AWS does not document it).
 *   `options.offsetUnit` overrides the unit.
 * - Claim and marker: `textResponsePart.span` with an **inclusive** `end` (observed in live
 *   responses), so the claim is `[start, end + 1)`; it is re-anchored on
 *   `textResponsePart.text` when the slice differs. The marker sits at the claim end (trailing
 *   whitespace skipped).
 * - Sources: every `retrievedReferences[]` entry of a citation is a source for its span; the URL
 *   is the first of the S3, web, Confluence, Salesforce, SharePoint and Kendra locations,
 *   `customDocumentLocation.id` is the record id, `content.text` the snippet. `s3://` URIs get
 *   no `href`. Deduplicated by URL, else by record id (or chunk id).
 *
 * @param payload One `RetrieveAndGenerate` response (SDK object or JSON).
 * @param options `offsetUnit` (default `'codepoint'`) and `streaming`.
 * @returns The display text with its numbered citations and diagnostics; never throws.
 * @example
 * const cited = fromBedrockKnowledgeBase(await agentRuntime.send(new RetrieveAndGenerateCommand(input)));
 */
export const fromBedrockKnowledgeBase = createCitationAdapter<
  BedrockKnowledgeBaseResponse | null | undefined
>('codepoint', function fromBedrockKnowledgeBase(payload, { offsetUnit, streaming, diagnostics }) {
  const report: Report = (code, message) => diagnostics.push({ code, message });

  const output = isRecord(payload) ? payload['output'] : undefined;
  const text = isRecord(output) && typeof output['text'] === 'string' ? output['text'] : '';
  if (!isRecord(payload) || !isRecord(output) || typeof output['text'] !== 'string') {
    report('schema-violation', 'output.text is not a string; no text');
  }
  const citations =
    isRecord(payload) && Array.isArray(payload['citations']) ? payload['citations'] : [];

  const convert = createOffsetConverter(text, offsetUnit);
  const occurrences: CitationOccurrence[] = [];
  citations.forEach((citation: unknown, position) => {
    const label = `citations[${position}]`;
    if (!isRecord(citation)) {
      report('dropped-entry', `${label}: not an object; dropped`);
      return;
    }
    const references = Array.isArray(citation['retrievedReferences'])
      ? citation['retrievedReferences']
      : [];
    // A part with no references is simply uncited; RetrieveAndGenerate sends those routinely.
    if (references.length === 0) return;
    const claim = readClaim(citation, label, convert, report);
    references.forEach((reference: unknown, j) => {
      if (!isRecord(reference)) {
        report('dropped-entry', `${label}: retrievedReferences[${j}] is not an object; skipped`);
        return;
      }
      occurrences.push({ source: toBedrockKnowledgeBaseSource(reference), ...claim });
    });
  });

  return buildCitedText(text, occurrences, { provider: 'bedrock', streaming });
});

function readClaim(
  citation: Fields,
  label: string,
  convert: (offset: number) => ConvertedOffset,
  report: Report,
): Pick<CitationOccurrence, 'claimStart' | 'claimEnd' | 'anchorText' | 'sourceOnly'> {
  const generated = citation['generatedResponsePart'];
  const part = isRecord(generated) ? generated['textResponsePart'] : undefined;
  const span = isRecord(part) ? part['span'] : undefined;
  if (!isRecord(part) || !isRecord(span)) {
    report(
      'invalid-claim',
      `${label}: no textResponsePart.span; its sources stay listed without a marker`,
    );
    return { sourceOnly: true };
  }
  const start = span['start'];
  const end = span['end'];
  const anchor = part['text'];
  return {
    claimStart: typeof start === 'number' ? convert(start) : 'invalid',
    // The span end is inclusive: the claim ends one character after it.
    claimEnd: typeof end === 'number' ? convert(end + 1) : 'invalid',
    ...(typeof anchor === 'string' && anchor !== '' ? { anchorText: anchor } : {}),
  };
}
