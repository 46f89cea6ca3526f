import type { CitedText } from 'ngx-ag-ui/core';
import {
  fromAblyAnnotations,
  fromAgentforceMessage,
  fromAnthropicMessage,
  fromBedrockConverse,
  fromBedrockKnowledgeBase,
  fromCohereResponse,
  fromGeminiResponse,
  fromLangChainMessage,
  fromMistralMessage,
  fromMoveworksPlugin,
  fromOpenAIChatCompletion,
  fromOpenAIResponse,
  fromPerplexityCompletion,
  fromVercelUIMessage,
} from 'ngx-ag-ui/formats';
import {
  ablySample,
  agentforceSample,
  anthropicSample,
  bedrockConverseSample,
  bedrockKnowledgeBaseSample,
  cohereSample,
  geminiSample,
  langChainSample,
  mistralSample,
  moveworksSample,
  openAIChatCompletionSample,
  openAIResponseSample,
  perplexitySample,
  vercelUIMessageSample,
} from 'ngx-ag-ui/testing';

/** One provider format of the gallery: a sample payload through its `from*` adapter. */
export interface GalleryEntry {
  /** Anchor and key. */
  readonly id: string;
  /** The provider and API. */
  readonly name: string;
  /** The adapter that reads it. */
  readonly adapter: string;
  /** What is special about the format. */
  readonly note: string;
  /** The sample through the adapter. */
  readonly cite: () => CitedText;
}

/** Every format adapter of `ngx-ag-ui/core` with the sample payload of `ngx-ag-ui/testing`. */
export const GALLERY_ENTRIES: readonly GalleryEntry[] = [
  {
    id: 'agentforce',
    name: 'Salesforce Agentforce',
    adapter: 'fromAgentforceMessage',
    note: 'citedLocationOffset markers and claim spans in UTF-16; link labels and record ids.',
    cite: () => fromAgentforceMessage(agentforceSample),
  },
  {
    id: 'moveworks',
    name: 'Moveworks plugin',
    adapter: 'fromMoveworksPlugin',
    note: 'Business objects with friendly_id anchors; message-level sources without markers.',
    cite: () => fromMoveworksPlugin(moveworksSample),
  },
  {
    id: 'ably',
    name: 'Ably AI Transport',
    adapter: 'fromAblyAnnotations',
    note: 'citations:multiple.v1 annotations with UTF-16 offsets; the summary counts sources per domain.',
    cite: () => fromAblyAnnotations(ablySample),
  },
  {
    id: 'perplexity',
    name: 'Perplexity Sonar',
    adapter: 'fromPerplexityCompletion',
    note: '[n] markers in the text, resolved against the citations list (never inside code).',
    cite: () => fromPerplexityCompletion(perplexitySample),
  },
  {
    id: 'anthropic',
    name: 'Anthropic Messages API',
    adapter: 'fromAnthropicMessage',
    note: 'Cited text blocks are the claims; char, page and block locations point into the source document.',
    cite: () => fromAnthropicMessage(anthropicSample),
  },
  {
    id: 'openai-response',
    name: 'OpenAI Responses API',
    adapter: 'fromOpenAIResponse',
    note: 'url_citation spans in code points; file citations are points.',
    cite: () => fromOpenAIResponse(openAIResponseSample),
  },
  {
    id: 'openai-chat',
    name: 'OpenAI Chat Completions (search models)',
    adapter: 'fromOpenAIChatCompletion',
    note: 'message.annotations with url_citation spans in code points.',
    cite: () => fromOpenAIChatCompletion(openAIChatCompletionSample),
  },
  {
    id: 'gemini',
    name: 'Google Gemini grounding',
    adapter: 'fromGeminiResponse',
    note: 'groundingSupports in UTF-8 bytes per part; redirect URIs take their domain from the chunk.',
    cite: () => fromGeminiResponse(geminiSample),
  },
  {
    id: 'cohere',
    name: 'Cohere Chat',
    adapter: 'fromCohereResponse',
    note: 'Citations carry their claim text, so offsets are re-anchored on it.',
    cite: () => fromCohereResponse(cohereSample),
  },
  {
    id: 'bedrock-converse',
    name: 'AWS Bedrock Converse',
    adapter: 'fromBedrockConverse',
    note: 'citationsContent blocks are claims; document ranges stay source locations.',
    cite: () => fromBedrockConverse(bedrockConverseSample),
  },
  {
    id: 'bedrock-kb',
    name: 'AWS Bedrock Knowledge Bases',
    adapter: 'fromBedrockKnowledgeBase',
    note: 'retrieveAndGenerate spans with an inclusive end, re-anchored on the part text.',
    cite: () => fromBedrockKnowledgeBase(bedrockKnowledgeBaseSample),
  },
  {
    id: 'mistral',
    name: 'Mistral',
    adapter: 'fromMistralMessage',
    note: 'Reference chunks between text chunks are the markers.',
    cite: () => fromMistralMessage(mistralSample),
  },
  {
    id: 'vercel',
    name: 'Vercel AI SDK UI message',
    adapter: 'fromVercelUIMessage',
    note: 'source-url and source-document parts: a sources list without inline positions.',
    cite: () => fromVercelUIMessage(vercelUIMessageSample),
  },
  {
    id: 'langchain',
    name: 'LangChain / LangGraph',
    adapter: 'fromLangChainMessage',
    note: 'Standard content blocks with citation annotations.',
    cite: () => fromLangChainMessage(langChainSample),
  },
];
