/*
 * Public API of `ngx-ag-ui/testing`: event builders and a scripted fake agent for tests and demos.
 */
export { runStarted, runFinished } from './events/run-events';

// Citation samples (one realistic payload per format adapter)
export { geminiSample } from './citation-samples/gemini';
export { cohereSample } from './citation-samples/cohere';
export { bedrockConverseSample } from './citation-samples/bedrock-converse';
export { bedrockKnowledgeBaseSample } from './citation-samples/bedrock-knowledge-base';
