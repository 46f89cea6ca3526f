import type { CitedTextMarker } from 'ngx-ag-ui/citations';

/**
 * What a marker shows, as a string: kept render nodes are made again when a marker's citation
 * changes (a footnote's title grows while its definition streams), not only when it moves. Only
 * what the marker element is built from counts (its face and ids: the number, title, domain and
 * label, its occurrence, the anchor it takes in): an open card follows the rest of its citation
 * on its own, and a stamp per marker per chunk must cost no more than its few fields.
 */
export function toMarkerStamp(marker: CitedTextMarker): string {
  const { index, displayTitle, domain, label } = marker.citation;
  return `${marker.key}#${marker.occurrence}@${marker.anchorStart ?? ''}=${index}\u0000${displayTitle}\u0000${domain ?? ''}\u0000${label ?? ''}`;
}
