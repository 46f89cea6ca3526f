import type { CitationOccurrence, CitationSourceFields, SourceLocation } from 'ngx-ag-ui/core';
import {
  buildCitedText,
  createCitationAdapter,
  createOffsetConverter,
  firstString,
  isRecord,
  readProviderOffset,
  toDisplayDomain,
  toDomainName,
} from 'ngx-ag-ui/core';
import type { AblyCitationsPayload } from './ably-annotations';
import { readAblySummary, toAblyDomainCounts, toAblyGroupName } from './read-ably-summary';

// The annotation type Ably AI Transport uses for citations.
const ABLY_CITATIONS_TYPE = 'citations:multiple.v1';

const KNOWN_KEYS = /* @__PURE__ */ new Set([
  'url',
  'title',
  'startOffset',
  'endOffset',
  'startIndex',
  'endIndex',
  'start_index',
  'end_index',
  'snippet',
  'citedText',
  'cited_text',
  'documentIndex',
  'startCharIndex',
  'endCharIndex',
]);

/**
 * Citations of an Ably AI Transport response (format `ably.ai-transport`).
 *
 * Offset unit: **`utf16`** by default (assumed: JavaScript publishers compute offsets with
 * `String.length`; Ably does not define them); `options.offsetUnit` overrides it (Ably's OpenAI
 * guide passes OpenAI's code-point indices through). Ends are exclusive.
 *
 * - Only `annotation.create` events of type `citations:multiple.v1` whose `messageSerial` is the
 *   message's `serial` are read; other events on the channel are ignored (deletions too).
 * - `data` keys in every spelling of Ably's guides (start ← `startOffset`|`startIndex`|
 *   `start_index`, end ← `endOffset`|`endIndex`|`end_index`, snippet ← `snippet`|`citedText`|
 *   `cited_text`). The claim is `[start, end)`; the marker goes at its end (rule 3).
 * - `name` is the display domain when it is a hostname (written as a link to the site writes
 *   it, `toDomainName`: `www.britannica.com` is `britannica.com`), else the source's title.
 * - `summary` gives `domainCounts` ("3 from wikipedia.org") with per-client counts, names of one
 *   site added up; a name seen only in the summary still becomes a source showing its domain.
 *   Names missing from a (stale) summary are counted from the annotations.
 *
 * @param payload `{ message: { serial, text }, annotations, summary? }`.
 * @param options `offsetUnit` (default `'utf16'`) and `streaming`.
 * @returns The display text, its numbered citations, per-domain counts and diagnostics; never
 *   throws.
 * @example
 * const cited = fromAblyAnnotations({
 *   message: { serial: '01726585978590-001@abc', text: 'The Moon is 384,400 km away.' },
 *   annotations: [{ action: 'annotation.create', type: 'citations:multiple.v1', clientId: 'research-agent',
 *     messageSerial: '01726585978590-001@abc', name: 'en.wikipedia.org',
 *     data: { url: 'https://en.wikipedia.org/wiki/Moon', title: 'Moon', startOffset: 0, endOffset: 28 } }],
 * });
 * cited.citations[0].spans[0].markerOffset; // 28
 */
export const fromAblyAnnotations = createCitationAdapter<AblyCitationsPayload | null | undefined>(
  'utf16',
  function fromAblyAnnotations(payload, { offsetUnit, streaming, diagnostics }) {
    const given: Record<string, unknown> = isRecord(payload) ? payload : {};
    const message = isRecord(given['message']) ? given['message'] : {};
    const text = typeof message['text'] === 'string' ? message['text'] : '';
    if (typeof message['text'] !== 'string') {
      diagnostics.push({
        code: 'schema-violation',
        message: 'message.text is not a string; using an empty text',
      });
    }
    const serial = message['serial'];
    if (typeof serial !== 'string') {
      diagnostics.push({
        code: 'schema-violation',
        message: 'message.serial is not a string; no annotation can match',
      });
    }
    const annotations = Array.isArray(given['annotations']) ? given['annotations'] : [];

    const convert = createOffsetConverter(text, offsetUnit);
    const occurrences: CitationOccurrence[] = [];
    const counted: { readonly name: string; readonly clientId?: string }[] = [];
    annotations.forEach((annotation: unknown, position) => {
      if (
        !isRecord(annotation) ||
        annotation['action'] !== 'annotation.create' ||
        annotation['type'] !== ABLY_CITATIONS_TYPE ||
        annotation['messageSerial'] !== serial ||
        typeof serial !== 'string'
      ) {
        return;
      }
      const data = readData(annotation['data']);
      if (!data) {
        diagnostics.push({
          code: 'dropped-entry',
          message: `annotation ${position}: data is not an object; dropped`,
        });
        return;
      }
      const name = firstString(annotation['name']);
      const source = toSource(data, name);
      const groupName = name !== undefined ? toAblyGroupName(name) : toDisplayDomain(source.url);
      if (groupName)
        counted.push({ name: groupName, clientId: firstString(annotation['clientId']) });
      const citedText = firstString(data['citedText'], data['cited_text']);
      occurrences.push({
        source,
        claimStart: readProviderOffset(
          first(data, 'startOffset', 'startIndex', 'start_index'),
          convert,
        ),
        claimEnd: readProviderOffset(first(data, 'endOffset', 'endIndex', 'end_index'), convert),
        ...(citedText === undefined ? {} : { citedText }),
      });
    });

    const summary = readAblySummary(given['summary'], diagnostics);
    const seen = new Set(counted.map((entry) => entry.name));
    for (const name of summary.keys()) {
      if (!seen.has(name)) occurrences.push({ source: toSource({}, name), sourceOnly: true });
    }
    const built = buildCitedText(text, occurrences, { provider: 'ably', streaming });
    const domainCounts = summary.size > 0 ? toAblyDomainCounts(summary, counted) : undefined;
    return domainCounts ? { ...built, domainCounts } : built;
  },
);

function readData(data: unknown): Record<string, unknown> | null {
  if (isRecord(data)) return data;
  if (typeof data !== 'string') return null;
  // Ably's REST history can hand back `data` still JSON-encoded; JSON.parse throws on bad input.
  try {
    const parsed: unknown = JSON.parse(data);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function first(data: Record<string, unknown>, ...keys: readonly string[]): unknown {
  const key = keys.find((name) => data[name] !== undefined && data[name] !== null);
  return key === undefined ? undefined : data[key];
}

function toSource(data: Record<string, unknown>, name: string | undefined): CitationSourceFields {
  const url = firstString(data['url']);
  const domain = toDomainName(name);
  const title = firstString(data['title']) ?? (domain !== null ? undefined : name);
  const snippet = firstString(data['snippet'], data['citedText'], data['cited_text']);
  const extra = Object.fromEntries(Object.entries(data).filter(([key]) => !KNOWN_KEYS.has(key)));
  const locations = readLocation(data);
  return {
    ...(url === undefined ? {} : { url }),
    ...(title === undefined ? {} : { title }),
    ...(snippet === undefined ? {} : { snippet }),
    ...(domain !== null ? { domain } : {}),
    ...(url === undefined && name !== undefined
      ? { identity: `name:${toAblyGroupName(name)}` }
      : {}),
    ...(locations ? { locations } : {}),
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  };
}

function readLocation(data: Record<string, unknown>): SourceLocation[] | undefined {
  const start = data['startCharIndex'];
  const end = data['endCharIndex'];
  if (!Number.isInteger(start) || !Number.isInteger(end)) return undefined;
  const documentIndex = data['documentIndex'];
  return [
    {
      kind: 'char',
      ...(Number.isInteger(documentIndex) ? { documentIndex: documentIndex as number } : {}),
      start: start as number,
      end: end as number,
    },
  ];
}
