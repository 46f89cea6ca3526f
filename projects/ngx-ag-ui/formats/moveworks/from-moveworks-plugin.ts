import type { CitationDiagnostic, CitationOccurrence, CitationSourceFields } from 'ngx-ag-ui/core';
import { buildCitedText, createCitationAdapter, isRecord } from 'ngx-ag-ui/core';
import type { MoveworksPluginPayload } from './moveworks-plugin';

/** Rule 12: each source field and the keys it is read from, first string wins. */
const FIELD_KEYS = {
  title: ['title', 'name'],
  url: ['url', 'href', 'source'],
  snippet: ['snippet', 'content', 'excerpt'],
  label: ['label', 'friendly_id'],
  recordId: ['recordId', 'record_id'],
} as const;

/**
 * Citations of a Moveworks plugin response (format `moveworks.plugin`).
 *
 * Message-level sources, with no inline markers and so no offsets.
 *
 * - Business objects come from `result` (one) and/or `results` (a list), in that order.
 * - Every object must be an object with a string `id`, unique within the list. Otherwise **all**
 *   of them are dropped and a `'schema-violation'` diagnostic says why.
 * - Fields follow docs/citations.md §B.12: title ← `title`|`name`, url ← `url`|`href`|`source`,
 *   snippet ← `snippet`|`content`|`excerpt`, label ← `label`|`friendly_id` (the anchor shown with
 *   the number), recordId ← `recordId`|`record_id`, else the `id`. Every other field of the
 *   object is kept in `extra`, so a card can show the business object's details.
 * - Sources are deduplicated by URL, else by `id`, and numbered in payload order.
 *
 * @param payload `{ text, pluginResponse }`: the assistant text and the plugin return value.
 * @param options `streaming`; `offsetUnit` is accepted and unused (no offsets to convert).
 * @returns The display text with its numbered citations and diagnostics; never throws.
 * @example
 * const cited = fromMoveworksPlugin({
 *   text: 'Jane Doe manages the Platform team.',
 *   pluginResponse: { results: [{ id: 'emp-42', friendly_id: 'Jane Doe', department: 'Platform' }] },
 * });
 * cited.citations[0].displayTitle; // 'Jane Doe'
 * cited.citations[0].extra;        // { department: 'Platform' }
 */
export const fromMoveworksPlugin = createCitationAdapter<MoveworksPluginPayload | null | undefined>(
  'utf16',
  function fromMoveworksPlugin(payload, { streaming, diagnostics }) {
    const given: Record<string, unknown> = isRecord(payload) ? payload : {};
    const text = typeof given['text'] === 'string' ? given['text'] : '';
    if (typeof given['text'] !== 'string') {
      diagnostics.push({
        code: 'schema-violation',
        message: 'text is not a string; using an empty text',
      });
    }
    const items = readItems(given['pluginResponse'], diagnostics);
    const occurrences: CitationOccurrence[] = items.map((item) => ({
      source: toSource(item),
      sourceOnly: true,
    }));
    return buildCitedText(text, occurrences, { provider: 'moveworks', streaming });
  },
);

/** The business objects, or none at all when any of them violates the schema. */
function readItems(
  response: unknown,
  diagnostics: CitationDiagnostic[],
): Record<string, unknown>[] {
  if (response === undefined || response === null) return [];
  const violation = (reason: string): [] => {
    diagnostics.push({
      code: 'schema-violation',
      message: `${reason}; all plugin citations dropped`,
    });
    return [];
  };
  if (!isRecord(response)) return violation('pluginResponse is not an object');
  const items: unknown[] = [];
  const { result, results } = response;
  if (result !== undefined && result !== null) {
    if (!isRecord(result)) return violation('result is not an object');
    items.push(result);
  }
  if (results !== undefined && results !== null) {
    if (!Array.isArray(results)) return violation('results is not an array');
    items.push(...results);
  }
  const seen = new Set<string>();
  for (const [position, item] of items.entries()) {
    if (!isRecord(item)) return violation(`item ${position} is not an object`);
    const id = item['id'];
    if (typeof id !== 'string') return violation(`item ${position} has no string id`);
    if (seen.has(id)) return violation(`id ${JSON.stringify(id)} appears more than once`);
    seen.add(id);
  }
  return items as Record<string, unknown>[];
}

function toSource(item: Record<string, unknown>): CitationSourceFields {
  const used = new Set<string>(['id']);
  const fields: { -readonly [K in keyof typeof FIELD_KEYS]?: string } = {};
  for (const [field, keys] of Object.entries(FIELD_KEYS) as [
    keyof typeof FIELD_KEYS,
    readonly string[],
  ][]) {
    const key = keys.find(
      (name) => typeof item[name] === 'string' && (item[name] as string).trim() !== '',
    );
    if (key !== undefined) {
      fields[field] = item[key] as string;
      used.add(key);
    }
  }
  const id = item['id'] as string;
  const extra = Object.fromEntries(Object.entries(item).filter(([key]) => !used.has(key)));
  return {
    id,
    identity: id,
    ...fields,
    recordId: fields.recordId ?? id,
    // A business object is a record, even when it links to a page.
    kind: 'record',
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  };
}
