/*
 * The LangGraph graph the LangGraph producer serves: a chat node on scripted LangChain test models
 * (`FakeListChatModel` for text, `FakeStreamingChatModel` for tool calls; neither makes a request),
 * a backend tool node, and `citations` written into the graph state under the id of the answer
 * they belong to, the `state.citations[messageId]` convention of ngx-ag-ui. The script is chosen
 * by the last human message, so one graph plays every scenario.
 */
import { AIMessageChunk } from '@langchain/core/messages';
import { ChatGenerationChunk } from '@langchain/core/outputs';
import { tool } from '@langchain/core/tools';
import { FakeListChatModel, FakeStreamingChatModel } from '@langchain/core/utils/testing';
import {
  END,
  MessagesValue,
  ReducedValue,
  START,
  StateGraph,
  StateSchema,
} from '@langchain/langgraph';
import { ToolNode } from '@langchain/langgraph/prebuilt';
import { z } from 'zod';

const weather = tool(async ({ city }) => JSON.stringify({ city, forecast: 'sunny', celsius: 21 }), {
  name: 'weather',
  description: 'The weather in a city',
  schema: z.object({ city: z.string() }),
});

// A runtime schema (StateSchema over Zod): the API server reads it as is, instead of parsing
// this file with the TypeScript compiler (slow, and it fails on plain JavaScript).
const State = new StateSchema({
  messages: MessagesValue,
  citations: new ReducedValue(
    z.record(z.string(), z.array(z.unknown())).default(() => ({})),
    {
      reducer: (current, next) => ({ ...current, ...next }),
    },
  ),
  tools: z.array(z.unknown()).default(() => []),
});

const textOf = (message) =>
  typeof message.content === 'string'
    ? message.content
    : message.content.map((part) => part.text ?? '').join('');

/**
 * `FakeStreamingChatModel` streams a tool call whole, in `tool_calls`; a real model (and what
 * `LangGraphAgent` reads) streams it as `tool_call_chunks`: the id and name, then the arguments.
 */
class ToolCallingTestModel extends FakeStreamingChatModel {
  constructor(call) {
    super({ sleep: 0, chunks: [new AIMessageChunk({ content: '', tool_calls: [call] })] });
    this.call = call;
  }

  async *_streamResponseChunks(_messages, _options, runManager) {
    const { id, name, args } = this.call;
    const pieces = [
      { id, name, args: '', index: 0 },
      { args: JSON.stringify(args), index: 0 },
    ];
    for (const piece of pieces) {
      const chunk = new ChatGenerationChunk({
        message: new AIMessageChunk({
          content: '',
          tool_call_chunks: [{ ...piece, type: 'tool_call_chunk' }],
        }),
        text: '',
      });
      yield chunk;
      await runManager?.handleLLMNewToken('', undefined, undefined, undefined, undefined, {
        chunk,
      });
    }
  }
}

function toolCaller(id, name, args) {
  return new ToolCallingTestModel({ id, name, args, type: 'tool_call' });
}

function writer(responses, sleep) {
  return new FakeListChatModel({ responses, sleep });
}

async function chat(state) {
  const messages = state.messages;
  const last = messages[messages.length - 1];
  const human = [...messages].reverse().find((message) => message.getType() === 'human');
  const said = human ? textOf(human) : '';
  const turn = messages.filter((message) => message.getType() === 'human').length;
  if (last.getType() === 'tool') {
    const answer = await writer([`The tool said: ${textOf(last)}`]).invoke(messages);
    return { messages: [answer] };
  }
  if (said.includes('[frontend-tool]')) {
    return {
      messages: [
        await toolCaller('call-confirm', 'confirm_booking', { hotel: 'Ritz' }).invoke(messages),
      ],
    };
  }
  if (said.includes('[backend-tool]')) {
    return {
      messages: [await toolCaller('call-weather', 'weather', { city: 'Oslo' }).invoke(messages)],
    };
  }
  if (said.includes('[error]')) {
    await writer(['Half an answer']).invoke(messages);
    throw new Error('model overloaded');
  }
  if (said.includes('[slow]') || said.includes('[drop]')) {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    return { messages: [await writer([words], 5).invoke(messages)] };
  }
  if (said.includes('[citations]')) {
    const answer = await writer(['Angular signals are reactive [^1].']).invoke(messages);
    const citations = {
      [answer.id]: [{ id: '1', title: 'Signals guide', url: 'https://angular.dev/guide/signals' }],
    };
    return { messages: [answer], citations };
  }
  return { messages: [await writer([`Answer number ${turn}.`]).invoke(messages)] };
}

function route(state) {
  const last = state.messages[state.messages.length - 1];
  const calls = last.tool_calls ?? [];
  return calls.some((call) => call.name === 'weather') ? 'backend' : END;
}

export const graph = new StateGraph(State)
  .addNode('chat', chat)
  .addNode('backend', new ToolNode([weather]))
  .addEdge(START, 'chat')
  .addConditionalEdges('chat', route, ['backend', END])
  .addEdge('backend', 'chat')
  .compile();
