import type { CitationFormatOptions, CitedText } from '../citation';
import { expectWellFormed } from './adapter-spec.test-helpers';
import { fromAblyAnnotations } from './ably/from-ably-annotations';
import { fromAgentforceMessage } from './agentforce/from-agentforce-message';
import { fromAnthropicMessage } from './anthropic/from-anthropic-message';
import { fromBedrockConverse } from './bedrock/from-bedrock-converse';
import { fromBedrockKnowledgeBase } from './bedrock/from-bedrock-knowledge-base';
import { fromCohereResponse } from './cohere/from-cohere-response';
import { fromGeminiResponse } from './gemini/from-gemini-response';
import { fromLangChainMessage } from './langchain/from-langchain-message';
import { fromMistralMessage } from './mistral/from-mistral-message';
import { fromMoveworksPlugin } from './moveworks/from-moveworks-plugin';
import { fromOpenAIChatCompletion } from './openai/from-openai-chat-completion';
import { fromOpenAIResponse } from './openai/from-openai-response';
import { fromPerplexityCompletion } from './perplexity/from-perplexity-completion';
import { fromVercelUIMessage } from './vercel/from-vercel-ui-message';

type AnyAdapter = (payload: never, options?: CitationFormatOptions) => CitedText;

const ADAPTERS: readonly (readonly [string, AnyAdapter])[] = [
  ['fromAblyAnnotations', fromAblyAnnotations],
  ['fromAgentforceMessage', fromAgentforceMessage],
  ['fromAnthropicMessage', fromAnthropicMessage],
  ['fromBedrockConverse', fromBedrockConverse],
  ['fromBedrockKnowledgeBase', fromBedrockKnowledgeBase],
  ['fromCohereResponse', fromCohereResponse],
  ['fromGeminiResponse', fromGeminiResponse],
  ['fromLangChainMessage', fromLangChainMessage],
  ['fromMistralMessage', fromMistralMessage],
  ['fromMoveworksPlugin', fromMoveworksPlugin],
  ['fromOpenAIChatCompletion', fromOpenAIChatCompletion],
  ['fromOpenAIResponse', fromOpenAIResponse],
  ['fromPerplexityCompletion', fromPerplexityCompletion],
  ['fromVercelUIMessage', fromVercelUIMessage],
];

/** Runs `adapter` on a payload it has no type for. */
function run(adapter: AnyAdapter, payload: unknown, options?: unknown): CitedText {
  return (adapter as (payload: unknown, options?: unknown) => CitedText)(payload, options);
}

/** An object whose every trap throws, as a revoked or hostile Proxy does. */
function hostileProxy(): object {
  const fail = (): never => {
    throw new Error('trap');
  };
  return new Proxy(
    {},
    {
      get: fail,
      has: fail,
      ownKeys: fail,
      getOwnPropertyDescriptor: fail,
      getPrototypeOf: fail,
    },
  );
}

/** An object whose every listed field is a getter that throws. */
function throwingGetters(...keys: readonly string[]): object {
  const payload = {};
  for (const key of keys) {
    Object.defineProperty(payload, key, {
      enumerable: true,
      get: () => {
        throw new Error(`getter ${key}`);
      },
    });
  }
  return payload;
}

const TOP_LEVEL_KEYS = [
  'message',
  'annotations',
  'summary',
  'staticContent',
  'content',
  'output',
  'citations',
  'candidates',
  'choices',
  'references',
  'text',
  'pluginResponse',
  'parts',
  'search_results',
];

describe('every citation adapter', () => {
  describe.each(ADAPTERS)('%s', (_name, adapter) => {
    it('never throws on a payload whose getters throw', () => {
      const cited = run(adapter, throwingGetters(...TOP_LEVEL_KEYS));
      expectWellFormed(cited);
      expect(cited.diagnostics?.map((d) => d.code)).toContain('unreadable-payload');
    });

    it('never throws on a Proxy whose traps throw', () => {
      const cited = run(adapter, hostileProxy());
      expect(cited).toEqual({
        text: '',
        citations: [],
        diagnostics: [expect.objectContaining({ code: 'unreadable-payload' })],
      });
    });

    it('never throws on options whose traps throw', () => {
      expectWellFormed(run(adapter, {}, hostileProxy()));
    });
  });
});
