/*
 * Public API of `ngx-ag-ui/testing`: event builders and a scripted fake agent for tests and demos.
 */
export type { OptionalEventFields } from './events/optional-event-fields';
export { runError, runFinished, runStarted, stepFinished, stepStarted } from './events/run-events';
export {
  textMessage,
  textMessageChunk,
  textMessageContent,
  textMessageEnd,
  textMessageStart,
} from './events/text-events';
export {
  toolCall,
  toolCallArgs,
  toolCallChunk,
  toolCallEnd,
  toolCallResult,
  toolCallStart,
} from './events/tool-call-events';
export { messagesSnapshot, stateDelta, stateSnapshot } from './events/state-events';
export { activityDelta, activitySnapshot } from './events/activity-events';
export {
  reasoningEncryptedValue,
  reasoningEnd,
  reasoningMessageChunk,
  reasoningMessageContent,
  reasoningMessageEnd,
  reasoningMessageStart,
  reasoningStart,
} from './events/reasoning-events';
export { customEvent, rawEvent } from './events/pass-through-events';
export { subagentError, subagentFinished, subagentStarted } from './events/subagent-events';
export type { LegacyThinkingEvent, OptionalLegacyFields } from './events/legacy-events';
export {
  thinkingEnd,
  thinkingStart,
  thinkingTextMessageContent,
  thinkingTextMessageEnd,
  thinkingTextMessageStart,
} from './events/legacy-events';

// Untrusted input
export { hostileProxy } from './hostile/hostile-proxy';

// Scripted fake agent
export type { Script, ScriptedRun } from './agent/scripted-agent';
export { ScriptedAgent } from './agent/scripted-agent';
export type { TextAnswerOptions } from './agent/text-answer';
export { textAnswer } from './agent/text-answer';

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
export { agentforceSample } from './citation-samples/agentforce';
export { moveworksSample } from './citation-samples/moveworks';
export { ablySample } from './citation-samples/ably';
export { perplexitySample } from './citation-samples/perplexity';
