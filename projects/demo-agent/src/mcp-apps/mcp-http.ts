import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

import { createMcpHandler, type McpServer } from '@modelcontextprotocol/server';

/**
 * Serves an MCP server over Streamable HTTP from a plain `node:http` server: the SDK's
 * web-standard handler (`createMcpHandler`, which also answers 2025-era clients such as
 * `@ag-ui/mcp-apps-middleware`'s, statelessly) behind a small Request/Response bridge.
 */
export function mcpHttpHandler(
  factory: () => McpServer,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const handler = createMcpHandler(factory);
  return async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) value.forEach((each) => headers.append(name, each));
    }
    const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`;
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
    const response = await handler.fetch(
      new Request(url, {
        method: req.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    if (!response.body) {
      res.end();
      return;
    }
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
  };
}
