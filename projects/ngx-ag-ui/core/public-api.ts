/*
 * Public API of `ngx-ag-ui/core`: framework-free TypeScript + RxJS. Never imports `@angular/*`.
 * Every export is named here; types apart from values.
 */

// The thread model, the reducer, JSON-Patch state, the citation bridge and the run lifecycle
// (a narrower entry that the Angular store imports; see its public-api.ts for why).
export * from 'ngx-ag-ui/core/runtime';

// Citation model: building, resolving and rendering cited text
export type {
  CitationOccurrence,
  CitationSourceFields,
  ConvertedOffset,
} from './citations/citation-occurrence';
export { convertOffset, createOffsetConverter } from './citations/convert-offset';
export type { BuildCitedTextOptions } from './citations/build-cited-text';
export { buildCitedText } from './citations/build-cited-text';
export type { ResolveCitedTextOptions } from './citations/resolve-cited-text';
export { resolveCitedText } from './citations/resolve-cited-text';
export { resolveMessageCitations } from './citations/resolve-message-citations';
export { renderCitationMarkers } from './citations/render-citation-markers';
export { summarizeCitationsByDomain } from './citations/summarize-citations-by-domain';
export { toDomainName } from './citations/to-domain-name';

// Adapter kit: what every `from*` adapter of `ngx-ag-ui/formats` is written with, public so that
// anyone can write one (formats/README.md walks through it)
export type { CitationAdapter, CitationAdapterRun } from './citations/create-citation-adapter';
export { createCitationAdapter } from './citations/create-citation-adapter';
export type { PartOffsetConverter, TextPart } from './citations/create-part-offset-converter';
export { createPartOffsetConverter } from './citations/create-part-offset-converter';
export { readProviderOffset } from './citations/read-provider-offset';
export type { FormatOptions } from './citations/read-format-options';
export { readFormatOptions } from './citations/read-format-options';
export { withDiagnostics } from './citations/with-diagnostics';
export type {
  ExtractedMarkers,
  TextMarker,
  TextMarkerSyntax,
} from './citations/extract-text-markers';
export { extractTextMarkers } from './citations/extract-text-markers';
export { describeValue } from './citations/describe-value';
export { firstString } from './citations/first-string';
