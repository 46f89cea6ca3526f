import type { BaseEvent, RunAgentInput } from '@ag-ui/core';
import type { AgentSource } from 'ngx-ag-ui';
import { of } from 'rxjs';

import type { McpAppContent } from '../model/mcp-app-content';
import { McpProxyError, proxyMcpRequest } from './mcp-proxy';

const APP: McpAppContent = {
  result: {},
  resourceUri: 'ui://demo/app.html',
  serverHash: 'abc',
  serverId: 'demo',
  toolInput: {},
};

function agent(events: (input: RunAgentInput) => BaseEvent[]) {
  const inputs: RunAgentInput[] = [];
  const source: AgentSource = {
    run: (input) => {
      inputs.push(input);
      return of(...events(input));
    },
  };
  return { source, inputs };
}

const finished = (result: unknown) =>
  ({ type: 'RUN_FINISHED', threadId: 't', runId: 'r', result }) as BaseEvent;
const started = { type: 'RUN_STARTED', threadId: 't', runId: 'r' } as BaseEvent;

describe('proxyMcpRequest', () => {
  it('sends the request as @ag-ui/mcp-apps-middleware reads it, and resolves its result', async () => {
    const { source, inputs } = agent(() => [started, finished({ contents: [] })]);
    const result = await proxyMcpRequest(source, APP, 'resources/read', { uri: 'ui://x' }, 1000);
    expect(result).toEqual({ contents: [] });
    expect(inputs).toHaveLength(1);
    expect(inputs[0].messages).toEqual([]);
    expect(inputs[0].forwardedProps).toEqual({
      __proxiedMCPRequest: {
        serverHash: 'abc',
        serverId: 'demo',
        method: 'resources/read',
        params: { uri: 'ui://x' },
      },
    });
  });

  it('rejects a refused request ({ error }), a failed run and a run without a result', async () => {
    const refused = agent(() => [started, finished({ error: 'Unknown server: demo' })]);
    await expect(proxyMcpRequest(refused.source, APP, 'ping', {}, 1000)).rejects.toThrow(
      new McpProxyError('Unknown server: demo'),
    );
    const failed = agent(() => [started, { type: 'RUN_ERROR', message: 'boom' } as BaseEvent]);
    await expect(proxyMcpRequest(failed.source, APP, 'ping', {}, 1000)).rejects.toThrow('boom');
    const cut = agent(() => [started]);
    await expect(proxyMcpRequest(cut.source, APP, 'ping', {}, 1000)).rejects.toThrow(
      'the run ended without a result',
    );
  });
});
