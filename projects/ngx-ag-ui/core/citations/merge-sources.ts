import {
  type CitationKind,
  type CitationSpan,
  type SourceLocation,
  isRecord,
  toDisplayDomain,
  toSafeHref,
  toSourceUrlKey,
} from 'ngx-ag-ui/core/runtime';
import type { CitationOccurrence } from './citation-occurrence';
import { firstString } from './first-string';
import { toDomainName } from './to-domain-name';
import type { SourcePrefixSpans, StablePrefixSpans } from './stable-prefix-spans';

const KINDS: readonly CitationKind[] = ['web', 'document', 'file', 'record', 'unknown'];
/** The string fields of `CitationSourceFields` that merge first-non-empty-wins (rule 6). */
export const SOURCE_TEXT_FIELDS = [
  'title',
  'url',
  'label',
  'recordId',
  'snippet',
  'mediaType',
  'filename',
  'publishedAt',
  'faviconUrl',
  'providerType',
  'provider',
] as const;

type TextField = (typeof SOURCE_TEXT_FIELDS)[number];

/** Merged source fields: each the first non-empty value in payload order. */
export type MergedFields = { [K in TextField]?: string } & {
  kind?: CitationKind;
  extra?: Readonly<Record<string, unknown>>;
};

/** One distinct source of a message, before numbering. */
export interface MergedSource {
  readonly id: string;
  readonly fields: MergedFields;
  readonly href: string | null;
  readonly domain: string | null;
  /** Sorted by marker offset (ties: payload order). */
  readonly spans: readonly CitationSpan[];
  readonly locations: readonly SourceLocation[];
  /** Payload position of the first occurrence. */
  readonly position: number;
  /** Payload position of the occurrence behind `spans[0]` (rule 7 tie-break). */
  readonly firstMarkerPosition: number;
  readonly sortKey?: number;
}

/** A placed span with the payload position of its occurrence. */
interface PlacedSpan {
  readonly span: CitationSpan;
  readonly position: number;
}

interface Group {
  readonly key: string;
  readonly position: number;
  readonly occurrences: CitationOccurrence[];
  readonly spans: PlacedSpan[];
}

/**
 * Rule 6: groups occurrences into sources by URL key, else provider identity, else `source.id`
 * (an occurrence with none of them is a source of its own), merging fields first-non-empty-wins
 * and collapsing identical spans. `prefix` adds spans already placed (a streamed message's stable
 * prefix) to the groups of their source objects.
 */
export function mergeSources(
  occurrences: readonly { readonly occurrence: CitationOccurrence; readonly position: number }[],
  spans: readonly (CitationSpan | null)[],
  prefix?: StablePrefixSpans,
): MergedSource[] {
  const groups = new Map<string, Group>();
  // Adapters share one source object between the occurrences of a source: key it once.
  const keyOf = new Map<unknown, string>();
  occurrences.forEach(({ occurrence, position }, i) => {
    const source = readSource(occurrence);
    let key = keyOf.get(source);
    if (key === undefined) {
      key = sourceKey(source, position);
      if (!key.startsWith('position:')) keyOf.set(source, key);
    }
    let group = groups.get(key);
    if (!group) {
      group = { key, position, occurrences: [], spans: [] };
      groups.set(key, group);
    }
    group.occurrences.push(occurrence);
    const span = spans[i];
    if (span) group.spans.push({ span, position });
  });

  const usedIds = new Set<string>();
  const merged: MergedSource[] = [];
  for (const group of groups.values()) {
    // Distinct objects only: occurrences of one source usually share its fields object.
    const sources = [...new Set(group.occurrences.map(readSource))];
    const fields = mergeFields(sources);
    const ordered = orderSpans(group, sources, prefix);
    const givenId = firstString(...sources.map((source) => source['id']));
    const sortKey = group.occurrences
      .map((occurrence) => occurrence.sortKey)
      .find((key): key is number => typeof key === 'number' && Number.isFinite(key));
    merged.push({
      id: uniqueId(givenId ?? derivedId(group.key), usedIds),
      fields,
      href: toSafeHref(fields.url),
      domain: mergeDomain(sources, fields.url),
      spans: ordered.spans,
      locations: sources.flatMap((source) => readLocations(source['locations'])),
      position: group.position,
      firstMarkerPosition: ordered.firstMarkerPosition ?? group.position,
      ...(sortKey === undefined ? {} : { sortKey }),
    });
  }
  return merged;
}

/**
 * A group's spans sorted by marker offset (ties: payload order) and collapsed, with the payload
 * position of the first. A group whose only spans are one source's stable-prefix spans, already
 * sorted and collapsed, takes that array as it is: the usual case for a streamed message, where
 * a chunk then costs nothing for the sources it does not cite.
 */
function orderSpans(
  group: Group,
  sources: readonly Record<string, unknown>[],
  prefix: StablePrefixSpans | undefined,
): { readonly spans: readonly CitationSpan[]; readonly firstMarkerPosition?: number } {
  const given: SourcePrefixSpans[] = [];
  for (const source of prefix === undefined ? [] : sources) {
    const spans = prefix?.bySource.get(source);
    if (spans !== undefined && spans.spans.length > 0) given.push(spans);
  }
  const base = prefix?.base ?? 0;
  if (given.length === 1 && group.spans.length === 0)
    return { spans: given[0].spans, firstMarkerPosition: base + given[0].indices[0] };
  const placed = [...group.spans];
  for (const { spans, indices } of given)
    spans.forEach((span, i) => placed.push({ span, position: base + indices[i] }));
  const spansInOrder = collapseIdenticalSpans(
    placed.sort((a, b) => a.span.markerOffset - b.span.markerOffset || a.position - b.position),
  );
  return {
    spans: spansInOrder.map((entry) => entry.span),
    ...(spansInOrder.length > 0 ? { firstMarkerPosition: spansInOrder[0].position } : {}),
  };
}

/**
 * Rule 6: final spans of one source with the same marker and claim are one occurrence (two
 * merged sources citing the same claim, a repeated marker). The first in payload order stays;
 * a `citedText` or `confidence` it lacks comes from the first duplicate that has one.
 */
function collapseIdenticalSpans(spans: readonly PlacedSpan[]): PlacedSpan[] {
  const kept = new Map<string, { span: CitationSpan; readonly position: number }>();
  spans.forEach((entry, i) => {
    const { markerOffset, claimStart, claimEnd, status } = entry.span;
    // A pending span has no known claim yet: equal-looking pending spans may be different
    // occurrences, so each keeps a key of its own.
    const key = status === 'final' ? `${markerOffset}:${claimStart}:${claimEnd}` : `pending:${i}`;
    const first = kept.get(key);
    if (first === undefined) {
      kept.set(key, { ...entry });
      return;
    }
    const { citedText, confidence } = entry.span;
    if (citedText?.trim() && !first.span.citedText?.trim())
      first.span = { ...first.span, citedText };
    if (confidence !== undefined && first.span.confidence === undefined)
      first.span = { ...first.span, confidence };
  });
  // Map keeps insertion order, and the input is sorted: the result stays sorted.
  return [...kept.values()];
}

function readSource(occurrence: CitationOccurrence): Record<string, unknown> {
  const source: unknown = occurrence.source;
  return isRecord(source) ? source : {};
}

function sourceKey(source: Record<string, unknown>, position: number): string {
  const urlKey = toSourceUrlKey(source['url']);
  if (urlKey !== null) return `url:${urlKey}`;
  const identity = firstString(source['identity']);
  if (identity !== undefined) return `identity:${identity}`;
  const id = firstString(source['id']);
  if (id !== undefined) return `id:${id}`;
  return `position:${position}`;
}

function mergeFields(sources: readonly Record<string, unknown>[]): MergedFields {
  const fields: MergedFields = {};
  for (const name of SOURCE_TEXT_FIELDS) {
    const value = firstString(...sources.map((source) => source[name]));
    if (value !== undefined) fields[name] = value;
  }
  const kind = sources
    .map((source) => source['kind'])
    .find((value): value is CitationKind => KINDS.includes(value as CitationKind));
  if (kind !== undefined) fields.kind = kind;
  const extra = sources
    .map((source) => source['extra'])
    .find(
      (value): value is Record<string, unknown> => isRecord(value) && Object.keys(value).length > 0,
    );
  if (extra !== undefined) fields.extra = extra;
  return fields;
}

/**
 * Hosts whose links are redirects that hide the real site (Gemini grounding): the only links
 * whose display domain may come from the provider instead of the link itself.
 */
const REDIRECT_DOMAINS: ReadonlySet<string> = new Set(['vertexaisearch.cloud.google.com']);

/**
 * The domain a reader sees always comes from the link when it has one: a given `domain` that
 * disagrees with the URL (Ably `name: 'mybank.example'` on `https://evil.example/login`) would
 * vouch for a site the link does not go to. A given `domain` (even `null`) is used only when
 * there is no http(s) link, or when the link is a known redirect.
 */
function mergeDomain(
  sources: readonly Record<string, unknown>[],
  url: string | undefined,
): string | null {
  const fromLink = toDisplayDomain(url);
  if (fromLink !== null && !REDIRECT_DOMAINS.has(fromLink)) return fromLink;
  const explicit = firstString(...sources.map((source) => source['domain']));
  // A hostname is written as a link to it would be; anything else ('Team wiki') as given.
  if (explicit !== undefined) return toDomainName(explicit) ?? explicit.trim();
  const overridden = sources.some((source) => source['domain'] === null || source['domain'] === '');
  return overridden ? null : fromLink;
}

function readLocations(value: unknown): SourceLocation[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (location): location is SourceLocation =>
      typeof location === 'object' && location !== null && typeof location.kind === 'string',
  );
}

/** A stable id from the dedup key: `src-` plus a 32-bit FNV-1a hash in base 36. */
function derivedId(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `src-${(hash >>> 0).toString(36)}`;
}

function uniqueId(id: string, used: Set<string>): string {
  let candidate = id;
  for (let n = 2; used.has(candidate); n++) candidate = `${id}-${n}`;
  used.add(candidate);
  return candidate;
}
