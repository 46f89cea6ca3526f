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
  hostileProxy,
} from 'ngx-ag-ui/testing';
import type { CitationFormatOptions, CitedText } from 'ngx-ag-ui/core';
import { expectWellFormed } from './adapter-spec.test-helpers';
import * as formats from './public-api';
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

const ADAPTERS: readonly (readonly [string, AnyAdapter, unknown])[] = [
  ['fromAblyAnnotations', fromAblyAnnotations, ablySample],
  ['fromAgentforceMessage', fromAgentforceMessage, agentforceSample],
  ['fromAnthropicMessage', fromAnthropicMessage, anthropicSample],
  ['fromBedrockConverse', fromBedrockConverse, bedrockConverseSample],
  ['fromBedrockKnowledgeBase', fromBedrockKnowledgeBase, bedrockKnowledgeBaseSample],
  ['fromCohereResponse', fromCohereResponse, cohereSample],
  ['fromGeminiResponse', fromGeminiResponse, geminiSample],
  ['fromLangChainMessage', fromLangChainMessage, langChainSample],
  ['fromMistralMessage', fromMistralMessage, mistralSample],
  ['fromMoveworksPlugin', fromMoveworksPlugin, moveworksSample],
  ['fromOpenAIChatCompletion', fromOpenAIChatCompletion, openAIChatCompletionSample],
  ['fromOpenAIResponse', fromOpenAIResponse, openAIResponseSample],
  ['fromPerplexityCompletion', fromPerplexityCompletion, perplexitySample],
  ['fromVercelUIMessage', fromVercelUIMessage, vercelUIMessageSample],
];

/** Runs `adapter` on a payload it has no type for. */
function run(adapter: AnyAdapter, payload: unknown, options?: unknown): CitedText {
  return (adapter as (payload: unknown, options?: unknown) => CitedText)(payload, options);
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
  describe.each(ADAPTERS)('%s', (name, adapter, sample) => {
    it('reads its sample: numbers 1..N, domains from the links, every source named', () => {
      const cited = run(adapter, sample);
      expectWellFormed(cited);
      expect(cited.citations.length).toBeGreaterThan(0);
      for (const citation of cited.citations) {
        const named = [citation.url, citation.title, citation.label, citation.recordId];
        const shown = [citation.filename, citation.snippet, citation.domain];
        expect([...named, ...shown].some((value) => typeof value === 'string')).toBe(true);
      }
    });

    it('keeps its name through the runner', () => {
      expect(adapter.name).toBe(name);
    });

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

describe('ngx-ag-ui/formats', () => {
  it('exports exactly the adapters listed here, each named after its export', () => {
    const exported = Object.entries(formats).filter(([name]) => name.startsWith('from'));
    expect(exported.map(([name]) => name).sort()).toEqual(ADAPTERS.map(([name]) => name).sort());
    for (const [name, adapter] of exported) expect(adapter.name).toBe(name);
  });
});
