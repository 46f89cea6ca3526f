/*
 * Public API of `ngx-ag-ui/citations`: standalone, accessible citation components.
 */

// Components
export { CitedTextView } from './cited-text/cited-text-view';
export { CitationMarker } from './marker/citation-marker';
export { CitationCard } from './card/citation-card';
export { SourcesList } from './sources/sources-list';
export { SourceEntry } from './sources/source-entry';
export type { SourceEntryContext } from './sources/source-entry';
export { CitationSummary } from './summary/citation-summary';
export { CopyWithSources } from './copy/copy-with-sources';

// Options and labels
export {
  AG_UI_CITATION_OPTIONS,
  AGUI_CITATION_OPTIONS,
  DEFAULT_CITATION_OPTIONS,
  provideCitationOptions,
} from './options/citation-options';
export type {
  CitationMarkerAction,
  CitationOptions,
  CitationOptionsInit,
  CitationVariant,
} from './options/citation-options';
export { DEFAULT_CITATION_LABELS, formatLabel } from './options/citation-labels';
export { AG_UI_CITATION_SOURCE_OPENER } from './opener/citation-source-opener';
export type { CitationSourceOpener } from './opener/citation-source-opener';
export type { CitationLabels } from './options/citation-labels';

// Pure helpers (for custom renderers and tests)
export { toCopyText } from './copy/to-copy-text';
export { toCitationEntryId, toCitationReferenceId } from './cited-text/citation-ids';
export { toCitedTextPieces } from './cited-text/to-cited-text-pieces';
export type {
  CitedTextMarker,
  CitedTextPiece,
  CitedTextPiecesOptions,
  CitedTextRun,
} from './cited-text/to-cited-text-pieces';
export { toLinkSafeCitation } from './link/to-link-safe-citation';
export type { CitationField } from './card/to-extra-fields';

// Internal (ɵ): shared with `ngx-ag-ui/markdown`, which renders markers the same way (entry
// points share code only through their public API). Not for apps: may change in any release.
export {
  createMarkerElement as ɵcreateMarkerElement,
  updateMarkerElement as ɵupdateMarkerElement,
  MARKER_KEY_ATTRIBUTE as ɵMARKER_KEY_ATTRIBUTE,
  MARKER_SELECTOR as ɵMARKER_SELECTOR,
} from './marker/marker-element';
export type { MarkerElementRow as ɵMarkerElementRow } from './marker/marker-element';
export { MarkerCards as ɵMarkerCards } from './marker/marker-cards';
export type { MarkerCardsHost as ɵMarkerCardsHost } from './marker/marker-cards';
export { DelegatedMarkers as ɵDelegatedMarkers } from './cited-text/delegated-markers';
export type { DelegatedMarkersHost as ɵDelegatedMarkersHost } from './cited-text/delegated-markers';
export { toMarkerFace as ɵtoMarkerFace } from './marker/marker-face';
export type { MarkerFace as ɵMarkerFace, MarkerLook as ɵMarkerLook } from './marker/marker-face';
export { citationMarkerStyles as ɵcitationMarkerStyles } from './marker/citation-marker-styles';
