import type { CitationDiagnostic, CitationDomainCount } from 'ngx-ag-ui/core';
import { isRecord, toDomainName } from 'ngx-ag-ui/core';

const TYPE = 'citations:multiple.v1';

/** One summary line: the total and the per-client counts. */
export interface AblySummaryCount {
  readonly total: number;
  readonly clientIds?: Readonly<Record<string, number>>;
}

/**
 * The name an annotation groups under: its domain as a link to the site would give it
 * (`www.nasa.gov` and `NASA.gov` are `nasa.gov`), or the trimmed name when it is not a hostname.
 */
export function toAblyGroupName(name: string): string {
  return toDomainName(name) ?? name.trim();
}

/**
 * The `citations:multiple.v1` part of an Ably annotation summary, by group name
 * (`toAblyGroupName`: names of one site are added up), in summary order. Accepts
 * `message.annotations.summary` or the `annotations` object around it. Entries without a usable
 * `total` are skipped with a diagnostic.
 */
export function readAblySummary(
  summary: unknown,
  diagnostics: CitationDiagnostic[],
): Map<string, AblySummaryCount> {
  const counts = new Map<string, AblySummaryCount>();
  if (summary === undefined || summary === null) return counts;
  const root =
    isRecord(summary) && !isRecord(summary[TYPE]) && isRecord(summary['summary'])
      ? summary['summary']
      : summary;
  const byName = isRecord(root) ? root[TYPE] : undefined;
  if (!isRecord(byName)) {
    if (!isRecord(root) || root[TYPE] !== undefined) {
      diagnostics.push({
        code: 'schema-violation',
        message: `summary has no ${TYPE} object; no domain counts`,
      });
    }
    return counts;
  }
  for (const [name, entry] of Object.entries(byName)) {
    const total = isRecord(entry) ? entry['total'] : undefined;
    if (typeof total !== 'number' || !Number.isInteger(total) || total < 0 || name.trim() === '') {
      diagnostics.push({
        code: 'dropped-entry',
        message: `summary for ${JSON.stringify(name)} has no valid total; skipped`,
      });
      continue;
    }
    const clientIds = readClientIds((entry as Record<string, unknown>)['clientIds']);
    const group = toAblyGroupName(name);
    const held = counts.get(group);
    counts.set(group, addCounts(held, clientIds ? { total, clientIds } : { total }));
  }
  return counts;
}

/**
 * Domain counts, largest first (ties: summary order, then first annotation): the summary's
 * totals, plus names that only individual annotations have so far, counted from them.
 */
export function toAblyDomainCounts(
  summary: ReadonlyMap<string, AblySummaryCount>,
  annotations: readonly { readonly name: string; readonly clientId?: string }[],
): CitationDomainCount[] {
  const result = new Map<string, { count: number; clientIds?: Record<string, number> }>();
  for (const [domain, { total, clientIds }] of summary) {
    result.set(
      domain,
      clientIds ? { count: total, clientIds: { ...clientIds } } : { count: total },
    );
  }
  const extra = new Map<string, { count: number; clientIds: Record<string, number> }>();
  for (const { name, clientId } of annotations) {
    if (summary.has(name)) continue;
    const entry = extra.get(name) ?? { count: 0, clientIds: {} };
    entry.count++;
    if (clientId !== undefined) entry.clientIds[clientId] = (entry.clientIds[clientId] ?? 0) + 1;
    extra.set(name, entry);
  }
  for (const [name, entry] of extra) {
    result.set(name, Object.keys(entry.clientIds).length > 0 ? entry : { count: entry.count });
  }
  return [...result]
    .map(([domain, entry]) => ({ domain, ...entry }))
    .sort((a, b) => b.count - a.count);
}

function addCounts(held: AblySummaryCount | undefined, next: AblySummaryCount): AblySummaryCount {
  if (!held) return next;
  if (!held.clientIds && !next.clientIds) return { total: held.total + next.total };
  const clientIds: Record<string, number> = { ...held.clientIds };
  for (const [id, count] of Object.entries(next.clientIds ?? {}))
    clientIds[id] = (clientIds[id] ?? 0) + count;
  return { total: held.total + next.total, clientIds };
}

function readClientIds(value: unknown): Record<string, number> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
