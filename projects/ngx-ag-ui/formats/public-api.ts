/*
 * Public API of `ngx-ag-ui/formats`: the `from*` citation adapters, the stream folders and the
 * provider payload types. Framework-free; imports only `ngx-ag-ui/core`, whose adapter kit any
 * adapter here is written with. Every export is named here; types apart from values.
 */

// Citation adapters: seed formats (Agentforce, Moveworks, Ably) and Perplexity
export type {
  AgentforceCitation,
  AgentforceCitedDetails,
  AgentforceCitedReference,
  AgentforceInlineMetadata,
  AgentforceMessage,
  AgentforceStaticContent,
} from './agentforce/agentforce-message';
export { fromAgentforceMessage } from './agentforce/from-agentforce-message';
export type {
  MoveworksBusinessObject,
  MoveworksPluginPayload,
  MoveworksPluginResponse,
} from './moveworks/moveworks-plugin';
export { fromMoveworksPlugin } from './moveworks/from-moveworks-plugin';
export type {
  AblyAnnotation,
  AblyAnnotationSummary,
  AblyCitationData,
  AblyCitationsPayload,
  AblyResponseMessage,
  AblySummaryEntry,
} from './ably/ably-annotations';
export { fromAblyAnnotations } from './ably/from-ably-annotations';
export type {
  PerplexityChoice,
  PerplexityCompletion,
  PerplexityContentPart,
  PerplexitySearchResult,
} from './perplexity/perplexity-completion';
export { fromPerplexityCompletion } from './perplexity/from-perplexity-completion';

// Citation adapters: Gemini
export type {
  GeminiCandidate,
  GeminiGroundingChunk,
  GeminiGroundingMetadata,
  GeminiGroundingSupport,
  GeminiPart,
  GeminiResponse,
  GeminiSegment,
} from './gemini/gemini-response';
export { fromGeminiResponse } from './gemini/from-gemini-response';

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
} from './cohere/cohere-chat-response';
export { fromCohereResponse } from './cohere/from-cohere-response';

// Citation adapters: AWS Bedrock
export type {
  BedrockCitationLocation,
  BedrockCitationsContentBlock,
  BedrockConverseCitation,
  BedrockConverseContentBlock,
  BedrockConverseMessage,
  BedrockConverseResponse,
  BedrockDocumentRange,
} from './bedrock/bedrock-converse-response';
export { fromBedrockConverse } from './bedrock/from-bedrock-converse';
export type {
  BedrockKnowledgeBaseCitation,
  BedrockKnowledgeBaseResponse,
  BedrockRetrievalLocation,
  BedrockRetrievedReference,
} from './bedrock/bedrock-knowledge-base-response';
export { fromBedrockKnowledgeBase } from './bedrock/from-bedrock-knowledge-base';

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
} from './anthropic/anthropic-message';
export { fromAnthropicMessage } from './anthropic/from-anthropic-message';
export type {
  AnthropicStreamDelta,
  AnthropicStreamEvent,
} from './anthropic/anthropic-message-from-events';
export { anthropicMessageFromEvents } from './anthropic/anthropic-message-from-events';

// Citation adapters: OpenAI
export type {
  OpenAIAnnotation,
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
} from './openai/openai-response';
export { fromOpenAIResponse } from './openai/from-openai-response';
export type { OpenAIChatAnnotation, OpenAIChatCompletion } from './openai/openai-chat-completion';
export { fromOpenAIChatCompletion } from './openai/from-openai-chat-completion';
export type { OpenAIResponseStreamEvent } from './openai/openai-response-from-events';
export { openAIResponseFromEvents } from './openai/openai-response-from-events';

// Citation adapters: Mistral
export type {
  MistralContentChunk,
  MistralMessagePayload,
  MistralOtherChunk,
  MistralReference,
  MistralReferenceChunk,
  MistralTextChunk,
  MistralToolReferenceChunk,
} from './mistral/mistral-message';
export { fromMistralMessage } from './mistral/from-mistral-message';

// Citation adapters: Vercel AI SDK
export type {
  VercelOtherPart,
  VercelSourceDocumentPart,
  VercelSourceUrlPart,
  VercelTextPart,
  VercelUIMessage,
  VercelUIMessagePart,
} from './vercel/vercel-ui-message';
export { fromVercelUIMessage } from './vercel/from-vercel-ui-message';

// Citation adapters: LangChain
export type {
  LangChainCitation,
  LangChainContentBlock,
  LangChainMessage,
} from './langchain/langchain-message';
export { fromLangChainMessage } from './langchain/from-langchain-message';
