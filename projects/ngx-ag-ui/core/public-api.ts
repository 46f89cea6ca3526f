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
export type { AgentError, AgentErrorKind, AgentWarning, AgentWarningKind } from './thread/agent-error';
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
export type { StateDeltaError, StateDeltaResult } from './state-delta/apply-state-delta';
export { applyStateDelta } from './state-delta/apply-state-delta';
export type { CitableMessage } from './bridge/citations-for-message';
export { bridgeCitationsState } from './bridge/bridge-citations-state';
export { toAguiCitations } from './bridge/to-agui-citations';

// Citation model
export type {
  Citation,
  CitationDiagnostic,
  CitationDomainCount,
  CitationFormatOptions,
  CitationKind,
  CitationSpan,
  CitedText,
  OffsetUnit,
  SourceLocation,
} from './citations/citation';
export type {
  CitationOccurrence,
  CitationSourceFields,
  ConvertedOffset,
} from './citations/citation-occurrence';
export type { DisplayTitleFields } from './citations/source-link';
export { toDisplayDomain, toDisplayTitle, toSafeHref, toSourceUrlKey } from './citations/source-link';
export { convertOffset, createOffsetConverter } from './citations/convert-offset';
export type { BuildCitedTextOptions } from './citations/build-cited-text';
export { buildCitedText } from './citations/build-cited-text';
export type { ResolveCitedTextOptions } from './citations/resolve-cited-text';
export { resolveCitedText } from './citations/resolve-cited-text';
export { renderCitationMarkers } from './citations/render-citation-markers';
export { summarizeCitationsByDomain } from './citations/summarize-citations-by-domain';

// Citation adapters: seed formats (Agentforce, Moveworks, Ably) and Perplexity
export type {
  AgentforceCitation,
  AgentforceCitedDetails,
  AgentforceCitedReference,
  AgentforceInlineMetadata,
  AgentforceMessage,
  AgentforceStaticContent,
} from './citations/formats/agentforce/agentforce-message';
export { fromAgentforceMessage } from './citations/formats/agentforce/from-agentforce-message';
export type {
  MoveworksBusinessObject,
  MoveworksPluginPayload,
  MoveworksPluginResponse,
} from './citations/formats/moveworks/moveworks-plugin';
export { fromMoveworksPlugin } from './citations/formats/moveworks/from-moveworks-plugin';
export type {
  AblyAnnotation,
  AblyAnnotationSummary,
  AblyCitationData,
  AblyCitationsPayload,
  AblyResponseMessage,
  AblySummaryEntry,
} from './citations/formats/ably/ably-annotations';
export { fromAblyAnnotations } from './citations/formats/ably/from-ably-annotations';
export type {
  PerplexityChoice,
  PerplexityCompletion,
  PerplexityContentPart,
  PerplexitySearchResult,
} from './citations/formats/perplexity/perplexity-completion';
export { fromPerplexityCompletion } from './citations/formats/perplexity/from-perplexity-completion';

// Citation adapters: Gemini
export type {
  GeminiCandidate,
  GeminiGroundingChunk,
  GeminiGroundingMetadata,
  GeminiGroundingSupport,
  GeminiPart,
  GeminiResponse,
  GeminiSegment,
} from './citations/formats/gemini/gemini-response';
export { fromGeminiResponse } from './citations/formats/gemini/from-gemini-response';

// Citation adapters: Cohere
export type {
  CohereChatResponse,
  CohereV1ChatResponse,
  CohereV1Citation,
  CohereV1Document,
  CohereV2ChatResponse,
  CohereV2Citation,
  CohereV2ContentItem,
  CohereV2Message,
  CohereV2Source,
} from './citations/formats/cohere/cohere-chat-response';
export { fromCohereResponse } from './citations/formats/cohere/from-cohere-response';

// Citation adapters: AWS Bedrock
export type {
  BedrockCitationLocation,
  BedrockCitationsContentBlock,
  BedrockConverseCitation,
  BedrockConverseContentBlock,
  BedrockConverseMessage,
  BedrockConverseResponse,
  BedrockDocumentRange,
} from './citations/formats/bedrock/bedrock-converse-response';
export { fromBedrockConverse } from './citations/formats/bedrock/from-bedrock-converse';
export type {
  BedrockKnowledgeBaseCitation,
  BedrockKnowledgeBaseResponse,
  BedrockRetrievalLocation,
  BedrockRetrievedReference,
} from './citations/formats/bedrock/bedrock-knowledge-base-response';
export { fromBedrockKnowledgeBase } from './citations/formats/bedrock/from-bedrock-knowledge-base';

// Citation adapters: Anthropic
export type {
  AnthropicCharLocation,
  AnthropicContentBlock,
  AnthropicContentBlockLocation,
  AnthropicMessage,
  AnthropicOtherBlock,
  AnthropicOtherCitation,
  AnthropicPageLocation,
  AnthropicSearchResultLocation,
  AnthropicTextBlock,
  AnthropicTextCitation,
  AnthropicWebSearchResultLocation,
} from './citations/formats/anthropic/anthropic-message';
export { fromAnthropicMessage } from './citations/formats/anthropic/from-anthropic-message';
export type {
  AnthropicStreamDelta,
  AnthropicStreamEvent,
} from './citations/formats/anthropic/anthropic-message-from-events';
export { anthropicMessageFromEvents } from './citations/formats/anthropic/anthropic-message-from-events';

// Citation adapters: OpenAI
export type {
  OpenAIAnnotation,
  OpenAIChatAnnotation,
  OpenAIChatCompletion,
  OpenAIContainerFileCitation,
  OpenAIFileCitation,
  OpenAIFilePath,
  OpenAIOtherAnnotation,
  OpenAIOtherContentPart,
  OpenAIOtherOutputItem,
  OpenAIOutputItem,
  OpenAIOutputMessage,
  OpenAIOutputText,
  OpenAIResponse,
  OpenAIUrlCitation,
} from './citations/formats/openai/openai-response';
export { fromOpenAIResponse } from './citations/formats/openai/from-openai-response';
export { fromOpenAIChatCompletion } from './citations/formats/openai/from-openai-chat-completion';
export type { OpenAIResponseStreamEvent } from './citations/formats/openai/openai-response-from-events';
export { openAIResponseFromEvents } from './citations/formats/openai/openai-response-from-events';

// Citation adapters: Mistral
export type {
  MistralContentChunk,
  MistralMessagePayload,
  MistralOtherChunk,
  MistralReference,
  MistralReferenceChunk,
  MistralTextChunk,
  MistralToolReferenceChunk,
} from './citations/formats/mistral/mistral-message';
export { fromMistralMessage } from './citations/formats/mistral/from-mistral-message';

// Citation adapters: Vercel AI SDK
export type {
  VercelOtherPart,
  VercelSourceDocumentPart,
  VercelSourceUrlPart,
  VercelTextPart,
  VercelUIMessage,
  VercelUIMessagePart,
} from './citations/formats/vercel/vercel-ui-message';
export { fromVercelUIMessage } from './citations/formats/vercel/from-vercel-ui-message';

// Citation adapters: LangChain
export type {
  LangChainCitation,
  LangChainContentBlock,
  LangChainMessage,
} from './citations/formats/langchain/langchain-message';
export { fromLangChainMessage } from './citations/formats/langchain/from-langchain-message';
