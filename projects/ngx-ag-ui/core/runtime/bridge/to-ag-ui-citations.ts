import type { MessageCitation, CitationSpan } from '../citation-model/citation';
import { toDisplayDomain, toDisplayTitle, toSafeHref } from '../citation-model/source-link';

// Normalising is pure, so the result for one raw entry list (an immutable array in the
// path-copied state) is computed once and shared by every thread that still holds that array;
// likewise for one entry at one position, so appending to a list normalises only the new entry
// (and unchanged citations keep their identity).
const normalised = /* @__PURE__ */ new WeakMap<object, readonly MessageCitation[]>();
const normalisedEntries = /* @__PURE__ */ new WeakMap<
  object,
  { readonly position: number; readonly citation: MessageCitation | undefined }
>();
const normalisedUrls = /* @__PURE__ */ new Map<string, MessageCitation | undefined>();
const MAX_CACHED_URLS = 1_000;

/**
 * Normalises a list of AG-UI citation entries (docs/citations.md §A, §B.12) into `MessageCitation`
 * objects: a string entry is a URL; an object entry reads id ← `id`|`refId`|`c{position}`, index ←
 * `index`|position, title ← `title`|`name`, url ← `url`|`href`|`source`, snippet ←
 * `snippet`|`content`|`excerpt`, label ← `label`|`friendly_id`, recordId ← `recordId`|`record_id`,
 * `extra` when it is a plain object, and the UTF-16 `start`/`end` (claim) and `offset` (marker)
 * as a span. Blank strings and entries that are neither strings nor plain objects are dropped;
 * positions still count them. Anything that is not an array yields no citations.
 *
 * @example
 * toAgUiCitations(['https://example.com/refunds']);
 * // [{ id: 'c1', index: 1, url: 'https://example.com/refunds', href: 'https://example.com/refunds', ... }]
 */
export function toAgUiCitations(entries: unknown): readonly MessageCitation[] {
  if (!Array.isArray(entries)) return NO_CITATIONS;
  const cached = normalised.get(entries);
  if (cached) return cached;
  const citations: MessageCitation[] = [];
  entries.forEach((entry: unknown, slot) => {
    const citation = cachedCitation(entry, slot + 1);
    if (citation) citations.push(citation);
  });
  normalised.set(entries, citations);
  return citations;
}

const NO_CITATIONS: readonly MessageCitation[] = [];

function cachedCitation(entry: unknown, position: number): MessageCitation | undefined {
  if (typeof entry === 'string') {
    const key = `${position} ${entry}`;
    if (normalisedUrls.has(key)) return normalisedUrls.get(key);
    if (normalisedUrls.size >= MAX_CACHED_URLS) normalisedUrls.clear();
    const citation = toAgUiCitation(entry, position);
    normalisedUrls.set(key, citation);
    return citation;
  }
  if (typeof entry !== 'object' || entry === null) return undefined;
  const cached = normalisedEntries.get(entry);
  if (cached && cached.position === position) return cached.citation;
  const citation = toAgUiCitation(entry, position);
  normalisedEntries.set(entry, { position, citation });
  return citation;
}

function toAgUiCitation(entry: unknown, position: number): MessageCitation | undefined {
  if (typeof entry === 'string') {
    if (entry.trim() === '') return undefined;
    return build({ id: `c${position}`, index: position, url: entry });
  }
  if (!isPlainObject(entry)) return undefined;
  const extra = entry['extra'];
  return build({
    id: firstId(entry['id'], entry['refId']) ?? `c${position}`,
    index: finiteNumber(entry['index']) ?? position,
    title: firstText(entry['title'], entry['name']),
    url: firstText(entry['url'], entry['href'], entry['source']),
    snippet: firstText(entry['snippet'], entry['content'], entry['excerpt']),
    label: firstText(entry['label'], entry['friendly_id']),
    recordId: firstText(entry['recordId'], entry['record_id']),
    extra: isPlainObject(extra) ? extra : undefined,
    span: toSpan(entry['start'], entry['end'], entry['offset']),
  });
}

interface EntryFields {
  readonly id: string;
  readonly index: number;
  readonly title?: string;
  readonly url?: string;
  readonly snippet?: string;
  readonly label?: string;
  readonly recordId?: string;
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly span?: CitationSpan;
}

function build(fields: EntryFields): MessageCitation {
  const href = toSafeHref(fields.url);
  const domain = toDisplayDomain(fields.url);
  const citation: { -readonly [K in keyof MessageCitation]: MessageCitation[K] } = {
    id: fields.id,
    index: fields.index,
    kind: href === null ? 'unknown' : 'web',
    href,
    domain,
    displayTitle: toDisplayTitle({ ...fields, domain }, fields.index),
    spans: fields.span ? [fields.span] : [],
    provider: 'agui',
  };
  if (fields.title !== undefined) citation.title = fields.title;
  if (fields.url !== undefined) citation.url = fields.url;
  if (fields.label !== undefined) citation.label = fields.label;
  if (fields.recordId !== undefined) citation.recordId = fields.recordId;
  if (fields.snippet !== undefined) citation.snippet = fields.snippet;
  if (fields.extra !== undefined) citation.extra = fields.extra;
  return citation;
}

/**
 * The entry's position in the text, raw UTF-16 values: a marker at `offset`, else at the claim
 * end. Invalid numbers are dropped here (docs/citations.md §B.2); `resolveCitedText` clamps,
 * derives and validates against the text, which the bridge does not have in its final form.
 */
function toSpan(start: unknown, end: unknown, offset: unknown): CitationSpan | undefined {
  const claimStart = offsetValue(start);
  const claimEnd = offsetValue(end);
  const hasClaim = claimStart !== undefined && claimEnd !== undefined && claimStart < claimEnd;
  const marker = offsetValue(offset) ?? (hasClaim ? claimEnd : undefined);
  if (marker === undefined) return undefined;
  return hasClaim
    ? { markerOffset: marker, claimStart, claimEnd, status: 'final' }
    : { markerOffset: marker, status: 'final' };
}

function offsetValue(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function firstText(...values: unknown[]): string | undefined {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value;
  return undefined;
}

function firstId(...values: unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * @deprecated Renamed {@link toAgUiCitations}: TypeScript names spell the product `AgUi` /
 * `AG_UI` (as in `provideAgUi`). Removed in 1.0.
 */
export const toAguiCitations = toAgUiCitations;
