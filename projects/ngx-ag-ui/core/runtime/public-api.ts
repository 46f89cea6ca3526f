/*
 * Public API of `ngx-ag-ui/core/runtime`: what every running app needs from `core` (the thread
 * model, the reducer, JSON-Patch state, the citation bridge, the run lifecycle). Framework-free.
 *
 * `ngx-ag-ui/core` re-exports all of it. This narrower entry exists for the bundle: bundlers
 * place a module in the initial chunk when startup code reaches it, with every part of it that
 * any lazy route uses. So the Angular store (startup code) imports only this entry, and the
 * citation builder (`resolveCitedText`, the adapter kit), which only citation views use, stays
 * in their lazy chunks. See docs/bundle-size.md.
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
export { MAX_WARNINGS, withWarnings } from './reducer/with-warnings';
export { jsonEqual } from './reducer/json-equal';
export type { MessagesReading } from './reducer/read-messages';
export { readMessages } from './reducer/read-messages';
export { MAX_PASS_THROUGH_EVENTS } from './reducer/apply-pass-through-event';
export type { ChunkStream, ReducerBookkeeping } from './reducer/reducer-bookkeeping';
// Run lifecycle: what a store does around the reducer, with no framework in it (the Angular
// `AgentStore` is built on these)
export type { ThreadStreamOptions, ThreadStreamUpdate } from './run/thread-stream';
export { ThreadStream } from './run/thread-stream';
export type { RunInputParts } from './run/to-run-agent-input';
export { toRunAgentInput } from './run/to-run-agent-input';
export { toAgentError } from './run/to-agent-error';
export type { StreamEnd } from './run/truncated-error';
export { truncatedError, truncationAtEnd } from './run/truncated-error';
export { cancelRun } from './run/cancel-run';
export { dropLastTurn } from './run/drop-last-turn';
export { isAgentErrorKind } from './thread/agent-error';
export type { StateDeltaError, StateDeltaResult } from './state-delta/apply-state-delta';
export { applyStateDelta } from './state-delta/apply-state-delta';
export type { CitableMessage } from './bridge/citations-for-message';
export { bridgeCitationsState } from './bridge/bridge-citations-state';
export { toAgUiCitations, toAguiCitations } from './bridge/to-ag-ui-citations';

// Citation model: the types, and the link safety the bridge applies to every source
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
} from './citation-model/citation';
export type { DisplayTitleFields } from './citation-model/source-link';
export {
  toDisplayDomain,
  toDisplayTitle,
  toSafeHref,
  toSourceUrlKey,
} from './citation-model/source-link';

// Guards the adapter kit shares
export { isIndex, isRecord } from './guards/guards';
