import {
  type Citation,
  type CitationDiagnostic,
  type CitationSpan,
  type CitedText,
  isRecord,
  toDisplayTitle,
} from 'ngx-ag-ui/core/runtime';
import type { CitationOccurrence } from './citation-occurrence';
import { firstString } from './first-string';
import { placeOccurrence } from './place-occurrence';
import { mergeSources, type MergedSource } from './merge-sources';
import type { StablePrefixSpans } from './stable-prefix-spans';

/** Options of `buildCitedText`. */
export interface BuildCitedTextOptions {
  /** Format id or provider name stored on every citation (`'agui'`, `'perplexity'`, ...). */
  readonly provider: string;
  /** Whether the text is still streaming: offsets past the end stay pending instead of clamped. */
  readonly streaming?: boolean;
}

/**
 * The shared end of every citation adapter (docs/citations.md §E.3 steps 4–8): turns occurrences,
 * whose offsets are already UTF-16, into the display model.
 *
 * - Rule 2: an invalid offset gives no marker / no claim; an offset past the end is clamped to
 *   `text.length` when final and makes the span `'pending'` while streaming; a claim whose start
 *   is past the end, or not before its end, is dropped. The source stays listed in every case.
 * - Rule 3: an explicit `marker` wins; otherwise the marker sits at the claim end, moved left past
 *   whitespace (never before the claim start); no valid claim ⇒ no derived marker.
 * - Rule 5: a claim whose slice differs from `anchorText` moves to the nearest exact occurrence
 *   of it (the earlier wins a tie) that starts within `reanchorRadius` (8,192 units, or 4 × the
 *   claim text) of the given start; with no such occurrence it stays. The bound keeps the work
 *   per claim independent of the text length.
 * - Rule 6: occurrences merge into one source per URL key (`toSourceUrlKey`), else per provider
 *   `identity`, else per `source.id`; each field takes the first non-empty value in payload
 *   order; spans and locations accumulate, and final spans with the same marker and claim
 *   collapse into one: the first in payload order, taking a `citedText` or `confidence` it
 *   lacks from the first duplicate that has one (pending spans, whose claim is not known yet,
 *   never collapse).
 * - Rule 7: numbers 1..N: sources with markers first, by earliest marker (ties: payload order);
 *   then the rest by `sortKey` when given (ascending), then in payload order.
 * - Rules 10, 11: `href` via `toSafeHref`; `domain` via `toDisplayDomain` of the URL whenever it
 *   is http(s), so a given `domain` never names a site the link does not go to (a given one is
 *   used without an http(s) link, or for a redirect link such as Gemini's); `displayTitle` via
 *   `toDisplayTitle`. `kind` is the given one, else `'web'`
 *   for http(s) URLs, else `'unknown'`. Ids are the given `source.id` or a derived stable key,
 *   unique within the message.
 *
 * An occurrence whose source has none of url, title, label, recordId, filename, snippet, domain,
 * identity or id is dropped with a `'dropped-entry'` diagnostic: no source without a source.
 *
 * Spans are sorted by `markerOffset`. Never throws: malformed occurrences become diagnostics.
 *
 * @example
 * const cited = buildCitedText('Paris is in France.', [
 *   { source: { url: 'https://en.wikipedia.org/wiki/Paris', title: 'Paris' }, claimStart: 0, claimEnd: 19 },
 * ], { provider: 'example' });
 * cited.citations[0].spans[0].markerOffset; // 19
 * cited.citations[0].domain;                // 'en.wikipedia.org'
 *
 * @param text The display text every offset indexes into.
 * @param occurrences One entry per citation occurrence, in payload order.
 * @param options The provider name and whether the text is still streaming.
 * @returns The text with its deduplicated, numbered citations and the diagnostics.
 */
export function buildCitedText(
  text: string,
  occurrences: readonly CitationOccurrence[],
  options: BuildCitedTextOptions,
): CitedText {
  const diagnostics: CitationDiagnostic[] = [];
  const list: readonly unknown[] = Array.isArray(occurrences) ? occurrences : [];
  if (!Array.isArray(occurrences) && occurrences !== undefined && occurrences !== null) {
    diagnostics.push({
      code: 'dropped-entry',
      message: 'occurrences is not an array; no citations',
    });
  }
  const built = buildPositionedCitedText(
    text,
    list.map((value, position) => ({ value, position })),
    options,
  );
  return { ...built, diagnostics: [...diagnostics, ...(built.diagnostics ?? [])] };
}

/** An occurrence with its payload position (its index in the full list of occurrences). */
export interface PositionedOccurrence {
  readonly value: unknown;
  readonly position: number;
}

/**
 * `buildCitedText` over occurrences that carry their payload positions, plus spans of a stable
 * prefix already placed (`prefix`), which `resolveCitedText` uses to resolve a streamed message
 * without placing its whole text again. With all occurrences at positions `0..n-1` and no
 * prefix, it is `buildCitedText`.
 */
export function buildPositionedCitedText(
  text: string,
  list: readonly PositionedOccurrence[],
  options: BuildCitedTextOptions,
  prefix?: StablePrefixSpans,
): CitedText {
  const displayText = typeof text === 'string' ? text : '';
  const provider = typeof options?.provider === 'string' ? options.provider : 'unknown';
  const streaming = options?.streaming === true;
  const diagnostics: CitationDiagnostic[] = [];
  const spans: (CitationSpan | null)[] = [];
  const valid: { readonly occurrence: CitationOccurrence; readonly position: number }[] = [];
  list.forEach(({ value, position }) => {
    if (!isOccurrence(value)) {
      diagnostics.push({
        code: 'dropped-entry',
        message: `occurrence ${position}: not an object; dropped`,
      });
      return;
    }
    const occurrence = value;
    if (!namesASource(occurrence.source)) {
      diagnostics.push({
        code: 'dropped-entry',
        message: `occurrence ${position}: its source has no url, title, id or other field to show; dropped`,
      });
      return;
    }
    valid.push({ occurrence, position });
    spans.push(
      occurrence.sourceOnly === true
        ? null
        : placeOccurrence(
            displayText,
            occurrence,
            streaming,
            `occurrence ${position}`,
            diagnostics,
          ),
    );
  });

  const sources = mergeSources(valid, spans, prefix);
  const numbered = numberSources(sources);
  const citations = numbered.map((source, i) => toCitation(source, i + 1, provider));
  return { text: displayText, citations, diagnostics };
}

/** Whether `value` is an object; its fields are validated one by one where they are read. */
function isOccurrence(value: unknown): value is CitationOccurrence {
  return isRecord(value);
}

/** The fields of which a source needs one to be shown at all (anything else is a phantom). */
const NAMING_FIELDS = [
  'url',
  'title',
  'label',
  'recordId',
  'filename',
  'snippet',
  'domain',
  'identity',
  'id',
] as const;

/**
 * Whether `source` names something a reader could follow or recognise. A malformed entry (an
 * OpenAI `url_citation` without its body, an unknown Gemini chunk) would otherwise be listed as
 * a numbered "Source n" that points nowhere.
 */
function namesASource(source: unknown): boolean {
  return isRecord(source) && NAMING_FIELDS.some((name) => firstString(source[name]) !== undefined);
}

/** Rule 7 ordering: marked sources by earliest marker, then the rest by sort key / payload. */
function numberSources(sources: readonly MergedSource[]): MergedSource[] {
  const earliest = (source: MergedSource): number =>
    source.spans.length > 0 ? source.spans[0].markerOffset : Number.POSITIVE_INFINITY;
  return [...sources].sort((a, b) => {
    const byMarker = earliest(a) - earliest(b);
    if (byMarker !== 0 && !Number.isNaN(byMarker)) return byMarker;
    if (a.spans.length > 0 && b.spans.length > 0)
      return a.firstMarkerPosition - b.firstMarkerPosition;
    const keyA = a.sortKey ?? Number.POSITIVE_INFINITY;
    const keyB = b.sortKey ?? Number.POSITIVE_INFINITY;
    if (keyA !== keyB) return keyA < keyB ? -1 : 1;
    return a.position - b.position;
  });
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function toCitation(source: MergedSource, index: number, provider: string): Citation {
  const {
    kind,
    extra,
    title,
    url,
    label,
    recordId,
    snippet,
    providerType,
    provider: own,
    ...media
  } = source.fields;
  const citation: Mutable<Citation> = {
    id: source.id,
    index,
    kind: kind ?? (source.href ? 'web' : 'unknown'),
    ...(title === undefined ? {} : { title }),
    ...(url === undefined ? {} : { url }),
    href: source.href,
    domain: source.domain,
    ...(label === undefined ? {} : { label }),
    ...(recordId === undefined ? {} : { recordId }),
    ...(snippet === undefined ? {} : { snippet }),
    displayTitle: toDisplayTitle({ title, label, domain: source.domain, url }, index),
    ...media,
    spans: source.spans,
    provider: own ?? provider,
  };
  if (source.locations.length > 0) citation.locations = source.locations;
  if (providerType !== undefined) citation.providerType = providerType;
  if (extra !== undefined) citation.extra = extra;
  return citation;
}
