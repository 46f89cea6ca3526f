import type { CitedTextMarker } from 'ngx-ag-ui/citations';

const stamps = new WeakMap<object, string>();

/**
 * What a marker shows, as a string: kept render nodes are made again when a marker's citation
 * changes (a footnote's title grows while its definition streams), not only when it moves.
 */
export function toMarkerStamp(marker: CitedTextMarker): string {
  let stamp = stamps.get(marker.citation);
  if (stamp === undefined) stamps.set(marker.citation, (stamp = JSON.stringify(marker.citation)));
  return `${marker.key}=${stamp}`;
}
