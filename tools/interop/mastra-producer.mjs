/*
 * The Mastra producer: a Mastra `Agent` on a scripted model (the AI SDK's `MockLanguageModelV3`,
 * which makes no request), wrapped by `@ag-ui/mastra`'s `MastraAgent` and served over HTTP + SSE.
 * The script is chosen by the last user message, so one server plays every scenario.
 */
import './offline.mjs';

import { MastraAgent } from '@ag-ui/mastra';
import { Agent } from '@mastra/core/agent';
import { createTool } from '@mastra/core/tools';
import { MockLanguageModelV3, simulateReadableStream } from 'ai/test';
import { z } from 'zod';

import { serveAgUi } from './serve-ag-ui.mjs';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

function text(id, words, finish = 'stop') {
  return [
    { type: 'text-start', id },
    ...words.map((delta) => ({ type: 'text-delta', id, delta })),
    { type: 'text-end', id },
    { type: 'finish', finishReason: { unified: finish, raw: finish }, usage },
  ];
}

function toolCall(toolCallId, toolName, input) {
  return [
    { type: 'tool-call', toolCallId, toolName, input: JSON.stringify(input) },
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage },
  ];
}

function contentOf(message) {
  if (typeof message.content === 'string') return message.content;
  return message.content
    .map((part) => {
      if (part.type === 'text') return part.text;
      const value = part.output?.value;
      return typeof value === 'string' ? value : JSON.stringify(value);
    })
    .join('');
}

/** The scripted answer to a prompt: what a real model would stream for each scenario. */
function script(prompt) {
  const last = prompt[prompt.length - 1];
  const lastUser = [...prompt].reverse().find((message) => message.role === 'user');
  const said = lastUser ? contentOf(lastUser) : '';
  if (last.role === 'tool') return text('t-after-tool', ['The tool said: ', contentOf(last)]);
  if (said.includes('[frontend-tool]'))
    return toolCall('call-confirm', 'confirm_booking', { hotel: 'Ritz' });
  if (said.includes('[backend-tool]')) return toolCall('call-weather', 'weather', { city: 'Oslo' });
  if (said.includes('[error]'))
    return [
      ...text('t-error', ['Half an ']).slice(0, -1),
      { type: 'error', error: 'model overloaded' },
    ];
  if (said.includes('[slow]') || said.includes('[drop]'))
    return text(
      't-slow',
      Array.from({ length: 40 }, (_, i) => `w${i} `),
    );
  const turn = prompt.filter((message) => message.role === 'user').length;
  return text(`t-${turn}`, ['Answer ', `number ${turn}.`]);
}

let calls = 0;
const model = new MockLanguageModelV3({
  provider: 'interop-mock',
  modelId: 'scripted',
  doStream: async ({ prompt }) => {
    calls++;
    const chunks = script(prompt);
    const slow = chunks.length > 20;
    return {
      stream: simulateReadableStream({
        chunks: [{ type: 'stream-start', warnings: [] }, ...chunks],
        initialDelayInMs: null,
        chunkDelayInMs: slow ? 25 : null,
      }),
    };
  },
});

const weather = createTool({
  id: 'weather',
  description: 'The weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => ({ city, forecast: 'sunny', celsius: 21 }),
});

const agent = new Agent({
  id: 'interop',
  name: 'interop',
  instructions: 'Answer briefly.',
  model,
  tools: { weather },
});

await serveAgUi(
  () => new MastraAgent({ agentId: 'interop', agent, resourceId: 'interop' }),
  () => ({
    modelCalls: calls,
  }),
);
