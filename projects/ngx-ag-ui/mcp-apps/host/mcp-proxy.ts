import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import { isRecord } from 'ngx-ag-ui/core';
import type { AgentSource } from 'ngx-ag-ui';

import type { McpAppContent } from '../model/mcp-app-content';

/** The MCP methods `@ag-ui/mcp-apps-middleware` accepts from an app. */
export type McpProxyMethod = 'tools/call' | 'resources/read' | 'notifications/message' | 'ping';

/**
 * The run that carries one MCP request of an app: no messages (it never joins the
 * conversation), the request in `forwardedProps.__proxiedMCPRequest`.
 */
export function proxyInput(
  app: McpAppContent,
  method: McpProxyMethod,
  params: Record<string, unknown>,
): RunAgentInput {
  const id = `mcp-${Math.random().toString(36).slice(2)}`;
  return {
    threadId: id,
    runId: id,
    messages: [],
    tools: [],
    context: [],
    state: {},
    forwardedProps: {
      __proxiedMCPRequest: {
        serverHash: app.serverHash,
        ...(app.serverId !== undefined && { serverId: app.serverId }),
        method,
        params,
      },
    },
  };
}

/** Why an MCP request through the agent failed. */
export class McpProxyError extends Error {
  override readonly name = 'McpProxyError';
}

/**
 * Sends one MCP request of an app to its server through the agent, as
 * `@ag-ui/mcp-apps-middleware` expects: a run of its own (never added to the conversation)
 * whose `forwardedProps.__proxiedMCPRequest` names the server, the method and its params, and
 * whose `RUN_FINISHED.result` is the server's answer.
 * @throws McpProxyError when the run fails, times out, or its result is `{ error }`.
 */
export function proxyMcpRequest(
  agent: AgentSource,
  app: McpAppContent,
  method: McpProxyMethod,
  params: Record<string, unknown>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const input = proxyInput(app, method, params);
  return new Promise((resolve, reject) => {
    let result: unknown;
    let finished = false;
    const fail = (message: string) => {
      cleanup();
      reject(new McpProxyError(message));
    };
    const timer = setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs);
    const onAbort = () => fail('cancelled');
    signal?.addEventListener('abort', onAbort);
    const subscription = agent.run(input).subscribe({
      next: (event: BaseEvent) => {
        if (event.type === 'RUN_FINISHED') {
          finished = true;
          result = (event as { result?: unknown }).result;
        } else if (event.type === 'RUN_ERROR') {
          fail(String((event as { message?: unknown }).message ?? 'the run failed'));
        }
      },
      error: (error: unknown) =>
        fail(error instanceof Error ? error.message : 'the request failed'),
      complete: () => {
        cleanup();
        if (!finished) reject(new McpProxyError('the run ended without a result'));
        else if (!isRecord(result)) reject(new McpProxyError('the run gave no result'));
        else if ('error' in result)
          reject(
            new McpProxyError(typeof result['error'] === 'string' ? result['error'] : 'refused'),
          );
        else resolve(result);
      },
    });
    function cleanup() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      // Called from inside `subscribe` only after it returned (events are delivered later).
      queueMicrotask(() => subscription.unsubscribe());
    }
  });
}
