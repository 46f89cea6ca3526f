/*
 * Public API of `ngx-ag-ui/core`: framework-free TypeScript + RxJS. Never imports `@angular/*`.
 * Every export is named here; types apart from values.
 */

// Thread model
export type {
  ActiveStep,
  AgentStatus,
  AgentThread,
  ReasoningSpan,
  SubagentRun,
  SubagentStatus,
  ThreadMessage,
} from './thread/agent-thread';
export type {
  AgentError,
  AgentErrorKind,
  AgentWarning,
  AgentWarningKind,
} from './thread/agent-error';
export type { AgentThreadInit } from './thread/create-agent-thread';
export { createAgentThread } from './thread/create-agent-thread';

// Reducer, JSON-Patch state and the citation bridge
export type { ApplyAgentEventOptions } from './reducer/apply-agent-event';
export { applyAgentEvent } from './reducer/apply-agent-event';
export { reduceAgentEvents } from './reducer/reduce-agent-events';
export { endAgentStream } from './reducer/end-agent-stream';
export type { EventValidator } from './reducer/load-zod-event-validator';
export { loadZodEventValidator } from './reducer/load-zod-event-validator';
export { MAX_WARNINGS } from './reducer/with-warnings';
export { MAX_PASS_THROUGH_EVENTS } from './reducer/apply-pass-through-event';
export type { ChunkStream, ReducerBookkeeping } from './reducer/reducer-bookkeeping';
// Run lifecycle: what a store does around the reducer, with no framework in it (the Angular
// `AgentStore` is built on these)
export type { ThreadStreamUpdate } from './run/thread-stream';
export { ThreadStream } from './run/thread-stream';
export type { RunInputParts } from './run/to-run-agent-input';
export { toRunAgentInput } from './run/to-run-agent-input';
export { toAgentError } from './run/to-agent-error';
export type { StreamEnd } from './run/truncated-error';
export { truncatedError, truncationAtEnd } from './run/truncated-error';
export { cancelRun } from './run/cancel-run';
export { dropLastTurn } from './run/drop-last-turn';
export { failRun } from './reducer/fail-run';
export { isAgentErrorKind } from './thread/agent-error';
export type { StateDeltaError, StateDeltaResult } from './state-delta/apply-state-delta';
export { applyStateDelta } from './state-delta/apply-state-delta';
export type { CitableMessage } from './bridge/citations-for-message';
export { bridgeCitationsState } from './bridge/bridge-citations-state';
export { toAgUiCitations, toAguiCitations } from './bridge/to-ag-ui-citations';
export { resolveMessageCitations } from './bridge/resolve-message-citations';

// Citation model
export type {
  Citation,
  CitationFields,
  CitationDiagnostic,
  CitationDiagnosticCode,
  CitationDomainCount,
  CitationFormatOptions,
  CitationKind,
  CitationSpan,
  CitedText,
  MessageCitation,
  OffsetUnit,
  SourceLocation,
} from './citations/citation';
export type {
  CitationOccurrence,
  CitationSourceFields,
  ConvertedOffset,
} from './citations/citation-occurrence';
export type { DisplayTitleFields } from './citations/source-link';
export {
  toDisplayDomain,
  toDisplayTitle,
  toSafeHref,
  toSourceUrlKey,
} from './citations/source-link';
export { convertOffset, createOffsetConverter } from './citations/convert-offset';
export type { BuildCitedTextOptions } from './citations/build-cited-text';
export { buildCitedText } from './citations/build-cited-text';
export type { ResolveCitedTextOptions } from './citations/resolve-cited-text';
export { resolveCitedText } from './citations/resolve-cited-text';
export { renderCitationMarkers } from './citations/render-citation-markers';
export { summarizeCitationsByDomain } from './citations/summarize-citations-by-domain';

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
export { isIndex, isRecord } from './guards/guards';
