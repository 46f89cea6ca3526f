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
  isIndex,
  isRecord,
} from 'ngx-ag-ui/core';
import type { GeminiResponse } from './gemini-response';
import { toGeminiSource } from './to-gemini-source';

type Report = (code: CitationDiagnosticCode, message: string) => void;

type Claim = Pick<CitationOccurrence, 'claimStart' | 'claimEnd' | 'anchorText'>;

/**
 * Citations of a Gemini `GenerateContentResponse` with grounding (format `google.gemini`).
 *
 * Grounding from Google Search, Vertex AI Search, RAG and Maps.
 *
 * - Display text: the `text` of every part of `candidates[0].content.parts`, concatenated;
 *   thought parts (`thought: true`) are skipped.
 * - Offset unit: **UTF-8 bytes** by default (documented by Google), relative to the part
 *   `segment.partIndex`; `endIndex` is exclusive; omitted `partIndex` / `startIndex` /
 *   `endIndex` mean 0. `options.offsetUnit` overrides the unit.
 * - Claim and marker: each `groundingSupports[]` entry claims its segment for every chunk in
 *   `groundingChunkIndices`; the marker sits at the claim end (trailing whitespace skipped).
 *   The position comes first: `segment.text` only verifies it and re-anchors a claim whose slice
 *   differs, so a tiny segment such as `**` never matches elsewhere by text alone.
 * - Sources: `groundingChunks[]` (`web`, `retrievedContext`, `maps`), deduplicated by URL; every
 *   chunk is listed, supported or not. `confidenceScores` become span confidence. Redirect URIs
 *   take their domain from `web.domain` or a hostname-like title.
 *
 * @param payload One `GenerateContentResponse` (SDK object or JSON).
 * @param options `offsetUnit` (default `'utf8'`) and `streaming`.
 * @returns The display text with its numbered citations and diagnostics; never throws.
 * @example
 * const cited = fromGeminiResponse(response);           // markers at each segment end
 * fromGeminiResponse(response, { offsetUnit: 'utf16' }); // a gateway that already converted
 */
export const fromGeminiResponse = createCitationAdapter<GeminiResponse | null | undefined>(
  'utf8',
  function fromGeminiResponse(payload, { offsetUnit, streaming, diagnostics }) {
    const report: Report = (code, message) => diagnostics.push({ code, message });
    const toDisplayOffset = createPartOffsetConverter(offsetUnit, 'part', diagnostics);

    const candidate = readCandidate(payload, report);
    const parts = readParts(candidate);
    const text = parts.reduce((all, part) => (part ? all + part.text : all), '');

    const metadata = candidate?.['groundingMetadata'];
    const grounding = isRecord(metadata) ? metadata : {};
    const chunks = Array.isArray(grounding['groundingChunks']) ? grounding['groundingChunks'] : [];
    const sources = chunks.map((chunk, i) => toGeminiSource(chunk, i));
    const supports = Array.isArray(grounding['groundingSupports'])
      ? grounding['groundingSupports']
      : [];

    const occurrences: CitationOccurrence[] = [];
    supports.forEach((support, position) => {
      occurrences.push(
        ...readSupport(
          support,
          `groundingSupports[${position}]`,
          parts,
          sources,
          toDisplayOffset,
          report,
        ),
      );
    });
    // Every chunk is a source of the answer, even one no support points at.
    for (const source of sources) occurrences.push({ source, sourceOnly: true });

    return buildCitedText(text, occurrences, { provider: 'gemini', streaming });
  },
);

function readCandidate(payload: unknown, report: Report): Record<string, unknown> | null {
  if (!isRecord(payload)) {
    report(
      'schema-violation',
      'payload is not a GenerateContentResponse object; no text, no citations',
    );
    return null;
  }
  const candidates = payload['candidates'];
  const first: unknown = Array.isArray(candidates) ? candidates[0] : undefined;
  if (!isRecord(first)) {
    report('schema-violation', 'candidates[0] is missing or not an object; no text, no citations');
    return null;
  }
  return first;
}

/** Displayed parts by their index in `content.parts` (holes for thoughts and non-text parts). */
function readParts(candidate: Record<string, unknown> | null): (TextPart | undefined)[] {
  const content = candidate?.['content'];
  const raw = isRecord(content) && Array.isArray(content['parts']) ? content['parts'] : [];
  const shown = raw.map((part) =>
    isRecord(part) && part['thought'] !== true && typeof part['text'] === 'string'
      ? part['text']
      : undefined,
  );
  let lastShown = shown.length - 1;
  while (lastShown >= 0 && shown[lastShown] === undefined) lastShown--;
  let base = 0;
  return shown.map((value, i) => {
    if (value === undefined) return undefined;
    const part: TextPart = { text: value, base, last: i === lastShown };
    base += value.length;
    return part;
  });
}

function readSupport(
  support: unknown,
  label: string,
  parts: readonly (TextPart | undefined)[],
  sources: readonly CitationSourceFields[],
  toDisplayOffset: PartOffsetConverter,
  report: Report,
): CitationOccurrence[] {
  if (!isRecord(support)) {
    report('dropped-entry', `${label}: not an object; dropped`);
    return [];
  }
  const indices = Array.isArray(support['groundingChunkIndices'])
    ? support['groundingChunkIndices']
    : [];
  const scores = Array.isArray(support['confidenceScores']) ? support['confidenceScores'] : [];
  if (indices.length === 0) {
    report('dropped-entry', `${label}: groundingChunkIndices is empty; nothing to cite`);
    return [];
  }
  const claim = readSegment(support['segment'], label, parts, toDisplayOffset, report);
  const occurrences: CitationOccurrence[] = [];
  indices.forEach((chunkIndex: unknown, j) => {
    if (!isIndex(chunkIndex) || chunkIndex >= sources.length) {
      report(
        'dropped-entry',
        `${label}: groundingChunkIndices[${j}] names no grounding chunk; skipped`,
      );
      return;
    }
    const score: unknown = scores[j];
    occurrences.push({
      source: sources[chunkIndex],
      ...(claim ?? { sourceOnly: true }),
      ...(typeof score === 'number' && score >= 0 && score <= 1 ? { confidence: score } : {}),
    });
  });
  return occurrences;
}

function readSegment(
  segment: unknown,
  label: string,
  parts: readonly (TextPart | undefined)[],
  toDisplayOffset: PartOffsetConverter,
  report: Report,
): Claim | null {
  if (!isRecord(segment)) {
    report('invalid-claim', `${label}: no segment; its sources stay listed without a marker`);
    return null;
  }
  const partIndex = orZero(segment['partIndex']);
  const part = isIndex(partIndex) ? parts[partIndex] : undefined;
  if (!part) {
    report(
      'invalid-claim',
      `${label}: segment.partIndex ${String(partIndex)} is not a displayed text part; no marker`,
    );
    return null;
  }
  const anchor = segment['text'];
  return {
    claimStart: toDisplayOffset(part, orZero(segment['startIndex']), label),
    claimEnd: toDisplayOffset(part, orZero(segment['endIndex']), label),
    ...(typeof anchor === 'string' && anchor !== '' ? { anchorText: anchor } : {}),
  };
}

/** Protobuf JSON omits zero values: a missing number means 0. */
function orZero(value: unknown): unknown {
  return value === undefined || value === null ? 0 : value;
}
