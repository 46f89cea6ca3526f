/*
 * Public API of `ngx-ag-ui/testing`: event builders and a scripted fake agent for tests and demos.
 */
export { runStarted, runFinished } from './events/run-events';

// Citation samples (one realistic payload per format adapter)
export { geminiSample } from './citation-samples/gemini';
export { cohereSample } from './citation-samples/cohere';
export { bedrockConverseSample } from './citation-samples/bedrock-converse';
export { bedrockKnowledgeBaseSample } from './citation-samples/bedrock-knowledge-base';
export { langChainSample } from './citation-samples/langchain';
export { anthropicSample } from './citation-samples/anthropic';
export { openAIResponseSample } from './citation-samples/openai-response';
export { openAIChatCompletionSample } from './citation-samples/openai-chat-completion';
export { mistralSample } from './citation-samples/mistral';
export { vercelUIMessageSample } from './citation-samples/vercel';
