import { buildCitedText } from './build-cited-text';
import type { CitationDiagnostic, CitedText, MessageCitation } from './citation';
import type {
  CitationOccurrence,
  CitationSourceFields,
  ConvertedOffset,
} from './citation-occurrence';
import {
  extractStreamedTextMarkers,
  type StreamedMarkersMemo,
} from './extract-streamed-text-markers';
import {
  type ExtractedMarkers,
  extractTextMarkers,
  type TextMarkerSyntax,
} from './extract-text-markers';
import { isRecord } from '../guards/guards';
import { SOURCE_TEXT_FIELDS } from './merge-sources';

/** Options of `resolveCitedText`. */
export interface ResolveCitedTextOptions {
  /** Whether the message is still streaming: unknown and half-typed markers stay hidden. */
  readonly streaming?: boolean;
}

/** Pandoc footnote references `[^id]`; a line-leading `[^id]:` is a definition, not a marker. */
const FOOTNOTE: TextMarkerSyntax = {
  pattern: /\[\^([^[\]\s]+)\]/g,
  partial: /^\[(\^[^[\]\s]*)?$/,
  isExcluded: (text, index, length) =>
    text.charCodeAt(index + length) === 58 &&
    /(^|\n) {0,3}$/.test(text.slice(Math.max(0, index - 4), index)),
};

/**
 * The stable prefix of the last text resolved with each citations array: a streamed message is
 * resolved again after every chunk, and rescanning the whole text each time would make a stream
 * quadratic in its length. Keyed weakly by the array, which the bridge keeps while the message's
 * citations do not change; a text that does not extend the prefix is scanned from scratch.
 */
const memos = new WeakMap<object, StreamedMarkersMemo>();

/**
 * Resolves a message's text and its citations (from `bridgeCitationsState`) into what a reader
 * sees (docs/citations.md §A, §B).
 *
 * - `[^id]` markers whose id is a citation's `id` are removed from the text and become markers,
 *   never inside inline or fenced code. Unknown ones stay literal when final; while streaming they
 *   are hidden, as is a half-typed marker at the very end (`[`, `[^`, `[^sig-`).
 * - Spans the citations already carry (AG-UI `offset`, `start`/`end`) index `content` **as
 *   received**, markers included, and are mapped onto the display text (an offset inside a
 *   removed marker lands where the marker was). A span whose marker lands exactly on a `[^id]`
 *   marker of the same citation is the same occurrence: one marker, with the span's claim.
 * - Offsets are UTF-16; invalid ones give no marker or claim; past-end ones are clamped when
 *   final and pending while streaming (rule 2).
 * - Sources are deduplicated within the message and numbered 1..N by first appearance; sources
 *   without a marker follow in their seed `index` order (rules 6, 7).
 *
 * Never throws: malformed citations and offsets become diagnostics. While a message streams,
 * the text before its last stable line start is not scanned again on the next chunk (same
 * result, less work).
 *
 * @example
 * const cited = resolveCitedText('Refunds take 5 days.[^r1]', [
 *   { id: 'r1', index: 1, kind: 'web', url: 'https://shop.example/refunds', href: 'https://shop.example/refunds',
 *     domain: 'shop.example', displayTitle: 'shop.example', spans: [], provider: 'agui' },
 * ]);
 * cited.text;                               // 'Refunds take 5 days.'
 * cited.citations[0].spans[0].markerOffset; // 20
 *
 * @param content The message text as received (`message.content`).
 * @param citations The message's citations, as `bridgeCitationsState` attached them.
 * @param options Whether the message is still streaming.
 * @returns The display text with the deduplicated, numbered citations.
 */
export function resolveCitedText(
  content: string,
  citations: readonly MessageCitation[],
  options?: ResolveCitedTextOptions,
): CitedText {
  const source = typeof content === 'string' ? content : '';
  const streaming = options?.streaming === true;
  const entries = (Array.isArray(citations) ? (citations as readonly unknown[]) : []).filter(
    isRecord,
  );
  const byId = new Map<string, Record<string, unknown>>();
  const fieldsOf = new Map<Record<string, unknown>, CitationSourceFields>();
  for (const entry of entries) {
    const id = entry['id'];
    if (typeof id === 'string' && !byId.has(id)) byId.set(id, entry);
    // One fields object per entry: the builder keys sources once per object, not per marker.
    if (!fieldsOf.has(entry)) fieldsOf.set(entry, toSourceFields(entry));
  }

  const resolves = (key: string): boolean => byId.has(key);
  // Only a streaming message is resolved again after more text; a final one is resolved once,
  // and finding and keeping its stable prefix would be work for nothing.
  const memoKey = streaming && Array.isArray(citations) ? citations : undefined;
  let extracted: ExtractedMarkers;
  if (memoKey) {
    const next = extractStreamedTextMarkers(source, FOOTNOTE, resolves, true, memos.get(memoKey));
    memos.set(memoKey, next.memo);
    extracted = next.extracted;
  } else {
    extracted = extractTextMarkers(source, FOOTNOTE, resolves, streaming);
  }
  const textOccurrences: CitationOccurrence[] = [];
  const atMarker = new Map<string, number>();
  for (const marker of extracted.markers) {
    const entry = byId.get(marker.key) as Record<string, unknown>;
    atMarker.set(`${marker.key}\u0000${marker.offset}`, textOccurrences.length);
    textOccurrences.push({
      source: fieldsOf.get(entry) as CitationSourceFields,
      marker: marker.offset,
      ...sortKeyOf(entry),
    });
  }

  const mapOffset = (value: unknown, pending: boolean): ConvertedOffset | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return 'invalid';
    return pending || value > source.length ? 'beyond' : extracted.mapOffset(value);
  };
  // Entries come first so that merged fields follow the order of the state entries; text markers
  // still number by their position in the text (rule 7 compares offsets first).
  const entryOccurrences: CitationOccurrence[] = [];
  for (const entry of entries) {
    const fields = fieldsOf.get(entry) as CitationSourceFields;
    entryOccurrences.push({ source: fields, sourceOnly: true, ...sortKeyOf(entry) });
    const spans = Array.isArray(entry['spans']) ? entry['spans'].filter(isRecord) : [];
    for (const span of spans) {
      // The bridge puts a marker at the claim end when the entry has no `offset`; leaving it out
      // lets the builder derive it properly (moved left past whitespace, rule 3).
      const derived = span['markerOffset'] === span['claimEnd'] && span['status'] !== 'pending';
      const occurrence: CitationOccurrence = {
        source: fields,
        marker: derived ? undefined : mapOffset(span['markerOffset'], span['status'] === 'pending'),
        claimStart: mapOffset(span['claimStart'], false),
        claimEnd: mapOffset(span['claimEnd'], false),
        ...(typeof span['citedText'] === 'string' ? { citedText: span['citedText'] } : {}),
        ...(typeof span['confidence'] === 'number' ? { confidence: span['confidence'] } : {}),
        ...sortKeyOf(entry),
      };
      const at = derived ? mapOffset(span['claimEnd'], false) : occurrence.marker;
      const same = atMarker.get(`${String(entry['id'])}\u0000${String(at)}`);
      if (same === undefined) entryOccurrences.push(occurrence);
      else textOccurrences[same] = occurrence;
    }
  }

  const built = buildCitedText(extracted.text, [...entryOccurrences, ...textOccurrences], {
    provider: 'agui',
    streaming,
  });
  const unknown: CitationDiagnostic[] = streaming
    ? []
    : extracted.unresolved.map((key) => ({
        code: 'unknown-marker',
        message: `[^${key}] matches no citation of this message; kept as text`,
      }));
  return { ...built, diagnostics: [...unknown, ...(built.diagnostics ?? [])] };
}

function sortKeyOf(entry: Record<string, unknown>): { sortKey?: number } {
  const index = entry['index'];
  return typeof index === 'number' && Number.isFinite(index) ? { sortKey: index } : {};
}

function toSourceFields(entry: Record<string, unknown>): CitationSourceFields {
  const fields: { -readonly [K in keyof CitationSourceFields]: CitationSourceFields[K] } = {};
  for (const name of SOURCE_TEXT_FIELDS) {
    const value = entry[name];
    if (typeof value === 'string') fields[name] = value;
  }
  const id = entry['id'];
  if (typeof id === 'string') {
    fields.id = id;
    // Without a URL, AG-UI entries are identified by their id (docs/citations.md §B.6).
    fields.identity = id;
  }
  const domain = entry['domain'];
  if (typeof domain === 'string' || domain === null) fields.domain = domain;
  const kind = entry['kind'];
  if (typeof kind === 'string') fields.kind = kind as CitationSourceFields['kind'];
  if (Array.isArray(entry['locations'])) fields.locations = entry['locations'];
  if (isRecord(entry['extra'])) fields.extra = entry['extra'];
  return fields;
}
