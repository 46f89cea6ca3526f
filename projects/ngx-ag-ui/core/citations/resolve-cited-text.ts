import {
  buildCitedText,
  buildPositionedCitedText,
  type PositionedOccurrence,
} from './build-cited-text';
import {
  type CitationDiagnostic,
  type CitationSpan,
  type CitedText,
  type MessageCitation,
  isRecord,
} from 'ngx-ag-ui/core/runtime';
import type {
  CitationOccurrence,
  CitationSourceFields,
  ConvertedOffset,
} from './citation-occurrence';
import {
  extractStreamedTextMarkers,
  type StreamedMarkersMemo,
  toPrefixText,
} from './extract-streamed-text-markers';
import { extractTextMarkers, type TextMarkerSyntax } from './extract-text-markers';
import { SOURCE_TEXT_FIELDS } from './merge-sources';
import { type EntryOccurrences, placeEntrySpans, sortKeyOf } from './place-entry-spans';
import { placeOccurrence } from './place-occurrence';
import { absorbPrefixSpans, EMPTY_PREFIX_SPANS, type PrefixSpansMemo } from './stable-prefix-spans';

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
 * citations do not change; a text that does not extend the prefix is scanned from scratch. With
 * it: the prefix's markers already placed, by source object (`fieldsOf`, one per entry).
 */
const memos = new WeakMap<
  object,
  {
    readonly markers: StreamedMarkersMemo;
    readonly prefix: PrefixSpansMemo;
    readonly fieldsOf: Map<object, CitationSourceFields>;
  }
>();

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
  // Only a streaming message is resolved again after more text; a final one is resolved once,
  // and finding and keeping its stable prefix would be work for nothing.
  const memoKey = streaming && Array.isArray(citations) ? citations : undefined;
  const previous = memoKey && memos.get(memoKey);
  // The memo's fields objects: the stable prefix's spans are kept by source object.
  const fieldsOf = previous?.fieldsOf ?? new Map<object, CitationSourceFields>();
  for (const entry of entries) {
    const id = entry['id'];
    if (typeof id === 'string' && !byId.has(id)) byId.set(id, entry);
    // One fields object per entry: the builder keys sources once per object, not per marker.
    if (!fieldsOf.has(entry)) fieldsOf.set(entry, toSourceFields(entry));
  }

  const resolves = (key: string): boolean => byId.has(key);
  const streamed = memoKey
    ? extractStreamedTextMarkers(source, FOOTNOTE, resolves, true, previous?.markers)
    : undefined;
  const extracted =
    streamed?.extracted ?? extractTextMarkers(source, FOOTNOTE, resolves, streaming);
  const { markers } = extracted;

  const mapOffset = (value: unknown, pending: boolean): ConvertedOffset | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return 'invalid';
    return pending || value > source.length ? 'beyond' : extracted.mapOffset(value);
  };
  // Entries come first so that merged fields follow the order of the state entries; text markers
  // still number by their position in the text (rule 7 compares offsets first).
  const entryOccurrences = placeEntrySpans(entries, fieldsOf, markers, mapOffset);
  const textOccurrence = (j: number): CitationOccurrence => {
    const entry = byId.get(markers[j].key) as Record<string, unknown>;
    return (
      entryOccurrences.atMarkers.get(j) ?? {
        source: fieldsOf.get(entry) as CitationSourceFields,
        marker: markers[j].offset,
        ...sortKeyOf(entry),
      }
    );
  };
  let built: CitedText;
  if (memoKey && streamed && previous && streamed.reused) {
    // The markers of the last call's stable prefix are placed once, here, against that prefix's
    // display text (already read, so one buffer: the whole new one may not be); the markers
    // after it, against the display text after it. A chunk places only those.
    const prefixText = toPrefixText(previous.markers);
    const plain = (j: number, text: string, start: number) =>
      entryOccurrences.atMarkers.has(j)
        ? null
        : placeTextMarker(text, start, markers[j].offset, textOccurrence(j).source);
    const prefix = absorbPrefixSpans(previous.prefix, previous.markers.markers.length, (j) =>
      plain(j, prefixText, 0),
    );
    memos.set(memoKey, { markers: streamed.memo, prefix, fieldsOf });
    const { tail } = streamed;
    const all = absorbPrefixSpans(prefix, markers.length, (j) => plain(j, tail.text, tail.start));
    built = buildFromPrefix(extracted.text, entryOccurrences, all, textOccurrence);
  } else {
    if (memoKey && streamed)
      memos.set(memoKey, { markers: streamed.memo, prefix: EMPTY_PREFIX_SPANS, fieldsOf });
    const occurrences = [...entryOccurrences.occurrences];
    for (let j = 0; j < markers.length; j++) occurrences.push(textOccurrence(j));
    built = buildCitedText(extracted.text, occurrences, { provider: 'agui', streaming });
  }
  const unknown: CitationDiagnostic[] = streaming
    ? []
    : extracted.unresolved.map((key) => ({
        code: 'unknown-marker',
        message: `[^${key}] matches no citation of this message; kept as text`,
      }));
  return { ...built, diagnostics: [...unknown, ...(built.diagnostics ?? [])] };
}

/**
 * Builds a streamed message from its entries, its plain text markers already placed (`placed`)
 * and the spans that took a marker's place, each at the payload position it has in a full
 * build, so the result is the full build's.
 */
function buildFromPrefix(
  text: string,
  entries: EntryOccurrences,
  placed: PrefixSpansMemo,
  textOccurrence: (j: number) => CitationOccurrence,
): CitedText {
  const base = entries.occurrences.length;
  const list: PositionedOccurrence[] = entries.occurrences.map((value, position) => ({
    value,
    position,
  }));
  for (const j of [...entries.atMarkers.keys()].sort((a, b) => a - b))
    list.push({ value: textOccurrence(j), position: base + j });
  return buildPositionedCitedText(
    text,
    list,
    { provider: 'agui', streaming: true },
    { base, bySource: placed.bySource },
  );
}

/**
 * The span of a plain text marker, placed in `text`, the part of the display text that starts
 * at `start`. Its offset is a valid one inside the text, so placing it reports nothing; the
 * part starts at a line start (or at 0), so it holds every character placing reads.
 */
function placeTextMarker(
  text: string,
  start: number,
  offset: number,
  source: object,
): { readonly source: object; readonly span: CitationSpan } | null {
  const span = placeOccurrence(text, { marker: offset - start }, true, '', []);
  return span === null
    ? null
    : { source, span: { ...span, markerOffset: span.markerOffset + start } };
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
