import {
  contentToText,
  EventType,
  type AGUIEvent,
  type BaseEvent,
  type RunAgentInput,
} from '@ag-ui/core';
import { MCPAppsMiddleware } from '@ag-ui/mcp-apps-middleware';

import { runBehindMiddleware } from '../middleware/run-behind-middleware';
import type { ScriptStep } from '../research/research-run';
import { HOSTILE_APP_TOOLS, SHOW_SOURCES_TOOL } from './sources-mcp-server';

/** The id the demo's MCP server is known by (the apps' activities carry it). */
export const DEMO_MCP_SERVER_ID = 'demo-sources';

/** The prompts that open an app, with the tool call each makes. */
function toolCallFor(text: string): { name: string; args: Record<string, unknown> } | undefined {
  const sources = /^explore the sources (?:about|of|on) (.+)$/i.exec(text);
  if (sources)
    return { name: SHOW_SOURCES_TOOL, args: { topic: sources[1].replace(/[.?!]$/, '') } };
  const hostile = /^show the (\w+) app/i.exec(text);
  const tool = hostile ? HOSTILE_APP_TOOLS[hostile[1].toLowerCase()] : undefined;
  return tool ? { name: tool, args: {} } : undefined;
}

/**
 * The run of an MCP App prompt ("explore the sources about signals") or of an app's MCP request
 * (`forwardedProps.__proxiedMCPRequest`), played through `@ag-ui/mcp-apps-middleware` against
 * the demo's MCP server at `mcpUrl`, as a real AG-UI server would: the scripted agent calls the
 * UI tool, the middleware runs it on the server and adds the `mcp-apps` activity; a proxied
 * request is answered by the middleware alone. `undefined` for any other conversation.
 */
export async function mcpAppsRun(
  input: RunAgentInput,
  mcpUrl: string,
): Promise<{ readonly steps: ScriptStep[]; readonly chaos?: undefined } | undefined> {
  if (!isProxiedRequest(input) && !callOf(input)) return undefined;
  const middleware = new MCPAppsMiddleware({
    mcpServers: [{ type: 'http', url: mcpUrl, serverId: DEMO_MCP_SERVER_ID }],
  });
  const events = await runBehindMiddleware(middleware, input, scriptFor);
  // The middleware's events are AG-UI events typed as their common base.
  return { steps: events.map((event) => ({ event: event as AGUIEvent, wait: 0 })) };
}

function scriptFor(input: RunAgentInput): BaseEvent[] {
  const { threadId, runId } = input;
  const call = callOf(input)!;
  const intro = `intro-${runId}`;
  const toolCallId = `call-${runId}`;
  return [
    { type: EventType.RUN_STARTED, threadId, runId },
    { type: EventType.TEXT_MESSAGE_START, messageId: intro, role: 'assistant' },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: intro, delta: 'Here is an app for that.' },
    { type: EventType.TEXT_MESSAGE_END, messageId: intro },
    {
      type: EventType.TOOL_CALL_START,
      toolCallId,
      toolCallName: call.name,
      parentMessageId: intro,
    },
    { type: EventType.TOOL_CALL_ARGS, toolCallId, delta: JSON.stringify(call.args) },
    { type: EventType.TOOL_CALL_END, toolCallId },
    { type: EventType.RUN_FINISHED, threadId, runId },
  ] as BaseEvent[];
}

function isProxiedRequest(input: RunAgentInput): boolean {
  const props = input.forwardedProps as { __proxiedMCPRequest?: unknown } | undefined;
  return typeof props?.__proxiedMCPRequest === 'object' && props.__proxiedMCPRequest !== null;
}

function callOf(input: RunAgentInput) {
  const last = input.messages.at(-1);
  if (last?.role !== 'user') return undefined;
  return toolCallFor(contentToText(last.content).trim());
}
