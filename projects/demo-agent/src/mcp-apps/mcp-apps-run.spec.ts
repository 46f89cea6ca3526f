/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createDemoAgentServer } from '../server';
import { DEMO_MCP_SERVER_ID } from './mcp-apps-run';

/** The events of an SSE answer, parsed. */
async function events(response: Response): Promise<Record<string, unknown>[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);
}

describe('the demo MCP server through @ag-ui/mcp-apps-middleware', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createDemoAgentServer({ delayMs: 0, logger: { error: () => {}, warn: () => {} } });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = async (messages: unknown[], forwardedProps: object = {}) =>
    events(
      await fetch(`${base}/agent`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify({
          threadId: 't',
          runId: `r-${Math.random()}`,
          messages,
          tools: [],
          context: [],
          state: {},
          forwardedProps,
        }),
      }),
    );
  const proxied = (method: string, params: object) =>
    post([], {
      __proxiedMCPRequest: { serverHash: '', serverId: DEMO_MCP_SERVER_ID, method, params },
    });

  it('answers "explore the sources about …" with the tool result and an mcp-apps activity', async () => {
    const answer = await post([
      { id: 'u1', role: 'user', content: 'Explore the sources about signals' },
    ]);
    const activity = answer.find((event) => event['type'] === 'ACTIVITY_SNAPSHOT');
    expect(activity).toMatchObject({
      activityType: 'mcp-apps',
      content: {
        resourceUri: 'ui://demo/sources.html',
        serverId: DEMO_MCP_SERVER_ID,
        toolInput: { topic: 'signals' },
        result: { structuredContent: { sources: expect.arrayContaining([expect.anything()]) } },
      },
    });
    expect(answer.at(-1)?.['type']).toBe('RUN_FINISHED');
  });

  it("answers an app's proxied resource read and tool call, and refuses an unknown server", async () => {
    const read = await proxied('resources/read', { uri: 'ui://demo/sources.html' });
    const html = (read.at(-1)?.['result'] as { contents: { text: string; mimeType: string }[] })
      .contents[0];
    expect(html.mimeType).toBe('text/html;profile=mcp-app');
    expect(html.text).toContain('globalThis.McpApps={App:');
    const call = await proxied('tools/call', {
      name: 'source_details',
      arguments: { id: 'angular-signals' },
    });
    expect(JSON.stringify(call.at(-1)?.['result'])).toContain('Signals overview: ');
    const unknown = await post([], {
      __proxiedMCPRequest: { serverHash: 'x', serverId: 'nope', method: 'ping', params: {} },
    });
    expect(unknown.at(-1)?.['result']).toEqual({ error: 'Unknown server: nope' });
  });
});
